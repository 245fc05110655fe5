import { isAccessActive, levelLabels } from '@sabora/contract';
import type { OwnedCourse } from '@sabora/contract';
import { Tag } from 'antd';
import { Link } from 'react-router';
import { operationsMessages } from '@/i18n/operations-messages';
import { formatCairoDateUnbroken } from '@/lib/format-date';
import './owned-course-tag.css';

const copy = operationsMessages.ops.user;

const isLive = (course: OwnedCourse, now: number) =>
  isAccessActive({ course: course._id, until: course.until }, now);

/**
 * When the student's access to the course ends, on Cairo's wall clock (the
 * teacher sells months in Cairo): "لحد …" while it runs, "انتهى …" once it
 * lapsed, nothing when it is for good.
 */
export function accessEndText(course: OwnedCourse, now: number): string | null {
  if (course.until === null) return null;
  const date = formatCairoDateUnbroken(course.until);
  return isLive(course, now) ? copy.accessUntil(date) : copy.accessEnded(date);
}

/** A course on the admin's student page: green while owned, grey once lapsed. */
export function OwnedCourseTag({ course, now }: { course: OwnedCourse; now: number }) {
  const end = accessEndText(course, now);
  return (
    <Link to={`/admin/courses/${course._id}`}>
      <Tag
        color={isLive(course, now) ? 'green' : undefined}
        className="admin-table__tag owned-course-tag"
      >
        <bdi>{course.title}</bdi> · {levelLabels[course.level]}
        {end && <> · {end}</>}
      </Tag>
    </Link>
  );
}
