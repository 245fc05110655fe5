import type { z } from 'zod';
import {
  coverageOf,
  isInMyCourses,
  isVideoVisible,
  isWatched,
  studentViewerAt,
  type AdminStudentProgressResponse,
  type CourseProgress,
  type VideoProgress,
  type VideoViewersResponse,
  type videoViewersQuery,
  type ViewGrantBody,
  type Viewer,
  type ViewerStatus,
} from '@sabora/contract';
import type { Clock } from '../../lib/clock';
import type { Sheet } from '../../lib/export/sheet-stream';
import { createFreshShare, queryKey } from '../../lib/fresh-share';
import { notFound } from '../../lib/http-errors';
import { messages } from '../../messages';
import { changedFields } from '../audit/audit-changes';
import type { Actor, AuditService } from '../audit/audit.service';
import type { CourseRow } from '../../db/schema/index';
import type {
  CourseVideo,
  StudentWatching,
  WatchReportsRepository,
} from './watch-reports.repository';
import { toVideoProgress } from './watch-reports-dto';
import { viewersSheet } from './watch-reports-sheet';

interface Deps {
  repository: WatchReportsRepository;
  audit: AuditService;
  clock: Clock;
}

export type WatchReportsService = ReturnType<typeof createWatchReportsService>;

/** The student's "my courses" among the courses that can be in it. */
function myCourses(data: StudentWatching, now: number): { viewer: Viewer; mine: CourseRow[] } {
  const viewer = studentViewerAt(data.student, data.access, now);
  const mine = data.courses.filter((course) =>
    isInMyCourses({ ...course, _id: course.id, showDate: course.showDate.getTime() }, viewer),
  );
  return { viewer, mine };
}

/**
 * Each course in the student's "my courses", over the videos of it released
 * for them: how many they watched (the mark) and the mean coverage.
 */
function courseProgress(
  data: StudentWatching,
  mine: CourseRow[],
  links: CourseVideo[],
  viewer: Viewer,
  now: number,
): CourseProgress[] {
  const coverage = new Map(
    data.progress.map(({ row }) => [row.videoId, { cover: coverageOf(row), seen: isWatched(row) }]),
  );
  return mine.map((course) => {
    const shown = links.filter(
      ({ courseId, video }) =>
        courseId === course.id &&
        isVideoVisible(
          { showDate: video.showDate.getTime(), isForCenter: video.isForCenter },
          viewer,
          now,
        ),
    );
    const of = shown.map(({ video }) => coverage.get(video.id));
    const total = of.reduce((sum, entry) => sum + (entry?.cover ?? 0), 0);
    return {
      course: { _id: course.id, title: course.title },
      videos: shown.length,
      watched: of.filter((entry) => entry?.seen).length,
      coverage: shown.length === 0 ? 0 : total / shown.length,
    };
  });
}

type ViewersKey = z.output<typeof videoViewersQuery> & { videoId: string };

/** The teacher's view of watching (issue 17): a student's videos, a video's viewers. */
export function createWatchReportsService({ repository, audit, clock }: Deps) {
  async function videoRow(id: string) {
    const video = await repository.video(id);
    if (!video) throw notFound(messages.videoNotFound);
    return video;
  }

  // Admins asking for the same page of viewers at once share one reading of it (decision 0217).
  const readViewers = createFreshShare(async (key): Promise<VideoViewersResponse> => {
    const { videoId, ...query } = JSON.parse(key) as ViewersKey;
    const video = await videoRow(videoId);
    const { records, count, summary } = await repository.viewers(
      video,
      query,
      query,
      new Date(clock.now()),
    );
    return {
      viewers: records.map(({ student, progress, status }) => ({
        ...toVideoProgress(progress, video.maxViews),
        user: {
          _id: student.id,
          name: student.name,
          phone: student.phone,
          fatherPhone: student.fatherPhone,
        },
        status,
        firstWatchedAt: progress?.firstWatchedAt?.getTime() ?? null,
      })),
      count,
      summary,
    };
  });

  return {
    async studentProgress(userId: string): Promise<AdminStudentProgressResponse> {
      const data = await repository.studentWatching(userId);
      if (!data) throw notFound(messages.userNotFound);
      const now = clock.now();
      const { viewer, mine } = myCourses(data, now);
      const links = await repository.courseVideos(mine.map((course) => course.id));
      return {
        videos: data.progress.map(({ row, video }) => ({
          ...toVideoProgress(row, video.maxViews),
          video: { _id: video.id, title: video.title },
          firstWatchedAt: row.firstWatchedAt?.getTime() ?? null,
        })),
        courses: courseProgress(data, mine, links, viewer, now),
      };
    },

    viewers(
      videoId: string,
      query: z.output<typeof videoViewersQuery>,
    ): Promise<VideoViewersResponse> {
      return readViewers(queryKey({ videoId, ...query }));
    },

    async exportSheet(
      videoId: string,
      query: { status?: ViewerStatus | undefined },
    ): Promise<Sheet> {
      const video = await videoRow(videoId);
      const pages = repository.viewerPages(video, { status: query.status }, new Date(clock.now()));
      return viewersSheet(video.title, video.maxViews, pages);
    },

    /** Starts the student's count again or adds views, in one locked step, audited. */
    async grant(
      actor: Actor,
      videoId: string,
      userId: string,
      body: ViewGrantBody,
    ): Promise<VideoProgress> {
      const video = await videoRow(videoId);
      const student = await repository.student(userId);
      if (!student) throw notFound(messages.userNotFound);
      const at = new Date(clock.now());
      const saved = await repository.transaction(async (tx) => {
        const before = await repository.lockProgress(userId, videoId, tx);
        const after = await repository.setViews(
          { userId, videoId },
          body.action === 'reset'
            ? { views: 0, extraViews: before.extraViews }
            : { views: before.views, extraViews: before.extraViews + body.count },
          at,
          tx,
        );
        const pick = (row: typeof before) => ({ views: row.views, extraViews: row.extraViews });
        await audit.record(tx, {
          actor,
          action: 'video.views-grant',
          entityType: 'video',
          entityId: video.id,
          entityLabel: video.title,
          studentId: userId,
          changes: changedFields(pick(before), pick(after)),
        });
        return after;
      });
      return toVideoProgress(saved, video.maxViews);
    },
  };
}
