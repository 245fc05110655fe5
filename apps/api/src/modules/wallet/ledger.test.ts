import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCourse } from '../../../test/support/catalogue-fixtures';
import { buildTestApp, type TestContext } from '../../../test/support/helper';
import { insertStudent } from '../../../test/support/student-fixtures';
import { userCourses, users, walletEntries } from '../../db/schema/index';
import { grantCourseAccess } from './course-access';
import { appendLedgerLine, Overdrawn } from './ledger';

const day = 24 * 60 * 60 * 1000;
let ctx: TestContext;

beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => {
  await ctx.close();
});

async function balanceOf(userId: string): Promise<number> {
  const [row] = await ctx.db
    .select({ balance: users.balance })
    .from(users)
    .where(eq(users.id, userId));
  return row!.balance;
}

async function sqlState(write: Promise<unknown>): Promise<string | undefined> {
  try {
    await write;
  } catch (error) {
    for (let link: unknown = error; link && typeof link === 'object';) {
      const { code, cause } = link as { code?: unknown; cause?: unknown };
      if (typeof code === 'string') return code;
      link = cause;
    }
    throw error;
  }
  return undefined;
}

describe('the wallet ledger', () => {
  it('moves the balance with each line and records the balance after it', async () => {
    const student = await insertStudent(ctx);
    const at = new Date(ctx.clock.now());
    const first = await appendLedgerLine(ctx.db, {
      userId: student.id,
      kind: 'code',
      amount: 10_000,
      at,
    });
    const second = await appendLedgerLine(ctx.db, {
      userId: student.id,
      kind: 'purchase',
      amount: -2_550,
      at,
    });
    expect([first.balanceAfter, second.balanceAfter]).toEqual([10_000, 7_450]);
    expect(await balanceOf(student.id)).toBe(7_450);
  });

  it('refuses a line that would take the balance below zero, and moves nothing', async () => {
    const student = await insertStudent(ctx);
    const at = new Date(ctx.clock.now());
    await appendLedgerLine(ctx.db, { userId: student.id, kind: 'payment', amount: 500, at });
    await expect(
      appendLedgerLine(ctx.db, { userId: student.id, kind: 'purchase', amount: -501, at }),
    ).rejects.toBeInstanceOf(Overdrawn);
    expect(await balanceOf(student.id)).toBe(500);
    const lines = await ctx.db
      .select()
      .from(walletEntries)
      .where(eq(walletEntries.userId, student.id));
    expect(lines).toHaveLength(1);
  });

  it('is append-only, and a balance moves only with a line', async () => {
    const student = await insertStudent(ctx);
    const line = await appendLedgerLine(ctx.db, {
      userId: student.id,
      kind: 'code',
      amount: 100,
      at: new Date(ctx.clock.now()),
    });
    const change = ctx.db
      .update(walletEntries)
      .set({ amount: 99_999 })
      .where(eq(walletEntries.id, line.id));
    expect(await sqlState(change)).toBe('23001');
    expect(await sqlState(ctx.db.delete(walletEntries).where(eq(walletEntries.id, line.id)))).toBe(
      '23001',
    );
    const direct = ctx.db.update(users).set({ balance: 1_000_000 }).where(eq(users.id, student.id));
    expect(await sqlState(direct)).toBe('23001');
    expect(await balanceOf(student.id)).toBe(100);
  });

  it('keeps the lines of a deleted student, pointing at nobody', async () => {
    const student = await insertStudent(ctx);
    const line = await appendLedgerLine(ctx.db, {
      userId: student.id,
      kind: 'code',
      amount: 100,
      at: new Date(ctx.clock.now()),
    });
    await ctx.db.delete(users).where(eq(users.id, student.id));
    const [kept] = await ctx.db.select().from(walletEntries).where(eq(walletEntries.id, line.id));
    expect(kept).toMatchObject({ userId: null, amount: 100 });
  });

  it('keeps every balance equal to the sum of its lines', async () => {
    const mismatches = await ctx.db.execute(sql`
      select u.id from users u
      left join wallet_entries w on w.user_id = u.id
      group by u.id, u.balance having u.balance <> coalesce(sum(w.amount), 0)`);
    expect((mismatches as unknown as { rows: unknown[] }).rows).toEqual([]);
  });
});

describe('granting a course', () => {
  it('grants accessDays from now, and a renewal extends from the later end', async () => {
    const student = await insertStudent(ctx);
    const monthly = await insertCourse(ctx, { accessDays: 30 });
    const now = ctx.clock.now();
    const [first] = await grantCourseAccess(ctx.db, student.id, [monthly.id], new Date(now));
    expect(first).toEqual({ course: monthly.id, until: now + 30 * day });
    const [renewed] = await grantCourseAccess(
      ctx.db,
      student.id,
      [monthly.id],
      new Date(now + day),
    );
    expect(renewed!.until).toBe(now + 60 * day);
  });

  it('counts a lapsed course from now, not from when it ended', async () => {
    const student = await insertStudent(ctx);
    const monthly = await insertCourse(ctx, { accessDays: 30 });
    const now = ctx.clock.now();
    await ctx.db
      .insert(userCourses)
      .values({ userId: student.id, courseId: monthly.id, until: new Date(now - 5 * day) });
    const [renewed] = await grantCourseAccess(ctx.db, student.id, [monthly.id], new Date(now));
    expect(renewed!.until).toBe(now + 30 * day);
  });

  it('grants a course without accessDays for good, and keeps for good for good', async () => {
    const student = await insertStudent(ctx);
    const forever = await insertCourse(ctx, { accessDays: null });
    const monthly = await insertCourse(ctx);
    const now = new Date(ctx.clock.now());
    await ctx.db
      .insert(userCourses)
      .values({ userId: student.id, courseId: monthly.id, until: null });
    const granted = await grantCourseAccess(ctx.db, student.id, [forever.id, monthly.id], now);
    expect(granted.map((access) => access.until)).toEqual([null, null]);
  });
});
