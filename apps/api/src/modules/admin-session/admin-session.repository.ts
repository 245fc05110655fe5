import { count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { admins, type AdminRow, type NewAdminRow } from '../../db/schema/index';

export type AdminSessionRepository = ReturnType<typeof createAdminSessionRepository>;

export function createAdminSessionRepository(db: Database) {
  return {
    async findById(id: string): Promise<AdminRow | undefined> {
      const [row] = await db.select().from(admins).where(eq(admins.id, id)).limit(1);
      return row;
    },

    async findByIdentifier(identifier: string): Promise<AdminRow | undefined> {
      const [row] = await db
        .select()
        .from(admins)
        .where(eq(admins.identifier, identifier))
        .limit(1);
      return row;
    },

    async count(): Promise<number> {
      const [row] = await db.select({ value: count() }).from(admins);
      return row?.value ?? 0;
    },

    async insert(row: NewAdminRow): Promise<AdminRow | undefined> {
      const [created] = await db
        .insert(admins)
        .values(row)
        .onConflictDoNothing({ target: admins.identifier })
        .returning();
      return created;
    },
  };
}
