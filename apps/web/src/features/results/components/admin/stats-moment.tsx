import { cairoWallClock, type ExamStats } from '@sabora/contract';
import { Alert } from 'antd';
import { examAdminMessages } from '@/i18n/exam-admin-messages';
import { messages } from '@/i18n/messages';

const pad = (value: number) => String(value).padStart(2, '0');

/** "hh:mm ص" on Cairo's wall clock, where the teacher reads the close. */
function cairoTime(ms: number): string {
  const { hours, minutes } = cairoWallClock(ms);
  const period = hours < 12 ? messages.common.morning : messages.common.evening;
  return `${pad(hours % 12 || 12)}:${pad(minutes)}\u00a0${period}`;
}

/**
 * Says when the figures stood while results are still arriving (decision
 * 0189); nothing when they are those of this instant.
 */
export function StatsMoment({ stats }: { stats: Pick<ExamStats, 'asOf' | 'provisional'> }) {
  if (!stats.provisional || stats.asOf === undefined) return null;
  return (
    <Alert
      type="info"
      showIcon
      role="status"
      data-testid="stats-moment"
      message={examAdminMessages.adminResults.provisional(cairoTime(stats.asOf))}
    />
  );
}
