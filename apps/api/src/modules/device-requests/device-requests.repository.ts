import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { DeviceDetails, DeviceRequestStatus } from '@sabora/contract';
import type { Database } from '../../db/client';
import type { Executor, Transaction } from '../../db/executor';
import { admins, deviceRequests, users, type DeviceRequestRow } from '../../db/schema/index';

export type DeviceRequestsRepository = ReturnType<typeof createDeviceRequestsRepository>;

export interface DeviceRequestListRow {
  request: DeviceRequestRow;
  student: { id: string; name: string; phone: string } | null;
  decidedBy: { id: string; name: string } | null;
  recentChanges: number;
}

export interface AskValues {
  userId: string;
  reason: string;
  oldHash: string | null;
  newHash: string;
  oldDevice: DeviceDetails | null;
  newDevice: DeviceDetails | null;
  at: Date;
}

/** Approved changes of a request's student decided after `since`. */
const recentChangesOf = (since: Date) => sql<number>`(
  select count(*)::int from ${deviceRequests} as approved
  where approved.user_id = ${deviceRequests.userId}
    and approved.status = 'approved'
    and approved.decided_at > ${since.toISOString()}
)`;

export function createDeviceRequestsRepository(db: Database) {
  return {
    transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    /**
     * Opens the student's request, or updates the open one: the partial unique
     * index keeps one pending request per student, whatever the concurrency.
     */
    async ask(exec: Executor, values: AskValues): Promise<DeviceRequestRow> {
      const fields = {
        reason: values.reason,
        oldHash: values.oldHash,
        newHash: values.newHash,
        oldDevice: values.oldDevice,
        newDevice: values.newDevice,
        createdAt: values.at,
      };
      const [row] = await exec
        .insert(deviceRequests)
        .values({ userId: values.userId, ...fields })
        .onConflictDoUpdate({
          target: deviceRequests.userId,
          targetWhere: sql`${deviceRequests.status} = 'pending'`,
          set: fields,
        })
        .returning();
      return row!;
    },

    async latestOf(userId: string): Promise<DeviceRequestRow | undefined> {
      const [row] = await db
        .select()
        .from(deviceRequests)
        .where(eq(deviceRequests.userId, userId))
        .orderBy(desc(deviceRequests.createdAt))
        .limit(1);
      return row;
    },

    /** The queue, newest first, each with its student, decider and recent changes. */
    async page(
      query: { status?: DeviceRequestStatus | undefined; page: number; pageSize: number },
      periodStart: Date,
    ): Promise<{ rows: DeviceRequestListRow[]; count: number; pending: number }> {
      const where = query.status ? eq(deviceRequests.status, query.status) : undefined;
      const rows = await db
        .select({
          request: deviceRequests,
          student: { id: users.id, name: users.name, phone: users.phone },
          decidedBy: { id: admins.id, name: admins.name },
          recentChanges: recentChangesOf(periodStart),
        })
        .from(deviceRequests)
        .leftJoin(users, eq(users.id, deviceRequests.userId))
        .leftJoin(admins, eq(admins.id, deviceRequests.decidedBy))
        .where(where)
        .orderBy(desc(deviceRequests.createdAt), desc(deviceRequests.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize);
      const [total] = await db.select({ value: count() }).from(deviceRequests).where(where);
      const [pending] = await db
        .select({ value: count() })
        .from(deviceRequests)
        .where(eq(deviceRequests.status, 'pending'));
      return { rows, count: total?.value ?? 0, pending: pending?.value ?? 0 };
    },

    /** Locks the request, so two admins deciding it at once take turns. */
    async lockById(tx: Transaction, id: string): Promise<DeviceRequestRow | undefined> {
      const [row] = await tx
        .select()
        .from(deviceRequests)
        .where(eq(deviceRequests.id, id))
        .limit(1)
        .for('update');
      return row;
    },

    async approvedSince(tx: Transaction, userId: string, since: Date): Promise<number> {
      const [row] = await tx
        .select({ value: count() })
        .from(deviceRequests)
        .where(
          and(
            eq(deviceRequests.userId, userId),
            eq(deviceRequests.status, 'approved'),
            gt(deviceRequests.decidedAt, since),
          ),
        );
      return row?.value ?? 0;
    },

    async decide(
      tx: Transaction,
      id: string,
      decision: { status: DeviceRequestStatus; note: string; decidedBy: string; decidedAt: Date },
    ): Promise<DeviceRequestRow> {
      const [row] = await tx
        .update(deviceRequests)
        .set(decision)
        .where(eq(deviceRequests.id, id))
        .returning();
      return row!;
    },

    /** Locks the student: their device and session version are about to change. */
    async lockStudent(tx: Transaction, userId: string) {
      const [row] = await tx
        .select({
          id: users.id,
          name: users.name,
          phone: users.phone,
          deviceHash: users.deviceHash,
        })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1)
        .for('update');
      return row;
    },

    /** Binds the new device and ends every session the student had (tokens carry the version). */
    async bindDevice(
      tx: Transaction,
      userId: string,
      device: { hash: string; details: DeviceDetails | null },
      at: Date,
    ): Promise<void> {
      await tx
        .update(users)
        .set({
          deviceHash: device.hash,
          deviceInfo: device.details,
          sessionVersion: sql`${users.sessionVersion} + 1`,
          updatedAt: at,
        })
        .where(eq(users.id, userId));
    },
  };
}
