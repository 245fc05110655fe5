import type { ParentReport } from '@sabora/contract';
import { useState } from 'react';
import { Button } from '@/components/button';
import { parentsMessages } from '@/i18n/parents-messages';
import { formatCairoDate } from '@/lib/format-date';
import { formatPercent, scoreText } from '@/lib/format-score';
import { whatsappHref } from '@/lib/phone';
import { useCreateParentLink } from '../api/create-parent-link';
import { useStudentParentReport } from '../api/get-student-parent-report';
import { parentLinkUrl } from './parent-link-card';
import './parent-whatsapp-report.css';

const copy = parentsMessages.whatsapp;
const report = parentsMessages.report;
const lastExams = 5;

/** The WhatsApp text of a report: courses, this month's minutes, the last exams, missed exams. */
export function reportText(found: ParentReport, link: string | null): string {
  const lines = [copy.greeting(found.student.name), ''];
  if (found.courses.length > 0) {
    lines.push(copy.courses, ...found.courses.map(({ course }) => `- ${course.title}`), '');
  }
  lines.push(copy.month(Math.round(found.month.watchedSeconds / 60)), '');
  if (found.exams.length > 0) {
    lines.push(
      copy.exams,
      ...found.exams
        .slice(0, lastExams)
        .map((row) =>
          row.revealed
            ? copy.exam(
                row.exam.title,
                scoreText(row.score, row.totalScore),
                row.averagePercent === null ? '—' : `${formatPercent(row.averagePercent)}%`,
                row.rank === null ? '—' : report.rankOf(String(row.rank), String(row.of)),
              )
            : copy.examPending(row.exam.title, formatCairoDate(row.revealAt)),
        ),
      '',
    );
  }
  if (found.missed.length > 0) {
    lines.push(copy.missed, ...found.missed.map((row) => `- ${row.exam.title}`), '');
  }
  if (link) lines.push(copy.link(link));
  return lines.join('\n').trim();
}

/** "ابعت تقرير لولي الأمر على واتساب": a fresh summary, with a new link if the assistant wants. */
export function ParentWhatsappReport({
  userId,
  fatherPhone,
}: {
  userId: string;
  fatherPhone: string;
}) {
  const [withLink, setWithLink] = useState(false);
  const read = useStudentParentReport(userId);
  const create = useCreateParentLink(userId);
  // Opened before the calls so the browser does not block it as a pop-up.
  const send = async () => {
    const tab = window.open('', '_blank');
    try {
      const found = await read.mutateAsync();
      const link = withLink ? parentLinkUrl((await create.mutateAsync()).token) : null;
      const href = `${whatsappHref(fatherPhone)}?text=${encodeURIComponent(reportText(found, link))}`;
      if (tab) tab.location.href = href;
      else window.location.href = href;
    } catch {
      tab?.close();
    }
  };
  return (
    <div className="parent-whatsapp" data-testid="parent-whatsapp">
      <label className="parent-whatsapp__check">
        <input
          type="checkbox"
          checked={withLink}
          onChange={(event) => setWithLink(event.target.checked)}
        />
        {copy.withLink}
      </label>
      <Button
        variant="primary"
        loading={read.isPending || create.isPending}
        onClick={() => void send()}
      >
        {copy.send}
      </Button>
    </div>
  );
}
