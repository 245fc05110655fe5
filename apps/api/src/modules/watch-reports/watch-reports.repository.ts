import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { watchedShare, type CourseAccess, type ViewerStatus } from '@sabora/contract';
import type { Database } from '../../db/client';
import type { Executor } from '../../db/executor';
import {
  courses,
  userCourses,
  users,
  videoCourses,
  videoProgress,
  videos,
  type CourseRow,
  type UserRow,
  type VideoProgressRow,
  type VideoRow,
} from '../../db/schema/index';
import { keysetPages, orderOf, type SortKey } from '../../lib/export/keyset-pages';
import { byName, studentsWhere } from '../students/student-search';
import { ownedCourseColumns, ownsAnyOf, type OwnedCourse } from '../wallet/course-owners';

export type WatchReportsRepository = ReturnType<typeof createWatchReportsRepository>;

export type ViewerStudent = Pick<UserRow, 'id' | 'name' | 'phone' | 'fatherPhone'>;

/** One owner of a video with their progress on it (none before they open it). */
export interface ViewerRecord {
  student: ViewerStudent;
  progress: VideoProgressRow | null;
  status: ViewerStatus;
}

export interface ViewersSummary {
  owners: number;
  completed: number;
  started: number;
  notStarted: number;
}

export interface ViewersFilter {
  status?: ViewerStatus | undefined;
  search?: string | undefined;
}

const studentColumns = {
  id: users.id,
  name: users.name,
  phone: users.phone,
  fatherPhone: users.fatherPhone,
};

/**
 * The status of the joined progress row, the SQL twin of the contract's
 * `isWatched`: the same float division, so both sides agree at the edge.
 * A row an admin made by granting views, with nothing played, is not a start.
 */
const statusSql = sql<ViewerStatus>`case
  when ${videoProgress.userId} is null
    or (${videoProgress.watchedSeconds} = 0 and ${videoProgress.coveredSeconds} = 0)
    then 'not-started'
  when ${videoProgress.duration} > 0
    and ${videoProgress.coveredSeconds}::float8 / ceil(${videoProgress.duration}) >= ${watchedShare}::float8
    then 'completed'
  else 'started' end`;

/**
 * The students who may watch the video at `now`: the contract's `videoAccess`
 * as SQL (not frozen; the video released for them; a course containing it
 * visible to them and owned: bought and not expired, VIP at its level, free
 * for subscribers while they subscribe, or free). A pending previous exam does
 * not take a student off the list: it is a step in the course they own. The
 * video's courses are read beforehand (decision 0184).
 */
export function ownersWhere(
  db: Executor,
  video: Pick<VideoRow, 'showDate' | 'isForCenter'>,
  linked: readonly OwnedCourse[],
  now: Date,
) {
  const showHidden = eq(users.showHidden, true);
  return and(
    eq(users.frozen, false),
    video.showDate.getTime() <= now.getTime() ? undefined : showHidden,
    video.isForCenter ? eq(users.attendanceType, 'center') : undefined,
    ownsAnyOf(db, linked, now),
  )!;
}

/** A course's video, with how it is scheduled. */
export interface CourseVideo {
  courseId: string;
  video: Pick<VideoRow, 'id' | 'showDate' | 'isForCenter'>;
}

/** What the student's page needs to work out which courses are theirs, and their progress. */
export interface StudentWatching {
  student: UserRow;
  access: CourseAccess[];
  /** The courses that can be in their "my courses": of their level, or bought. */
  courses: CourseRow[];
  /** The student's progress rows, each with its video. */
  progress: Array<{ row: VideoProgressRow; video: Pick<VideoRow, 'id' | 'title' | 'maxViews'> }>;
}

