import { eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionAdmin } from '@sabora/contract';
import { auditLog, bills, calls, walletEntries, type UserRow } from '../db/schema/index';
import type { Executor } from '../db/executor';
import { day } from '../../test/support/catalogue-fixtures';
import { bearer, buildTestApp, type TestContext } from '../../test/support/helper';
import { adminSession, insertStudent } from '../../test/support/student-fixtures';

let ctx: TestContext;
let main: SessionAdmin;
let student: UserRow;

beforeAll(async () => {
  ctx = await buildTestApp();
  main = await adminSession(ctx, 'main');
  student = await insertStudent(ctx);
});
afterAll(() => ctx.close());

/** What a list answers: its rows' count and (bills, ledger) sum beside its total. */
interface Listed {
  count: number;
  rows: number;
  total?: number | null;
  sum?: number;
}

type Page = { count: number; total?: number | null } & Record<string, unknown>;

async function list(path: string, rowsKey: string, query: string): Promise<Listed> {
  const response = await ctx.app.inject({
    url: `/api/admin/${path}?pageSize=100&${query}`,
    headers: bearer(main.token),
  });
  expect(response.statusCode).toBe(200);
  const page = response.json<Page>();
  const rows = page[rowsKey] as Array<{ amount?: number }>;
  return {
    count: page.count,
    rows: rows.length,
    ...(page.total === undefined
      ? {}
      : { total: page.total, sum: rows.reduce((sum, row) => sum + row.amount!, 0) }),
  };
}

/** The total the list shows, once it agrees with the rows it lists (the sum too, where there is one). */
async function agreedTotal(path: string, rowsKey: string, query: string): Promise<number> {
  await expect
    .poll(async () => {
      const page = await list(path, rowsKey, query);
      return [page.count - page.rows, (page.total ?? 0) - (page.sum ?? 0)];
    })
    .toEqual([0, 0]);
  return (await list(path, rowsKey, query)).count;
}

/** Runs `write` with every trigger off, so nothing is announced. */
async function unannounced<T>(write: (tx: Executor) => Promise<T>): Promise<T> {
  return ctx.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    return write(tx);
  });
}

/** Inserts a row nobody announces; its id comes back to take it away the same way. */
async function hiddenInsert<T extends PgTable>(
  table: T,
  values: T['$inferInsert'],
  id: PgColumn,
): Promise<Array<{ id: string }>> {
  return unannounced(
    async (tx) =>
      (await tx.insert(table).values(values).returning({ id })) as Array<{ id: string }>,
  );
}

const now = () => new Date(ctx.clock.now());

const bill = () => ({
  userId: student.id,
  adminId: main._id,
  amount: 150,
  method: 'cash' as const,
  createdAt: now(),
});

const call = (followUpAt: Date | null = null) => ({
  userId: student.id,
  adminId: main._id,
  direction: 'outgoing' as const,
  reason: 'payment' as const,
  outcome: followUpAt ? ('follow-up' as const) : ('no-answer' as const),
  followUpAt,
  createdAt: now(),
});

const auditEntry = () => ({
  adminId: main._id,
  adminName: main.name,
  action: 'bill.create' as const,
  entityType: 'bill' as const,
  entityId: student.id,
  changes: {},
  createdAt: now(),
});

// The writes below go straight to the database, as another process's would:
// only the database's announcement can tell the API its totals changed.
describe('the bills total under writes from elsewhere', () => {
  const total = () => agreedTotal('bills', 'bills', 'method=cash');

  it('is kept between calls: a write nobody announces is not seen', async () => {
    const before = await total();
    const [hidden] = await hiddenInsert(bills, bill(), bills.id);
    const listed = await list('bills', 'bills', 'method=cash');
    expect(listed).toMatchObject({ count: before, rows: before + 1 });
    await unannounced((tx) => tx.delete(bills).where(eq(bills.id, hidden!.id)));
    expect(await total()).toBe(before);
  });

  it('follows an insert, a change of method and a delete', async () => {
    const before = await total();
    const [added] = await ctx.db.insert(bills).values(bill()).returning({ id: bills.id });
    expect(await total()).toBe(before + 1);
    await ctx.db.update(bills).set({ amount: 275 }).where(eq(bills.id, added!.id));
    expect(await total()).toBe(before + 1);
    await ctx.db.update(bills).set({ method: 'fawry' }).where(eq(bills.id, added!.id));
    expect(await total()).toBe(before);
    await ctx.db.update(bills).set({ method: 'cash' }).where(eq(bills.id, added!.id));
    expect(await total()).toBe(before + 1);
    await ctx.db.delete(bills).where(eq(bills.id, added!.id));
    expect(await total()).toBe(before);
  });
});

