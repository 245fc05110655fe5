import { ClockCircleOutlined } from '@ant-design/icons';
import { StatusResult } from '@/components/status-result';
import { LinkButton } from '@/components/link-button';
import { examMessages } from '@/i18n/exam-messages';
import { formatCairoDateUnbroken } from '@/lib/format-date';
import { useServerMoment } from '../lib/use-server-moment';

const copy = examMessages.exams;

interface EarlyResultNoticeProps {
  /** When the exam closes and the result may be shown (server clock). */
  revealAt: number;
  /** Server clock minus device clock. */
  offset: number;
  /** Asks for the result again once `revealAt` came. */
  onReveal: () => void;
}

/** Submitted while the timed exam is still open: says when the score comes, then fetches it. */
export function EarlyResultNotice({ revealAt, offset, onReveal }: EarlyResultNoticeProps) {
  useServerMoment(revealAt, offset, onReveal);
  return (
    <StatusResult
      status="success"
      icon={<ClockCircleOutlined />}
      title={copy.earlyResultTitle}
      heading
      subTitle={
        <span data-testid="reveal-at">{copy.revealAt(formatCairoDateUnbroken(revealAt))}</span>
      }
      extra={
        <LinkButton primary to="/profile/exams-results">
          {copy.toResults}
        </LinkButton>
      }
      data-testid="early-result"
    />
  );
}