export function createWatchReportsRepository(db: Database) {
  const progressJoin = (videoId: string) =>
    and(eq(videoProgress.userId, users.id), eq(videoProgress.videoId, videoId));

  const linkedCourses = (videoId: string, now: Date) =>
    db
      .select(ownedCourseColumns(db, now))
      .from(videoCourses)
      .innerJoin(courses, eq(courses.id, videoCourses.courseId))
      .where(eq(videoCourses.videoId, videoId));

  /** The video's owners, those the search finds (undefined without one) and the list's rows. */
  async function viewersWhere(video: VideoRow, filter: ViewersFilter, now: Date) {
    const owners = ownersWhere(db, video, await linkedCourses(video.id, now), now);
    const searched = studentsWhere({ search: filter.search }, now);
    const status = filter.status ? sql`${statusSql} = ${filter.status}` : undefined;
    return { owners, searched, where: and(owners, searched, status) };
  }

  return {
    transaction: db.transaction.bind(db),

    async video(id: string): Promise<VideoRow | undefined> {
      const [row] = await db.select().from(videos).where(eq(videos.id, id));
      return row;
    },

    async student(id: string): Promise<ViewerStudent | undefined> {
      const [row] = await db.select(studentColumns).from(users).where(eq(users.id, id));
      return row;
    },

    /**
     * A page of the video's owners, by name, every owner counted by status,
     * and `count`, every row the filter matches. Each is a pass over the
     * students, so the count is the summary's own figure unless a search
     * narrows the list (decision 0217).
     */
    async viewers(
      video: VideoRow,
      filter: ViewersFilter,
      paging: { page: number; pageSize: number },
      now: Date,
    ): Promise<{ records: ViewerRecord[]; count: number; summary: ViewersSummary }> {
      const { owners, searched, where } = await viewersWhere(video, filter, now);
      const by = (status: ViewerStatus) =>
        sql<number>`count(*) filter (where ${statusSql} = ${status})`.mapWith(Number);
      const [records, [summary], [total]] = await Promise.all([
        db
          .select({ student: studentColumns, progress: videoProgress, status: statusSql })
          .from(users)
          .leftJoin(videoProgress, progressJoin(video.id))
          .where(where)
          .orderBy(...byName)
          .limit(paging.pageSize)
          .offset((paging.page - 1) * paging.pageSize),
        db
          .select({
            owners: count(),
            completed: by('completed'),
            started: by('started'),
            notStarted: by('not-started'),
          })
          .from(users)
          .leftJoin(videoProgress, progressJoin(video.id))
          .where(owners),
        searched
          ? db
              .select({ value: count() })
              .from(users)
              .leftJoin(videoProgress, progressJoin(video.id))
              .where(where)
          : [],
      ]);
      const counts = summary ?? { owners: 0, completed: 0, started: 0, notStarted: 0 };
      const statusCount = {
        completed: counts.completed,
        started: counts.started,
        'not-started': counts.notStarted,
      };
      return {
        records,
        count: searched
          ? (total?.value ?? 0)
          : filter.status
            ? statusCount[filter.status]
            : counts.owners,
        summary: counts,
      };
    },

    /** The whole filtered list for the export, by name, a page at a time. */
    viewerPages(video: VideoRow, filter: ViewersFilter, now: Date) {
      const keys: Array<SortKey<ViewerRecord>> = [
        { column: users.name, direction: 'asc', value: (row) => row.student.name },
        { column: users.id, direction: 'asc', value: (row) => row.student.id },
      ];
      // The owners are worked out once, before the first page, for every page.
      let rows: Promise<SQL | undefined> | undefined;
      const rowsOnce = () =>
        (rows ??= viewersWhere(video, filter, now).then((found) => found.where));
      return keysetPages(keys, async (after, limit) =>
        db
          .select({ student: studentColumns, progress: videoProgress, status: statusSql })
          .from(users)
          .leftJoin(videoProgress, progressJoin(video.id))
          .where(and(await rowsOnce(), after))
          .orderBy(...orderOf(keys))
          .limit(limit),
      );
    },

    async studentWatching(userId: string): Promise<StudentWatching | undefined> {
      const [student] = await db.select().from(users).where(eq(users.id, userId));
      if (!student) return undefined;
      const boughtIds = db
        .select({ id: userCourses.courseId })
        .from(userCourses)
        .where(eq(userCourses.userId, userId));
      // Not the whole catalogue and its every video for each student page (decision 0222).
      const [bought, candidates, progress] = await Promise.all([
        db
          .select({ course: userCourses.courseId, until: userCourses.until })
          .from(userCourses)
          .where(eq(userCourses.userId, userId))
          .orderBy(asc(userCourses.createdAt)),
        db
          .select()
          .from(courses)
          .where(or(eq(courses.level, student.level), inArray(courses.id, boughtIds)))
          .orderBy(asc(courses.createdAt), asc(courses.id)),
        db
          .select({
            row: videoProgress,
            video: { id: videos.id, title: videos.title, maxViews: videos.maxViews },
          })
          .from(videoProgress)
          .innerJoin(videos, eq(videos.id, videoProgress.videoId))
          .where(eq(videoProgress.userId, userId))
          .orderBy(
            sql`${videoProgress.lastWatchedAt} desc nulls last`,
            desc(videoProgress.updatedAt),
            asc(videos.id),
          ),
      ]);
      return {
        student,
        access: bought.map(({ course, until }) => ({ course, until: until?.getTime() ?? null })),
        courses: candidates,
        progress,
      };
    },

    /** The videos of these courses. */
    async courseVideos(courseIds: string[]): Promise<CourseVideo[]> {
      if (courseIds.length === 0) return [];
      return db
        .select({
          courseId: videoCourses.courseId,
          video: { id: videos.id, showDate: videos.showDate, isForCenter: videos.isForCenter },
        })
        .from(videoCourses)
        .innerJoin(videos, eq(videos.id, videoCourses.videoId))
        .where(inArray(videoCourses.courseId, courseIds));
    },

    /**
     * The student's row on the video, made empty when there is none, locked
     * until the transaction ends: a heartbeat batch waits on the same lock,
     * so a grant and a beat never overwrite each other.
     */
    async lockProgress(userId: string, videoId: string, tx: Executor): Promise<VideoProgressRow> {
      await tx.insert(videoProgress).values({ userId, videoId }).onConflictDoNothing();
      const [row] = await tx
        .select()
        .from(videoProgress)
        .where(and(eq(videoProgress.userId, userId), eq(videoProgress.videoId, videoId)))
        .for('update');
      return row!;
    },

    async setViews(
      key: { userId: string; videoId: string },
      values: { views: number; extraViews: number },
      at: Date,
      tx: Executor,
    ): Promise<VideoProgressRow> {
      const [row] = await tx
        .update(videoProgress)
        .set({ ...values, updatedAt: at })
        .where(and(eq(videoProgress.userId, key.userId), eq(videoProgress.videoId, key.videoId)))
        .returning();
      return row!;
    },
  };
}
