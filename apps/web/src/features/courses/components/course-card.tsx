import {
  CheckCircleFilled,
  ClockCircleOutlined,
  GiftFilled,
  PlayCircleOutlined,
} from '@ant-design/icons';
import type { Course, CourseProgress, ListedVideo, Viewer } from '@sabora/contract';
import { Link } from 'react-router';
import { CatalogueCard } from '@/components/catalogue-card';
import { CoursePurchase, usePurchaseOffer } from '@/components/course-purchase';
import { Tag } from '@/components/tag';
import { messages } from '@/i18n/messages';
import { formatDate } from '@/lib/format-date';
import { formatPrice } from '@/lib/format-price';
import { progressMessages } from '@/i18n/progress-messages';
import { courseCardState } from './course-card-state';
import { CourseProgressLine } from './progress-marks';

const copy = messages.catalogue;

interface CourseCardProps {
  course: Course;
  viewer: Viewer;
  now: number;
  titleLevel?: 2 | 3;
  eager?: boolean;
  /** My courses: the student's progress and the next video they have not watched (null: all watched). */
  progress?: { course: CourseProgress; next: ListedVideo | null };
}

export function CourseCard({ course, viewer, now, titleLevel, eager, progress }: CourseCardProps) {
  const state = courseCardState(course, viewer, now);
  const offer = usePurchaseOffer(course, now);
  const badges = (state.subscribed || state.gift || state.faded) && (
    <>
      {state.subscribed && (
        <Tag color="green" icon={<CheckCircleFilled />} data-testid="badge-subscribed">
          {copy.subscribed}
        </Tag>
      )}
      {state.gift && (
        <Tag color="gold" icon={<GiftFilled />} data-testid="badge-gift">
          {copy.gift}
        </Tag>
      )}
      {state.faded && (
        <Tag icon={<ClockCircleOutlined />} data-testid="badge-upcoming">
          {copy.upcoming}
        </Tag>
      )}
    </>
  );

  return (
    <CatalogueCard
      to={`/courses/${course._id}`}
      title={course.title}
      imageUrl={course.imageUrl}
      kind="course"
      faded={state.faded}
      badges={badges}
      testId="course-card"
      titleLevel={titleLevel}
      eager={eager}
      footer={
        offer ? (
          <CoursePurchase course={course} offer={offer} />
        ) : (
          progress &&
          progress.course.videos > 0 && <CourseResume title={course.title} progress={progress} />
        )
      }
    >
      <span
        className={`catalogue-card__price${course.price === 0 ? ' catalogue-card__price--free' : ''}`}
      >
        {formatPrice(course.price)}
      </span>
      {state.showDate && (
        <span className="catalogue-card__date">
          <ClockCircleOutlined /> <bdi>{formatDate(course.showDate)}</bdi>
        </span>
      )}
    </CatalogueCard>
  );
}

/** Under an owned course's card: "3 من 8", its bar, and a link to the next unwatched video. */
function CourseResume({
  title,
  progress,
}: {
  title: string;
  progress: CourseCardProps['progress'];
}) {
  if (!progress) return null;
  const { next } = progress;
  return (
    <div className="course-resume" data-testid="course-resume">
      <CourseProgressLine title={title} progress={progress.course} short />
      {next ? (
        <Link
          to={`/videos/${next._id}`}
          className="course-resume__link"
          data-testid="course-resume-link"
        >
          <PlayCircleOutlined aria-hidden /> {progressMessages.resume}: <bdi>{next.title}</bdi>
        </Link>
      ) : (
        <span>{progressMessages.allWatched}</span>
      )}
    </div>
  );
}
