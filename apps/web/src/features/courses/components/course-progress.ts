import type { ListedVideo, StudentProgressResponse, Viewer } from '@sabora/contract';
import type { CourseProgress } from '@sabora/contract';
import { videoCardState } from './course-card-state';

export interface CourseResumeData {
  course: CourseProgress;
  /** The course's first released video, in release order, not yet watched; null when all are. */
  next: ListedVideo | null;
}

/**
 * My courses' line for one course: its progress and where to carry on. The
 * next video is the first of the course's released videos without the
 * watched mark, so a video half seen comes before the ones after it.
 */
export function courseResume(
  courseId: string,
  progress: StudentProgressResponse | undefined,
  videos: readonly ListedVideo[] | undefined,
  viewer: Viewer,
  now: number,
): CourseResumeData | undefined {
  const course = progress?.courses.find((row) => row.course._id === courseId);
  if (!progress || !course || !videos) return undefined;
  const watched = new Set(progress.videos.filter((row) => row.watched).map((row) => row.video._id));
  const next = videos.find(
    (video) =>
      video.courses.some((ref) => ref._id === courseId) &&
      !videoCardState(video, viewer, now).faded &&
      !watched.has(video._id),
  );
  return { course, next: next ?? null };
}
