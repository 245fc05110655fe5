import { CalendarOutlined, FormOutlined } from '@ant-design/icons';
import type { TimedExam } from '@sabora/contract';
import { Link, useLocation } from 'react-router';
import { bannerAllowedOn } from '@/early/route-calls';
import { messages } from '@/i18n/messages';
import { formatDate } from '@/lib/format-date';
import { useSession } from '@/lib/session';
import { useTimedExams } from '../api/get-timed-exams';
import './exam-banner.css';

const copy = messages.banner;

/** The timed exams the viewer may take (the server filters by course and center). */
export function ExamBanner() {
  const { pathname } = useLocation();
  const { user, admin } = useSession();
  const allowed = bannerAllowedOn(pathname);
  // Only signed-in viewers can open an exam; a visitor's call would only fail.
  const query = useTimedExams(allowed && (user !== null || admin !== null));
  if (!allowed || !query.data || query.data.length === 0) return null;
  return <ExamBannerStrip exams={query.data} />;
}

// A submitted exam is never offered as "enter": its page says when the result shows.
const linkLabel = (exam: TimedExam) =>
  exam.submitted ? copy.submitted : exam.started ? copy.enter : copy.view;
const linkClass = (exam: TimedExam) =>
  `exam-banner__link${exam.started && !exam.submitted ? ' exam-banner__link--live' : ''}`;

export function ExamBannerStrip({ exams }: { exams: readonly TimedExam[] }) {
  return (
    <aside className="exam-banner" aria-label={copy.label} data-testid="exam-banner">
      <div className="exam-banner__inner">
        <span className="exam-banner__label">
          <FormOutlined /> {copy.label}
        </span>
        <ul className="exam-banner__list">
          {exams.map((exam) => (
            <li key={exam._id} className="exam-banner__item">
              <bdi className="exam-banner__title">{exam.title}</bdi>
              <span className="exam-banner__date">
                <CalendarOutlined /> {exam.started ? copy.startedAt : copy.startsAt}{' '}
                <bdi>{formatDate(exam.startTime)}</bdi>
              </span>
              <Link to={`/exam/${exam._id}`} className={linkClass(exam)}>
                {linkLabel(exam)}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </aside>
  );
}
