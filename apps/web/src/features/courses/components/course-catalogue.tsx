import { isInMyCourses } from '@sabora/contract';
import { useDeferredValue } from 'react';
import type { ReactNode } from 'react';
import type { Course, Level, Viewer } from '@sabora/contract';
import { CatalogueGrid } from '@/components/catalogue-card';
import {
  CatalogueEmpty,
  CatalogueError,
  SkeletonCard,
  SkeletonCards,
} from '@/components/catalogue-states';
import { messages } from '@/i18n/messages';
import { useNow } from '@/lib/use-now';
import { useViewer } from '@/lib/viewer';
import { useCourses } from '@/lib/api/list-courses';
import { CourseCard } from './course-card';
import './course-catalogue.css';
import { OfflineNotSaved } from '@/components/offline-not-saved';
import { waitsForNetwork } from '@/lib/offline-query';

// Two cards fill a phone's first screen; the loading state shows six.
const eagerCards = 2;
const skeletonCount = 6;

export type CourseFilter = { mine: true } | { level: Level };

/** The courses a list shows: a level's, or the student's own (contract rule). */
export function filterCourses(courses: Course[], filter: CourseFilter, viewer: Viewer): Course[] {
  if ('mine' in filter) return courses.filter((course) => isInMyCourses(course, viewer));
  return courses.filter((course) => course.level === filter.level);
}

/** A course list with its loading, empty and error states. */
export function CourseCatalogue({
  filter,
  extra,
}: {
  filter: CourseFilter;
  /** Drawn under each card without an offer (my courses: the student's progress). */
  extra?: (course: Course) => ReactNode;
}) {
  const viewer = useViewer();
  const now = useNow();
  const courses = useCourses();
  // Past the first screen, cards render in the background, in slices a slow
  // phone's main thread can interleave with other work (Lighthouse's total
  // blocking time).
  const data = useDeferredValue(courses.data);

  if (waitsForNetwork(courses)) return <OfflineNotSaved />;
  if (courses.isPending) return <SkeletonCards />;
  if (courses.isError) {
    return (
      <CatalogueError
        onRetry={() => {
          void courses.refetch();
        }}
      />
    );
  }
  const card = (course: Course, index: number) => (
    <CourseCard
      key={course._id}
      course={course}
      viewer={viewer}
      now={now}
      titleLevel={2}
      eager={index < eagerCards}
      extra={extra?.(course)}
    />
  );
  if (data === undefined) {
    // The list has just arrived: the first screen's cards at once (the first
    // image is usually the page's largest paint), grey ones in the places of
    // the others until the background render draws them.
    const shown = filterCourses(courses.data, filter, viewer);
    if (shown.length === 0) return <CatalogueEmpty text={messages.catalogue.noCourses} />;
    const waiting = Math.max(Math.min(shown.length, skeletonCount) - eagerCards, 0);
    return (
      <CatalogueGrid>
        {shown.slice(0, eagerCards).map(card)}
        {Array.from({ length: waiting }, (_, index) => (
          <SkeletonCard key={`waiting-${index}`} />
        ))}
      </CatalogueGrid>
    );
  }
  const shown = filterCourses(data, filter, viewer);
  if (shown.length === 0) return <CatalogueEmpty text={messages.catalogue.noCourses} />;
  return <CatalogueGrid>{shown.map(card)}</CatalogueGrid>;
}
