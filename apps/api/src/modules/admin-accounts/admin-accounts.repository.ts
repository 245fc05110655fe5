import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Transaction } from '../../db/executor';
import { admins, type AdminRow, type NewAdminRow } from '../../db/schema/index';

export type AdminAccountsRepository = ReturnType<typeof createAdminAccountsRepository>;

/**
 * A later time than the stored one even when two changes fall in the same
 * millisecond: tokens are valid only under the exact `updatedAt` they carry.
 */
function movedUpdatedAt(now: Date) {
  return sql`greatest(${now.toISOString()}::timestamptz, ${admins.updatedAt} + interval '1 millisecond')`;
}

export function createAdminAccountsRepository(db: Database) {
  return {
    transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    /** Main admins first (the enum's order), then by name. */
    async list(): Promise<AdminRow[]> {
      return db.select().from(admins).orderBy(asc(admins.type), asc(admins.name), asc(admins.id));
    },

    async findById(id: string): Promise<AdminRow | undefined> {
      const [row] = await db.select().from(admins).where(eq(admins.id, id)).limit(1);
      return row;
    },

    /**
     * Locks every main admin's row and returns their ids. Two transactions that
     * could each remove "the other" main admin queue here, so the second counts
     * what the first left.
     */
    async lockMainAdmins(tx: Transaction): Promise<string[]> {
      const rows = await tx
        .select({ id: admins.id })
        .from(admins)
        .where(eq(admins.type, 'main'))
        .for('update');
      return rows.map((row) => row.id);
    },

    async lockById(tx: Transaction, id: string): Promise<AdminRow | undefined> {
      const [row] = await tx.select().from(admins).where(eq(admins.id, id)).limit(1).for('update');
      return row;
    },

    /** Returns undefined when the identifier is taken. */
    async insert(tx: Transaction, row: NewAdminRow): Promise<AdminRow | undefined> {
      const [created] = await tx
        .insert(admins)
        .values(row)
        .onConflictDoNothing({ target: admins.identifier })
        .returning();
      return created;
    },

    /** Every change moves `updatedAt`, which ends the admin's sessions. */
    async update(
      tx: Transaction,
      id: string,
      values: Partial<Pick<NewAdminRow, 'name' | 'identifier' | 'type' | 'passwordHash'>>,
      now: Date,
    ): Promise<AdminRow | undefined> {
      const [row] = await tx
        .update(admins)
        .set({ ...values, updatedAt: movedUpdatedAt(now) })
        .where(eq(admins.id, id))
        .returning();
      return row;
    },

    async remove(tx: Transaction, id: string): Promise<void> {
      await tx.delete(admins).where(eq(admins.id, id));
    },
  };
}
