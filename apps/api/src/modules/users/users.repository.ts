import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { userCourses, users, type NewUserRow, type UserRow } from '../../db/schema/index';

export type UsersRepository = ReturnType<typeof createUsersRepository>;

export function createUsersRepository(db: Database) {
  return {
    async findById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
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

    /** The ids of the courses the student bought, oldest purchase first. */
    async courseIdsOf(userId: string): Promise<string[]> {
      const rows = await db
        .select({ courseId: userCourses.courseId })
        .from(userCourses)
        .where(eq(userCourses.userId, userId))
        .orderBy(asc(userCourses.createdAt), asc(userCourses.courseId));
      return rows.map((row) => row.courseId);
    },

    async recordLogin(id: string, at: Date, deviceHash: string): Promise<void> {
      await db.update(users).set({ lastLoginAt: at, deviceHash }).where(eq(users.id, id));
    },
  };
}
