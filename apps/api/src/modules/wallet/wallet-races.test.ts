import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuyResponse } from '@sabora/contract';
import { insertCourse, studentWith } from '../../../test/support/catalogue-fixtures';
import { bearer, buildTestApp, type TestContext } from '../../../test/support/helper';
import { adminSession } from '../../../test/support/student-fixtures';
import { userCourses, walletEntries } from '../../db/schema/index';
import { messages } from '../../messages';
import { appendLedgerLine } from './ledger';

let ctx: TestContext;
let main: string;

beforeAll(async () => {
  ctx = await buildTestApp();
  main = (await adminSession(ctx, 'main')).token;
});
afterAll(() => ctx.close());

async function fund(userId: string, piastres: number): Promise<void> {
  await appendLedgerLine(ctx.db, {
    userId,
    kind: 'code',
    amount: piastres,
    at: new Date(ctx.clock.now()),
  });
}

const buy = (token: string, courseId: string, seen?: { heldUntil?: number | null }) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/user/courses/${courseId}/buy`,
    headers: bearer(token),
    ...(seen ? { payload: seen } : {}),
  });

/** The balance and the ledger's sum for the student, by SQL, and the lowest balance ever. */
async function books(userId: string) {
  const result = await ctx.db.execute(sql`
    select u.balance::int as balance,
      (select coalesce(sum(amount), 0) from wallet_entries where user_id = u.id)::int as sum,
      (select coalesce(min(balance_after), 0) from wallet_entries where user_id = u.id)::int
        as lowest
    from users u where u.id = ${userId}`);
  const [row] = (result as unknown as { rows: Array<Record<string, unknown>> }).rows;
  return { balance: Number(row!.balance), sum: Number(row!.sum), lowest: Number(row!.lowest) };
}

const statuses = (responses: Array<{ statusCode: number }>) =>
  responses.map((response) => response.statusCode).sort();

describe('racing purchases', () => {
  it('lets exactly one of 50 concurrent purchases through a balance for one', async () => {
    const student = await studentWith(ctx);
    const courses = await Promise.all(
      Array.from({ length: 50 }, () => insertCourse(ctx, { price: 100, accessDays: 30 })),
    );
    await fund(student._id, 10_000);
    const responses = await Promise.all(courses.map((course) => buy(student.token, course.id)));
    expect(statuses(responses)).toEqual([200, ...Array<number>(49).fill(422)]);
    expect(await books(student._id)).toEqual({ balance: 0, sum: 0, lowest: 0 });
    const purchases = await ctx.db
      .select()
      .from(walletEntries)
      .where(eq(walletEntries.userId, student._id));
    expect(purchases.filter((line) => line.kind === 'purchase')).toHaveLength(1);
    const held = await ctx.db.select().from(userCourses).where(eq(userCourses.userId, student._id));
    expect(held).toHaveLength(1);
  });

  it('charges once when 50 buy the same course for good with money for two', async () => {
    const student = await studentWith(ctx);
    const course = await insertCourse(ctx, { price: 100, accessDays: null });
    await fund(student._id, 20_000);
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => buy(student.token, course.id)),
    );
    const codes = statuses(responses);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    // The rest find it owned for good (409), never a second charge.
    expect(codes.filter((code) => code !== 200).every((code) => code === 409)).toBe(true);
    expect(await books(student._id)).toEqual({ balance: 10_000, sum: 10_000, lowest: 10_000 });
  });

  it('charges a double tap once: both taps saw the same access, the second finds it changed (decision 0211)', async () => {
    const student = await studentWith(ctx);
    const course = await insertCourse(ctx, { price: 120, accessDays: 90 });
    await fund(student._id, 60_000);
    const taps = await Promise.all([
      buy(student.token, course.id, { heldUntil: null }),
      buy(student.token, course.id, { heldUntil: null }),
    ]);
    expect(statuses(taps)).toEqual([200, 409]);
    const second = taps.find((tap) => tap.statusCode === 409)!;
    expect(second.json()).toEqual({ message: messages.accessChangedSinceSeen });
    expect(await books(student._id)).toEqual({ balance: 48_000, sum: 48_000, lowest: 48_000 });

    // A renewal that names the end it saw goes through, once.
    const bought = taps.find((tap) => tap.statusCode === 200)!.json<BuyResponse>();
    const renewals = await Promise.all([
      buy(student.token, course.id, { heldUntil: bought.access.until }),
      buy(student.token, course.id, { heldUntil: bought.access.until }),
    ]);
    expect(statuses(renewals)).toEqual([200, 409]);
    const renewed = renewals.find((tap) => tap.statusCode === 200)!.json<BuyResponse>();
    expect(renewed.access.until).toBe(bought.access.until! + 90 * 86_400_000);
    expect(await books(student._id)).toEqual({ balance: 36_000, sum: 36_000, lowest: 36_000 });

    // Without the body, or with an empty one, a second buy is a renewal, as the spec's client expects.
    expect((await buy(student.token, course.id, {})).statusCode).toBe(200);
    expect((await buy(student.token, course.id)).statusCode).toBe(200);
  });

  it('never goes below zero when a purchase races the main admin taking the money back', async () => {
    for (let round = 0; round < 10; round += 1) {
      const student = await studentWith(ctx);
      const course = await insertCourse(ctx, { price: 80, accessDays: 30 });
      await fund(student._id, 10_000);
      const [purchase, adjustment] = await Promise.all([
        buy(student.token, course.id),
        ctx.app.inject({
          method: 'POST',
          url: `/api/admin/users/${student._id}/wallet`,
          headers: bearer(main),
          payload: { amount: -50, note: 'تصحيح' },
        }),
      ]);
      // 100 covers either, never both: one of them gets the 422.
      expect(statuses([purchase!, adjustment!])).toEqual([200, 422]);
      const { balance, sum, lowest } = await books(student._id);
      expect(balance).toBe(sum);
      expect(lowest).toBeGreaterThanOrEqual(0);
      expect(balance).toBe(purchase!.statusCode === 200 ? 2_000 : 5_000);
    }
  });
});
