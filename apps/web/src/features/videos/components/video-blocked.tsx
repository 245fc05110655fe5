import {
  FileSearchOutlined,
  FormOutlined,
  LockOutlined,
  StopOutlined,
  ToolOutlined,
  WhatsAppOutlined,
} from '@ant-design/icons';
import type { NamedRef } from '@sabora/contract';
import { Link } from 'react-router';
import { StatusResult } from '@/components/status-result';
import { LinkButton } from '@/components/link-button';
import { CoursePurchase, usePurchaseOffer } from '@/components/course-purchase';
import type { Course } from '@sabora/contract';
import { useCourses } from '@/lib/api/list-courses';
import { useNow } from '@/lib/use-now';
import { env } from '@/env';
import { messages } from '@/i18n/messages';
import { playerMessages } from '@/i18n/player-messages';
import type { VideoFailure } from './video-access-error';
import './video-blocked.css';

const copy = messages.video;

function SupportLink({ label }: { label: string }) {
  return (
    <a
      className="btn btn--primary"
      href={`https://wa.me/${env.supportWhatsapp}`}
      target="_blank"
      rel="noreferrer"
    >
      <WhatsAppOutlined />
      <span>{label}</span>
    </a>
  );
}

/** Why the video does not play: frozen account, no access, unknown video or maintenance. */
export function VideoBlocked({ failure }: { failure: VideoFailure }) {
  switch (failure.kind) {
    case 'frozen':
      return (
        <StatusResult
          className="page-result video-blocked"
          status="warning"
          icon={<StopOutlined />}
          title={<h1 className="page-result__title">{copy.frozenTitle}</h1>}
          subTitle={
            <div className="video-blocked__text" data-testid="video-frozen">
              <p>{copy.frozenText}</p>
              <dl className="video-blocked__phones">
                <dt>{copy.studentPhone}</dt>
                <dd dir="ltr">{failure.phone}</dd>
                <dt>{copy.parentPhone}</dt>
                <dd dir="ltr">{failure.fatherPhone}</dd>
              </dl>
            </div>
          }
          extra={<SupportLink label={messages.support.whatsapp} />}
        />
      );
    case 'locked':
      return (
        <StatusResult
          className="page-result video-blocked"
          icon={<LockOutlined />}
          title={<h1 className="page-result__title">{copy.lockedTitle}</h1>}
          subTitle={
            <div className="video-blocked__text" data-testid="video-locked">
              {failure.courses.length > 0 ? (
                <>
                  <p>{copy.lockedCourses}</p>
                  <ul className="video-blocked__courses">
                    {failure.courses.map((course: NamedRef) => (
                      <LockedCourse key={course._id} course={course} />
                    ))}
                  </ul>
                </>
              ) : (
                <p>{copy.lockedNoCourses}</p>
              )}
              <p>{copy.contactSupport}</p>
            </div>
          }
          extra={<SupportLink label={messages.support.whatsapp} />}
        />
      );
    case 'exhausted':
      return (
        <StatusResult
          className="page-result video-blocked"
          status="warning"
          icon={<StopOutlined />}
          title={<h1 className="page-result__title">{playerMessages.exhaustedTitle}</h1>}
          subTitle={
            <div className="video-blocked__text" data-testid="video-exhausted">
              <p>{playerMessages.exhaustedText(failure.maxViews)}</p>
            </div>
          }
          extra={<SupportLink label={playerMessages.exhaustedSupport} />}
        />
      );
    case 'not-found':
      return (
        <StatusResult
          className="page-result"
          icon={<FileSearchOutlined />}
          title={<h1 className="page-result__title">{copy.notFound}</h1>}
          subTitle={copy.notFoundHint}
          extra={
            <LinkButton primary to="/courses">
              {messages.catalogue.browseCourses}
            </LinkButton>
          }
        />
      );
    case 'unavailable':
      return (
        <StatusResult
          className="page-result"
          icon={<ToolOutlined />}
          title={<h1 className="page-result__title">{messages.catalogue.maintenance}</h1>}
        />
      );
  }
}

/**
 * A course that holds the locked video: its link and, from the catalogue's
 * terms and the student's access, buy (never bought) or renew (ended).
 */
function LockedCourse({ course }: { course: NamedRef }) {
  const courses = useCourses();
  const terms = courses.data?.find((candidate) => candidate._id === course._id);
  return (
    <li className="video-blocked__course" data-testid="locked-course">
      <Link to={`/courses/${course._id}`} dir="auto">
        {course.title}
      </Link>
      {terms && <LockedCourseOffer course={terms} />}
    </li>
  );
}

function LockedCourseOffer({ course }: { course: Course }) {
  const offer = usePurchaseOffer(course, useNow());
  return offer?.action ? <CoursePurchase course={course} offer={offer} /> : null;
}

/** The previous exam comes first: a message and the way to it. */
export function PrevExamNotice({ exam }: { exam: NamedRef }) {
  return (
    <StatusResult
      className="page-result"
      icon={<FormOutlined />}
      title={
        <h1 className="page-result__title" data-testid="video-prev-exam">
          {copy.prevExamLead} <bdi>«{exam.title}»</bdi> {copy.prevExamTail}
        </h1>
      }
      subTitle={copy.prevExamText}
      extra={
        <LinkButton primary to={`/exam/${exam._id}`}>
          {copy.goToExam}
        </LinkButton>
      }
    />
  );
}
