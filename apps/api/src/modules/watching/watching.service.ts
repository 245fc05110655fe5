import {
  isCourseVisible,
  isInMyCourses,
  isVideoListed,
  isVideoVisible,
  isWatched,
  coverageOf,
  type ApiError,
  type FrozenAccountError,
  type HeartbeatBody,
  type StudentProgressResponse,
  type VideoProgress,
  type Viewer,
  type ViewsExhaustedError,
} from '@sabora/contract';
import type { UserRow } from '../../db/schema/index';
import type { Clock } from '../../lib/clock';
import { unauthorized } from '../../lib/http-errors';
import { messages } from '../../messages';
import type { CatalogueCache } from '../catalogue/catalogue-cache';
import type { VideoViewingService } from '../videos/video-viewing.service';
import type { HeartbeatBatcher } from './heartbeat-batcher';
import { stateOf, toVideoProgress } from './watch-state';
import type { WatchingRepository } from './watching.repository';

interface Deps {
  viewing: Pick<VideoViewingService, 'access'>;
  catalogue: CatalogueCache;
  watching: Pick<WatchingRepository, 'progressOfStudent'>;
  beats: HeartbeatBatcher;
  clock: Clock;
}

export type HeartbeatOutcome =
  | { status: 200; body: VideoProgress }
  | { status: 403; body: FrozenAccountError | ViewsExhaustedError | ApiError };

export type WatchingService = ReturnType<typeof createWatchingService>;

/** The student's watching: the player's heartbeats and the progress page (decision 0163). */
export function createWatchingService({ viewing, catalogue, watching, beats, clock }: Deps) {
  return {
    /**
     * `POST /user/videos/{id}/progress`: the video page's access rule (kept in
     * memory), then the beat joins the next batch, which refuses it when the
     * student's views ran out. Credited by the server's clock.
     */
    async heartbeat(
      student: UserRow,
      viewer: Viewer,
      videoId: string,
      body: HeartbeatBody,
    ): Promise<HeartbeatOutcome> {
      const { video, access } = await viewing.access(student, viewer, videoId);
      switch (access.kind) {
        case 'sign-in':
          throw unauthorized(messages.loginRequired);
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
          return { status: 403, body: { message: messages.videoLocked } };
        case 'prev-exam':
          return { status: 403, body: { message: messages.videoPrevExamFirst } };
        case 'watch':
          break;
      }
      const maxViews = video.record.row.maxViews;
      const outcome = await beats.beat({
        userId: student.id,
        videoId,
        maxViews,
        beat: { ...body, at: clock.now() },
      });
      const progress = toVideoProgress(outcome.state, maxViews);
      if (outcome.kind === 'exhausted') {
        return {
          status: 403,
          body: {
            message: messages.viewsExhausted,
            code: 'views-exhausted',
            maxViews: progress.maxViews!,
          },
        };
      }
      return { status: 200, body: progress };
    },

    /**
     * `GET /user/progress`: every video the student started that they can
     * still see, and each of their courses over the videos they can see in it.
     */
    async ofStudent(student: UserRow, viewer: Viewer): Promise<StudentProgressResponse> {
      const shared = await catalogue.current();
      const now = clock.now();
      const rows = new Map(
        (await watching.progressOfStudent(student.id)).map((row) => [row.videoId, row]),
      );
      const videos = shared.videos
        .filter(
          (video) =>
            rows.has(video.record.row.id) &&
            isVideoListed(
              video.schedule,
              video.courses.map((course) => course.dto),
              viewer,
              now,
            ),
        )
        .map((video) => ({
          video: { _id: video.record.row.id, title: video.record.row.title },
          ...toVideoProgress(stateOf(rows.get(video.record.row.id)), video.record.row.maxViews),
        }));
      const courses = shared.courses
        .filter(
          (course) => isCourseVisible(course.dto, viewer, now) && isInMyCourses(course.dto, viewer),
        )
        .map((course) => {
          const states = shared.videos
            .filter(
              (video) =>
                video.courses.includes(course) && isVideoVisible(video.schedule, viewer, now),
            )
            .map((video) => stateOf(rows.get(video.record.row.id)));
          return {
            course: { _id: course.row.id, title: course.row.title },
            videos: states.length,
            watched: states.filter((state) => isWatched(state)).length,
            coverage:
              states.length === 0
                ? 0
                : states.reduce((sum, state) => sum + coverageOf(state), 0) / states.length,
          };
        });
      return { videos, courses };
    },
  };
}
