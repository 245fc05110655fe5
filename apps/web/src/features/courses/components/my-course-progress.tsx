import { PlayCircleOutlined } from '@ant-design/icons';
import type { Course } from '@sabora/contract';
import { Link } from 'react-router';
import { progressMessages } from '@/i18n/progress-messages';
import { useUserProgress } from '@/lib/api/get-user-progress';
import { useVideos } from '@/lib/api/list-videos';
import { useNow } from '@/lib/use-now';
import { useViewer } from '@/lib/viewer';
import { courseResume, type CourseResumeData } from './course-progress';
import { CourseProgressLine } from './progress-marks';

/**
 * My courses' line under an owned course: loaded on its own (see
 * courses-page.tsx), so the catalogue's first load does not carry it.
 */
export function MyCourseProgress({ course }: { course: Course }) {
  const viewer = useViewer();
  const now = useNow();
  const progress = useUserProgress();
  const videos = useVideos();
  const resume = courseResume(course._id, progress.data, videos.data, viewer, now);
  if (!resume || resume.course.videos === 0) return null;
  return <CourseResume title={course.title} resume={resume} />;
}

/** "3 من 8", its bar, and a link to the next unwatched video. */
export function CourseResume({ title, resume }: { title: string; resume: CourseResumeData }) {
  const { next } = resume;
  return (
    <div className="course-resume" data-testid="course-resume">
      <CourseProgressLine title={title} progress={resume.course} short />
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