describe('the calls total under writes from elsewhere', () => {
  const total = (query = 'reason=payment') => agreedTotal('calls', 'calls', query);

  it('is kept between calls: a write nobody announces is not seen', async () => {
    const before = await total();
    const [hidden] = await hiddenInsert(calls, call(), calls.id);
    expect(await list('calls', 'calls', 'reason=payment')).toMatchObject({
      count: before,
      rows: before + 1,
    });
    await unannounced((tx) => tx.delete(calls).where(eq(calls.id, hidden!.id)));
    expect(await total()).toBe(before);
  });

  it('follows an insert, a change of reason and a delete', async () => {
    const before = await total();
    const [added] = await ctx.db.insert(calls).values(call()).returning({ id: calls.id });
    expect(await total()).toBe(before + 1);
    await ctx.db.update(calls).set({ reason: 'exam' }).where(eq(calls.id, added!.id));
    expect(await total()).toBe(before);
    await ctx.db.update(calls).set({ reason: 'payment' }).where(eq(calls.id, added!.id));
    expect(await total()).toBe(before + 1);
    await ctx.db.delete(calls).where(eq(calls.id, added!.id));
    expect(await total()).toBe(before);
  });

  it('follows a follow-up falling due, which no write announces', async () => {
    const due = await total('followUpDue=true');
    const notDue = await total('followUpDue=false');
    const at = new Date(ctx.clock.now() + day);
    await ctx.db.insert(calls).values(call(at));
    expect(await total('followUpDue=true')).toBe(due);
    expect(await total('followUpDue=false')).toBe(notDue + 1);
    ctx.clock.set(at.getTime());
    expect(await total('followUpDue=true')).toBe(due + 1);
    expect(await total('followUpDue=false')).toBe(notDue);
  });
});

describe('the ledger total under writes from elsewhere', () => {
  const total = () => agreedTotal('wallet-entries', 'entries', 'kind=adjustment');
  const line = () => ({ userId: student.id, kind: 'adjustment' as const, amount: 2500 });

  it('is kept between calls: a line nobody announces is not seen', async () => {
    const before = await total();
    // Without the triggers the balance is not moved: the line says what it would be.
    const [hidden] = await hiddenInsert(
      walletEntries,
      { ...line(), balanceAfter: 0 },
      walletEntries.id,
    );
    expect(await list('wallet-entries', 'entries', 'kind=adjustment')).toMatchObject({
      count: before,
      rows: before + 1,
    });
    await unannounced((tx) => tx.delete(walletEntries).where(eq(walletEntries.id, hidden!.id)));
    expect(await total()).toBe(before);
  });

  // The ledger refuses edits and deletes (migration 0009): an insert is its only change.
  it('follows an inserted line', async () => {
    const before = await total();
    await ctx.db.insert(walletEntries).values({ ...line(), balanceAfter: 0 });
    expect(await total()).toBe(before + 1);
  });
});

describe('the audit total under writes from elsewhere', () => {
  const total = () => agreedTotal('audit', 'entries', 'entityType=bill');

  it('is kept between calls: an entry nobody announces is not seen', async () => {
    const before = await total();
    const [hidden] = await hiddenInsert(auditLog, auditEntry(), auditLog.id);
    expect(await list('audit', 'entries', 'entityType=bill')).toMatchObject({
      count: before,
      rows: before + 1,
    });
    await unannounced((tx) => tx.delete(auditLog).where(eq(auditLog.id, hidden!.id)));
    expect(await total()).toBe(before);
  });

  it('follows an insert, a change of kind and a delete', async () => {
    const before = await total();
    const [added] = await ctx.db
      .insert(auditLog)
      .values(auditEntry())
      .returning({ id: auditLog.id });
    expect(await total()).toBe(before + 1);
    await ctx.db.update(auditLog).set({ entityType: 'call' }).where(eq(auditLog.id, added!.id));
    expect(await total()).toBe(before);
    await ctx.db.update(auditLog).set({ entityType: 'bill' }).where(eq(auditLog.id, added!.id));
    expect(await total()).toBe(before + 1);
    await ctx.db.delete(auditLog).where(eq(auditLog.id, added!.id));
    expect(await total()).toBe(before);
  });
});
