import { CheckCircleFilled, ClockCircleOutlined, GiftFilled } from '@ant-design/icons';
import type { Course, Viewer } from '@sabora/contract';
import type { ReactNode } from 'react';
import { CatalogueCard } from '@/components/catalogue-card';
import { CoursePurchase, usePurchaseOffer } from '@/components/course-purchase';
import { Tag } from '@/components/tag';
import { messages } from '@/i18n/messages';
import { formatDate } from '@/lib/format-date';
import { formatPrice } from '@/lib/format-price';
import { courseCardState } from './course-card-state';

const copy = messages.catalogue;

interface CourseCardProps {
  course: Course;
  viewer: Viewer;
  now: number;
  titleLevel?: 2 | 3;
  eager?: boolean;
  /** Under the card of a course the student owns (my courses' progress), above any renewal offer. */
  extra?: ReactNode;
}

export function CourseCard({ course, viewer, now, titleLevel, eager, extra }: CourseCardProps) {
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
        offer || extra ? (
          <>
            {extra}
            {offer && <CoursePurchase course={course} offer={offer} />}
          </>
        ) : undefined
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
