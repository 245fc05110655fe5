import type { AdminVideo, ListedVideo, WatchedVideo } from '@sabora/contract';
import type { CourseRow } from '../../db/schema/index';
import { toCourseRef } from '../courses/course-dto';
import { toExamRef } from '../exams/exam-dto';
import { toPdfRef } from '../pdfs/pdf-dto';
import type { VideoRecord, VideoWithCourses } from './video-relations';

/** The fields every video shape shares; `courses` are the ones this viewer may see. */
function common({ row }: VideoWithCourses, courses: readonly CourseRow[]) {
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    imageUrl: row.imageUrl,
    showDate: row.showDate.getTime(),
    isForCenter: row.isForCenter,
    maxViews: row.maxViews,
    courses: courses.map(toCourseRef),
    createdAt: row.createdAt.getTime(),
    updatedAt: row.updatedAt.getTime(),
  };
}

/** A list entry; addresses only for admins (students get them from the video call). */
export function toListedVideo(
  video: VideoWithCourses,
  courses: readonly CourseRow[],
  withAddresses: boolean,
): ListedVideo {
  if (withAddresses) {
    return { ...common(video, courses), url: video.row.url, sections: video.sections };
  }
  return {
    ...common(video, courses),
    sections: video.sections.map(({ title }) => ({ title })),
  };
}

export function toWatchedVideo(record: VideoRecord, courses: readonly CourseRow[]): WatchedVideo {
  return {
    ...common(record, courses),
    url: record.row.url,
    sections: record.sections,
    prevExam: record.prevExam ? toExamRef(record.prevExam) : null,
  };
}

export function toAdminVideo(record: VideoRecord): AdminVideo {
  return {
    ...toWatchedVideo(record, record.courses),
    pdfs: record.pdfs.map(toPdfRef),
    exams: record.exams.map(toExamRef),
  };
}
