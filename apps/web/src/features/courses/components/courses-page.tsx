import { levelLabels, levels } from '@sabora/contract';
import type { Course, Level } from '@sabora/contract';
import { lazy, Suspense, useEffect } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { toast } from 'react-toastify';
import { Heading } from '@/components/typography';
import { LevelButtons } from '@/components/level-buttons';
import { usePageTitle } from '@/components/use-page-title';
import { messages } from '@/i18n/messages';
import { useSession } from '@/lib/session';
import { signInToastId } from '@/lib/toast-ids';
import { CourseCatalogue } from './course-catalogue';

const copy = messages.catalogue;

// Loaded with my courses only: the catalogue's first load stays within its budget.
const MyCourseProgress = lazy(() =>
  import('./my-course-progress').then((module) => ({ default: module.MyCourseProgress })),
);

function courseProgressOf(course: Course) {
  return (
    <Suspense fallback={null}>
      <MyCourseProgress course={course} />
    </Suspense>
  );
}

function isLevel(value: string | null): value is Level {
  return (levels as readonly (string | null)[]).includes(value);
}

/** `/courses`: the level buttons, `?level=` a level's courses, `?mine=1` the student's own. */
export function CoursesPage() {
  const [params] = useSearchParams();
  const level = params.get('level');
  if (params.get('mine') === '1') return <MyCoursesSection standalone />;
  if (isLevel(level)) return <LevelCourses level={level} />;
  return <LevelChooser />;
}

function LevelChooser() {
  usePageTitle(messages.pages.courses);
  return (
    <div className="catalogue-levels">
      <LevelButtons headingLevel={1} />
    </div>
  );
}

function LevelCourses({ level }: { level: Level }) {
  const title = copy.levelCourses(levelLabels[level]);
  usePageTitle(title);
  return (
    <div className="catalogue-page">
      <header className="catalogue-page__header">
        <Heading level={1} className="catalogue-page__title">
          {title}
        </Heading>
        <Link to="/courses" className="catalogue-page__switch">
          {copy.changeLevel}
        </Link>
      </header>
      <CourseCatalogue filter={{ level }} />
    </div>
  );
}

/**
 * The student's own courses: `/courses?mine=1` and the profile's my-courses
 * tab. A visitor is asked to sign in first.
 */
export function MyCoursesSection({ standalone = false }: { standalone?: boolean }) {
  const { user, admin } = useSession();
  const signedIn = user !== null || admin !== null;
  usePageTitle(copy.myCourses);
  useEffect(() => {
    if (!signedIn) toast.info(copy.loginFirst, { toastId: signInToastId });
  }, [signedIn]);
  if (!signedIn) return <Navigate to="/login" replace />;

  const list = <CourseCatalogue filter={{ mine: true }} extra={courseProgressOf} />;
  if (!standalone) return list;
  return (
    <div className="catalogue-page">
      <header className="catalogue-page__header">
        <Heading level={1} className="catalogue-page__title">
          {copy.myCourses}
        </Heading>
      </header>
      {list}
    </div>
  );
}
