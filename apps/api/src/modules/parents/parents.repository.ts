import { and, desc, eq, gt, gte, isNull, lte, notExists, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Executor } from '../../db/executor';
import {
  bills,
  courses,
  examCourses,
  exams,
  parentLinks,
  results,
  userCourses,
  users,
  videoProgress,
  videos,
  videoWatchDays,
  walletEntries,
  type ParentLinkRow,
} from '../../db/schema/index';

export type ParentsRepository = ReturnType<typeof createParentsRepository>;

/** Parent links and what the parent's report reads (decision 0164). */
export function createParentsRepository(db: Database) {
  const live = (userId: string) =>
    and(eq(parentLinks.userId, userId), isNull(parentLinks.revokedAt));

  return {
    transaction: db.transaction.bind(db),

    /** Holds the student's row until the transaction ends: two new links one after the other, never both live. */
    async lockStudent(userId: string, exec: Executor): Promise<boolean> {
      const rows = await exec
        .select({ id: users.id })
        .from(users)
        .where(eq(users.id, userId))
        .for('update');
      return rows.length > 0;
    },

    async liveLink(userId: string, exec: Executor = db): Promise<ParentLinkRow | undefined> {
      const [row] = await exec.select().from(parentLinks).where(live(userId)).limit(1);
      return row;
    },

    /** Revokes the live link, if any; the revoked row, for the audit trail. */
    async revoke(userId: string, now: Date, exec: Executor = db) {
      const [row] = await exec
        .update(parentLinks)
        .set({ revokedAt: now })
        .where(live(userId))
        .returning();
      return row;
    },

    async insert(
      link: Pick<ParentLinkRow, 'userId' | 'tokenHash' | 'createdBy' | 'createdByAdminId'>,
      now: Date,
      exec: Executor = db,
    ): Promise<ParentLinkRow> {
      const [row] = await exec
        .insert(parentLinks)
        .values({ ...link, createdAt: now })
        .returning();
      return row!;
    },

    /** The link a token's hash names, revoked or not. */
    async byHash(tokenHash: string): Promise<ParentLinkRow | undefined> {
      const [row] = await db
        .select()
        .from(parentLinks)
        .where(eq(parentLinks.tokenHash, tokenHash))
        .limit(1);
      return row;
    },

    async opened(id: string, now: Date): Promise<void> {
      await db.update(parentLinks).set({ lastOpenedAt: now }).where(eq(parentLinks.id, id));
    },

    /** Every course the student was given, expired ones too, with when access began and ends. */
    async courses(userId: string) {
      return db
        .select({
          id: courses.id,
          title: courses.title,
          from: userCourses.createdAt,
          until: userCourses.until,
        })
        .from(userCourses)
        .innerJoin(courses, eq(courses.id, userCourses.courseId))
        .where(eq(userCourses.userId, userId))
        .orderBy(desc(userCourses.createdAt), desc(courses.id));
    },

    /** Seconds per video watched on Cairo days from `fromDay` on, with the video's progress. */
    async monthWatching(userId: string, fromDay: string) {
      return db
        .select({
          id: videos.id,
          title: videos.title,
          watchedSeconds: sql<number>`sum(${videoWatchDays.watchedSeconds})::float8`.mapWith(
            Number,
          ),
          coveredSeconds: sql<number>`coalesce(max(${videoProgress.coveredSeconds}), 0)`.mapWith(
            Number,
          ),
          duration: sql<number>`coalesce(max(${videoProgress.duration}), 0)::float8`.mapWith(
            Number,
          ),
          lastWatchedAt: sql<Date | null>`max(${videoProgress.lastWatchedAt})`.mapWith(
            (value: unknown) => (value === null ? null : new Date(value as string)),
          ),
          lastDay: sql<string>`max(${videoWatchDays.day})::text`,
        })
        .from(videoWatchDays)
        .innerJoin(videos, eq(videos.id, videoWatchDays.videoId))
        .leftJoin(
          videoProgress,
          and(
            eq(videoProgress.userId, videoWatchDays.userId),
            eq(videoProgress.videoId, videoWatchDays.videoId),
          ),
        )
        .where(and(eq(videoWatchDays.userId, userId), gte(videoWatchDays.day, fromDay)))
        .groupBy(videos.id, videos.title)
        .orderBy(sql`max(${videoWatchDays.day}) desc`, desc(videos.id));
    },

    /**
     * Closed exams of courses the student had when the exam closed, with no
     * result of theirs: what the non-solvers list shows the teacher, seen
     * from the student's side.
     */
    async missed(userId: string, now: Date) {
      return db
        .selectDistinct({ id: exams.id, title: exams.title, endTime: exams.endTime })
        .from(exams)
        .innerJoin(examCourses, eq(examCourses.examId, exams.id))
        .innerJoin(
          userCourses,
          and(eq(userCourses.courseId, examCourses.courseId), eq(userCourses.userId, userId)),
        )
        .where(
          and(
            eq(exams.isTimed, true),
            lte(exams.endTime, now),
            gte(exams.endTime, userCourses.createdAt),
            sql`(${userCourses.until} is null or ${userCourses.until} > ${exams.endTime})`,
            notExists(
              db
                .select()
                .from(results)
                .where(and(eq(results.examId, exams.id), eq(results.userId, userId))),
            ),
          ),
        )
        .orderBy(desc(exams.endTime), desc(exams.id));
    },

    /**
     * Bills (whole pounds) and codes put in the wallet (piastres). A bill put
     * in the wallet also writes a 'payment' line, left out: the bill is that money.
     */
    async payments(userId: string) {
      const [billRows, codeRows] = await Promise.all([
        db
          .select({
            id: bills.id,
            amount: bills.amount,
            method: bills.method,
            note: bills.note,
            createdAt: bills.createdAt,
          })
          .from(bills)
          .where(eq(bills.userId, userId)),
        db
          .select({
            id: walletEntries.id,
            amount: walletEntries.amount,
            note: walletEntries.note,
            createdAt: walletEntries.createdAt,
          })
          .from(walletEntries)
          .where(
            and(
              eq(walletEntries.userId, userId),
              eq(walletEntries.kind, 'code'),
              gt(walletEntries.amount, 0),
            ),
          ),
      ]);
      return { bills: billRows, codes: codeRows };
    },
  };
}
