import { asc, eq, sql } from 'drizzle-orm';
import type { CourseAccess, DeviceDetails } from '@sabora/contract';
import type { Database } from '../../db/client';
import { userCourses, users, type NewUserRow, type UserRow } from '../../db/schema/index';

export type StudentAccountRepository = ReturnType<typeof createStudentAccountRepository>;

/** A signed-in student as every student call needs them: the row and what they bought. */
export interface StudentSession {
  row: UserRow;
  /** Bought courses with when each ends, expired ones too, oldest purchase first. */
  access: CourseAccess[];
}

// Epoch milliseconds straight from SQL, so a session needs no second pass.
const accessSql = sql<CourseAccess[]>`(select coalesce(json_agg(json_build_object(
    'course', uc.course_id::text,
    'until', (extract(epoch from uc.until) * 1000)::bigint)
  order by uc.created_at, uc.course_id), '[]'::json) from user_courses uc
  where uc.user_id = "users"."id")`;

export function createStudentAccountRepository(db: Database) {
  // Prepared once: the session check runs on nearly every student call, and
  // checks that miss the memory together are read together (student-sessions.ts).
  const sessionQuery = db
    .select({
      row: users,
      access: accessSql,
    })
    .from(users)
    .where(sql`${users.id} = any(${sql.placeholder('ids')}::uuid[])`)
    .prepare('student_sessions');

  return {
    async findById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },

    /** The students found among `ids`, each with their bought courses, in one round trip. */
    async findSessions(ids: readonly string[]): Promise<StudentSession[]> {
      return sessionQuery.execute({ ids: [...ids] });
    },

    async findByPhone(phone: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.phone, phone)).limit(1);
      return row;
    },

    /** Inserts a student, or returns undefined when the phone is already registered. */
    async insert(row: NewUserRow): Promise<UserRow | undefined> {
      const [created] = await db
        .insert(users)
        .values(row)
        .onConflictDoNothing({ target: users.phone })
        .returning();
      return created;
    },

    /** The courses the student bought and until when, oldest purchase first. */
    async accessOf(userId: string): Promise<CourseAccess[]> {
      const rows = await db
        .select({ course: userCourses.courseId, until: userCourses.until })
        .from(userCourses)
        .where(eq(userCourses.userId, userId))
        .orderBy(asc(userCourses.createdAt), asc(userCourses.courseId));
      return rows.map((row) => ({ course: row.course, until: row.until?.getTime() ?? null }));
    },

    /** Binds the device when none is, and keeps what it says about itself when it says it. */
    async recordLogin(
      id: string,
      at: Date,
      deviceHash: string,
      deviceInfo?: DeviceDetails,
    ): Promise<void> {
      await db
        .update(users)
        .set({ lastLoginAt: at, deviceHash, ...(deviceInfo ? { deviceInfo } : {}) })
        .where(eq(users.id, id));
    },
  };
}
