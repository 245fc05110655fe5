import {
  isCourseVisible,
  isExamListed,
  isVideoListed,
  videoAccess,
  type FrozenAccountError,
  type ListedVideo,
  type Viewer,
  type VideoLockedError,
  type WatchVideoResponse,
} from '@sabora/contract';
import type { CourseRow, UserRow } from '../../db/schema/index';
import type { Clock } from '../../lib/clock';
import { notFound, unauthorized } from '../../lib/http-errors';
import { messages } from '../../messages';
import { scheduleOf, toCourseDto } from '../courses/course-dto';
import type { ExamsRepository } from '../exams/exams.repository';
import { toExamRef, toExamSummary } from '../exams/exam-dto';
import { toPdfLink } from '../pdfs/pdf-dto';
import type { UsersRepository } from '../users/users.repository';
import { studentViewer } from '../users/viewer';
import { toListedVideo, toWatchedVideo } from './video-dto';
import type { VideosRepository } from './videos.repository';

interface Deps {
  videos: VideosRepository;
  users: UsersRepository;
  exams: ExamsRepository;
  clock: Clock;
}

export type WatchOutcome =
  | { status: 200; body: WatchVideoResponse }
  | { status: 403; body: FrozenAccountError | VideoLockedError };

export type VideoViewingService = ReturnType<typeof createVideoViewingService>;

/** The students' side of videos: the catalogue list and the video page. */
export function createVideoViewingService({ videos, users, exams, clock }: Deps) {
  return {
    /** `POST /shared/videos`: the videos the listing rule shows this viewer. */
    async listFor(viewer: Viewer): Promise<ListedVideo[]> {
      const now = clock.now();
      const shown = await videos.listShown(viewer, now);
      if (viewer.kind === 'admin')
        return shown.map((video) => toListedVideo(video, video.courses, true));
      const visible = (course: CourseRow) => isCourseVisible(scheduleOf(course), viewer, now);
      return shown
        .filter((video) =>
          isVideoListed(scheduleOf(video.row), video.courses.map(scheduleOf), viewer, now),
        )
        .map((video) => toListedVideo(video, video.courses.filter(visible), false));
    },

    /** `GET /user/videos/{id}` for a signed-in student. */
    async watch(student: UserRow, videoId: string): Promise<WatchOutcome> {
      const record = await videos.findRecord(videoId);
      if (!record) throw notFound(messages.videoNotFound);
      const now = clock.now();
      const viewer = studentViewer(student, await users.courseIdsOf(student.id));
      const prevExam = record.prevExam;
      const access = videoAccess({
        video: { ...scheduleOf(record.row), prevExamId: prevExam?.id ?? null },
        courses: record.courses.map(toCourseDto),
        viewer,
        now,
        prevExamSubmitted: prevExam !== null && (await exams.hasResult(prevExam.id, student.id)),
      });
      switch (access.kind) {
        case 'frozen':
          return {
            status: 403,
            body: {
              message: messages.accountFrozen,
              phone: student.phone,
              fatherPhone: student.fatherPhone,
            },
          };
        case 'no-access':
          return {
            status: 403,
            body: {
              message: messages.videoLocked,
              courses: access.courses.map(({ _id, title }) => ({ _id, title })),
            },
          };
        case 'prev-exam':
          return { status: 200, body: { prevExam: toExamRef(prevExam!) } };
        case 'sign-in':
          throw unauthorized(messages.loginRequired);
        case 'watch': {
          const visible = record.courses.filter((row) =>
            isCourseVisible(scheduleOf(row), viewer, now),
          );
          return {
            status: 200,
            body: {
              video: toWatchedVideo(record, visible),
              exam: record.exams.filter((exam) => isExamListed(exam, viewer)).map(toExamSummary),
              pdf: record.pdfs.map(toPdfLink),
            },
          };
        }
      }
    },
  };
}
