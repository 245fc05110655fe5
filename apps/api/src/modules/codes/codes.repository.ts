import { and, asc, count, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Executor, Transaction } from '../../db/executor';
import { admins, codeBatches, rechargeCodes, users } from '../../db/schema/index';

export type CodesRepository = ReturnType<typeof createCodesRepository>;

export interface NewCode {
  serial: number;
  hash: string;
  lastFour: string;
}

// Rows per insert: 4 parameters each stays far below PostgreSQL's 65,535.
const insertChunk = 1_000;

// How many of a batch's codes were redeemed; `used_at` stays when the student is deleted.
const usedCount = sql<number>`(select count(*) from ${rechargeCodes}
  where ${rechargeCodes.batchId} = ${codeBatches.id} and ${rechargeCodes.usedAt} is not null)`.mapWith(
  Number,
);

export function createCodesRepository(db: Database) {
  const selectBatches = (exec: Executor = db) =>
    exec
      .select({ batch: codeBatches, used: usedCount, adminName: admins.name })
      .from(codeBatches)
      .leftJoin(admins, eq(admins.id, codeBatches.adminId));

  const selectCodes = () =>
    db
      .select({ code: rechargeCodes, studentName: users.name, studentPhone: users.phone })
      .from(rechargeCodes)
      .leftJoin(users, eq(users.id, rechargeCodes.usedBy));

  return {
    transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    async insertBatch(
      tx: Transaction,
      batch: typeof codeBatches.$inferInsert,
      codes: readonly NewCode[],
    ): Promise<string> {
      const [row] = await tx.insert(codeBatches).values(batch).returning({ id: codeBatches.id });
      for (let at = 0; at < codes.length; at += insertChunk) {
        await tx
          .insert(rechargeCodes)
          .values(codes.slice(at, at + insertChunk).map((code) => ({ ...code, batchId: row!.id })));
      }
      return row!.id;
    },

    /** Newest first. */
    async pageBatches(page: number, pageSize: number) {
      const rows = await selectBatches()
        .orderBy(desc(codeBatches.createdAt), desc(codeBatches.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      const [total] = await db.select({ count: count() }).from(codeBatches);
      return { rows, count: total?.count ?? 0 };
    },

    async findBatch(id: string, exec: Executor = db) {
      const [row] = await selectBatches(exec).where(eq(codeBatches.id, id)).limit(1);
      return row;
    },

    /** A batch's codes in serial order, as printed, with who redeemed each. */
    async pageCodes(batchId: string, page: number, pageSize: number) {
      const rows = await selectCodes()
        .where(eq(rechargeCodes.batchId, batchId))
        .orderBy(asc(rechargeCodes.serial))
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      const [total] = await db
        .select({ count: count() })
        .from(rechargeCodes)
        .where(eq(rechargeCodes.batchId, batchId));
      return { rows, count: total?.count ?? 0 };
    },

    /** Marks the batch disabled; false when it was already (or does not exist). */
    async disableBatch(tx: Transaction, id: string, at: Date): Promise<boolean> {
      const rows = await tx
        .update(codeBatches)
        .set({ disabledAt: at })
        .where(and(eq(codeBatches.id, id), isNull(codeBatches.disabledAt)))
        .returning({ id: codeBatches.id });
      return rows.length === 1;
    },

    async findByHash(hash: string) {
      const [row] = await selectCodes().where(eq(rechargeCodes.hash, hash)).limit(1);
      return row;
    },

    /**
     * Takes the code for the student if it is still free and its batch is
     * neither disabled nor expired, in one conditional update: of two
     * students at the same instant, the second waits for the first's row lock,
     * then finds `used_at` set and takes nothing.
     */
    async claim(tx: Transaction, hash: string, userId: string, at: Date) {
      const [row] = await tx
        .update(rechargeCodes)
        .set({ usedBy: userId, usedAt: at })
        .from(codeBatches)
        .where(
          and(
            eq(rechargeCodes.hash, hash),
            isNull(rechargeCodes.usedAt),
            eq(codeBatches.id, rechargeCodes.batchId),
            isNull(codeBatches.disabledAt),
            or(isNull(codeBatches.expiresAt), gt(codeBatches.expiresAt, at)),
          ),
        )
        .returning({ id: rechargeCodes.id, amount: codeBatches.amount });
      return row;
    },
  };
}
