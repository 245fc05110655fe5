import {
  isCourseVisible,
  isExamListed,
  isVideoListed,
  listedVideosResponse,
  videoAccess,
  type FrozenAccountError,
  type VideoAccess,
  type Viewer,
  type VideoLockedError,
  type ViewsExhaustedError,
  type WatchVideoResponse,
} from '@sabora/contract';
import type { UserRow, VideoProgressRow } from '../../db/schema/index';
import type { Clock } from '../../lib/clock';
import { notFound, unauthorized } from '../../lib/http-errors';
import { messages } from '../../messages';
import type { CatalogueCourse, CatalogueVideo } from '../catalogue/catalogue';
import type { CatalogueCache } from '../catalogue/catalogue-cache';
import type { EncodedList } from '../catalogue/encoded-lists';
import type { ExamsRepository } from '../exams/exams.repository';
import { toExamRef, toExamSummary } from '../exams/exam-dto';
import { toPdfLink } from '../pdfs/pdf-dto';
import { stateOf, toVideoProgress } from '../watching/watch-state';
import { toListedVideo, toWatchedVideo } from './video-dto';

interface Deps {
  catalogue: CatalogueCache;
  exams: ExamsRepository;
  /** The student's progress on a video (one row by its key). */
  watching: { progressOf(userId: string, videoId: string): Promise<VideoProgressRow | undefined> };
  clock: Clock;
}

export type WatchOutcome =
  | { status: 200; body: WatchVideoResponse }
  | { status: 403; body: FrozenAccountError | VideoLockedError | ViewsExhaustedError };

/** A video the catalogue holds, and what the access rule says of it for this student now. */
export interface VideoAccessCheck {
  video: CatalogueVideo;
  access: VideoAccess<CatalogueCourse['dto']>;
  now: number;
}

export type VideoViewingService = ReturnType<typeof createVideoViewingService>;

/** The byte of `'1'`: a flag set in a list's key. */
const one = 0x31;

/** The students' side of videos: the catalogue list and the video page. */
export function createVideoViewingService({ catalogue, exams, watching, clock }: Deps) {
  return {
    /** `POST /shared/videos`: the videos the listing rule shows this viewer, as JSON. */
    async listFor(viewer: Viewer): Promise<EncodedList> {
      const shared = await catalogue.current();
      if (viewer.kind === 'admin') {
        return shared.encoded(listedVideosResponse, 'admin-videos', () =>
          shared.videos.map(({ record }) => toListedVideo(record, record.courses, true)),
        );
      }
      const now = clock.now();
      // The list follows from which courses and which videos this viewer is
      // shown, so one flag per item names it: a key as long as the catalogue,
      // built without a string per video, for every student on every call.
      const { courses, videos } = shared;
      const flags = Buffer.alloc(courses.length + videos.length, '0');
      for (const course of courses) {
        if (isCourseVisible(course.dto, viewer, now)) flags[course.position] = one;
      }
      const listed = videos.filter((video) =>
        isVideoListed(video.schedule, video.terms, viewer, now),
      );
      for (const video of listed) flags[courses.length + video.position] = one;
      return shared.encoded(listedVideosResponse, `videos:${flags.toString('latin1')}`, () =>
        listed.map((video) =>
          toListedVideo(
            video.record,
            video.courses
              .filter((course) => flags[course.position] === one)
              .map((course) => course.row),
            false,
          ),
        ),
      );
    },

    /**
     * The video page's access rule, from the catalogue kept in memory: the
     * database is read only when an unsolved previous exam is all that stands
     * before the video. The heartbeat checks through this too.
     */
    async access(student: UserRow, viewer: Viewer, videoId: string): Promise<VideoAccessCheck> {
      const video = (await catalogue.current()).videoById.get(videoId);
      if (!video) throw notFound(messages.videoNotFound);
      const now = clock.now();
      const prevExam = video.record.prevExam;
      const decide = (prevExamSubmitted: boolean) =>
        videoAccess({
          video: { ...video.schedule, prevExamId: prevExam?.id ?? null },
          courses: video.terms,
          viewer,
          now,
          prevExamSubmitted,
        });
      // The student's result is read only when it is all that stands before the video.
      const unsolved = decide(false);
      const access =
        unsolved.kind === 'prev-exam' && (await exams.hasResult(prevExam!.id, student.id))
          ? decide(true)
          : unsolved;
      return { video, access, now };
    },

    /** `GET /user/videos/{id}`: `student` is the signed-in caller, `viewer` the same student. */
    async watch(student: UserRow, viewer: Viewer, videoId: string): Promise<WatchOutcome> {
      const { video, access, now } = await this.access(student, viewer, videoId);
      const { record } = video;
      const prevExam = record.prevExam;
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
              expired: access.expired.map((course) => course._id),
            },
          };
        case 'prev-exam':
          return { status: 200, body: { prevExam: toExamRef(prevExam!) } };
        case 'sign-in':
          throw unauthorized(messages.loginRequired);
        case 'watch': {
          const maxViews = record.row.maxViews;
          const listed = record.exams.filter((exam) => isExamListed(exam, viewer));
          // A timed exam says this student's own window, if the teacher gave them one.
          const timed = listed.filter((exam) => exam.isTimed).map((exam) => exam.id);
          const [stored, overrides] = await Promise.all([
            watching.progressOf(student.id, videoId),
            exams.overridesOf(student.id, timed),
          ]);
          const progress = toVideoProgress(stateOf(stored), maxViews);
          // A new opening may not start once the views ran out (decision 0163).
          if (progress.viewsLeft === 0) {
            return {
              status: 403,
              body: {
                message: messages.viewsExhausted,
                code: 'views-exhausted',
                maxViews: progress.maxViews!,
              },
            };
          }
          const visible = video.courses
            .filter((course) => isCourseVisible(course.dto, viewer, now))
            .map((course) => course.row);
          return {
            status: 200,
            body: {
              video: toWatchedVideo(record, visible),
              exam: listed.map((exam) => toExamSummary(exam, overrides.get(exam.id))),
              pdf: record.pdfs.map(toPdfLink),
              progress,
            },
          };
        }
      }
    },
  };
}
