import { FormOutlined } from '@ant-design/icons';
import type { ExamSummary } from '@sabora/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { messages } from '@/i18n/messages';
import { formatDate } from '@/lib/format-date';
import { examWhen } from '../lib/exam-when';

const copy = messages.video;

const phaseWords = { upcoming: copy.startsAt, open: copy.openUntil, over: copy.ended } as const;

/** The video's exams; a timed one says when it starts, until when it is open, or that it is over. */
export function VideoExams({ exams }: { exams: ExamSummary[] }) {
  // Read once when the page opens: a label, not a countdown.
  const [now] = useState(() => Date.now());
  return (
    <section className="video-panel" aria-labelledby="video-exams">
      <h2 id="video-exams" className="video-panel__title">
        {copy.exams}
      </h2>
      <ul className="video-links">
        {exams.map((exam) => {
          const when = examWhen(exam, now);
          return (
            <li key={exam._id}>
              <Link to={`/exam/${exam._id}`} className={when ? 'video-links__timed' : undefined}>
                <FormOutlined className="video-links__icon" />
                <bdi>{exam.title}</bdi>
                {when && (
                  <span className="video-links__when">
                    {phaseWords[when.phase]} <bdi>{formatDate(when.at)}</bdi>
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
