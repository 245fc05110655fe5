import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Analytics, SessionAdmin } from '@sabora/contract';
import {
  analyticsDayFigures,
  analyticsDayVersions,
  bills,
  exams,
  results,
  users,
  walletEntries,
} from '../../db/schema/index';
import { insertExam } from '../../../test/support/catalogue-fixtures';
import { bearer, buildTestApp, type TestContext } from '../../../test/support/helper';
import { adminSession, insertStudent } from '../../../test/support/student-fixtures';

// "Now" is Sunday 15 March 2026, 12:00 in Cairo (UTC+2); every seeded day is
// long past for the database too, so the summary may hold all but today.
const utc = (day: number, hour: number) => new Date(Date.UTC(2026, 2, day, hour));
const cairoMidnight = (day: number) => Date.UTC(2026, 2, day - 1, 22);

let ctx: TestContext;
let main: SessionAdmin;
const ids: Record<string, string> = {};

beforeAll(async () => {
  ctx = await buildTestApp();
  ctx.clock.set(utc(15, 10).getTime());
  main = await adminSession(ctx, 'main');
  const students = await Promise.all(
    [9, 10, 11, 12, 13, 15].map((day, n) =>
      insertStudent(ctx, {
        createdAt: utc(day, 8 + n),
        lastLoginAt: utc(day, 20),
        level: n % 2 ? 'sec-1' : 'prep-3',
      }),
    ),
  );
  const [a, b, c, d, e, f] = students.map((student) => student.id) as [
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  Object.assign(ids, { a, b, c, d, e, f });
  const [bill] = await ctx.db
    .insert(bills)
    .values([
      { userId: a, amount: 100, method: 'cash', createdAt: utc(10, 9) },
      { userId: b, amount: 250, method: 'instapay', createdAt: utc(11, 21) },
      { userId: c, amount: 75, method: 'cash', createdAt: utc(12, 23) },
      { userId: f, amount: 40, method: 'fawry', createdAt: utc(15, 9) },
    ])
    .returning();
  ids.bill = bill!.id;
  await ctx.db.insert(walletEntries).values([
    { userId: a, kind: 'code', amount: 5050, balanceAfter: 0, createdAt: utc(11, 8) },
    { userId: a, kind: 'purchase', amount: -3000, balanceAfter: 0, createdAt: utc(12, 8) },
    { userId: d, kind: 'code', amount: 2000, balanceAfter: 0, createdAt: utc(15, 8) },
  ]);
  const first = await insertExam(ctx, { title: 'Test A' });
  const second = await insertExam(ctx, { title: 'Test B' });
  ids.secondExam = second.id;
  const result = (examId: string, userId: string, score: number, total: number, at: Date) => ({
    examId,
    userId,
    score,
    totalScore: total,
    submittedAt: at,
  });
  const [kept] = await ctx.db
    .insert(results)
    .values([
      result(first.id, a, 7.25, 10, utc(11, 10)),
      result(first.id, b, 3.3333, 9, utc(12, 10)),
      result(first.id, c, 0, 0, utc(12, 11)),
      result(second.id, d, 19.5, 20, utc(13, 10)),
      result(second.id, e, 11, 20, utc(14, 10)),
      result(first.id, f, 9, 10, utc(15, 9)),
    ])
    .returning();
  ids.result = kept!.id;
});
afterAll(() => ctx.close());

const presets = [
  '',
  `from=${cairoMidnight(15)}`,
  `from=${cairoMidnight(9)}&to=${cairoMidnight(14)}`,
  // Partial days at both ends.
  `from=${cairoMidnight(10) + 3_600_000}&to=${cairoMidnight(13) + 7_200_000}`,
];

async function answers(): Promise<Analytics[]> {
  return Promise.all(
    presets.map(async (query) => {
      const response = await ctx.app.inject({
        url: `/api/admin/analytics?${query}`,
        headers: bearer(main.token),
      });
      expect(response.statusCode).toBe(200);
      return response.json<Analytics>();
    }),
  );
}

/** The same presets with no summary to read: every day computed from the rows. */
async function liveAnswers(): Promise<Analytics[]> {
  await ctx.db.delete(analyticsDayFigures);
  return answers();
}

/** Waits until the kept student breakdowns count the students there are now. */
async function breakdownsHeard() {
  const [students] = await ctx.db.select({ n: count() }).from(users);
  await expect.poll(async () => (await answers())[0]!.students.total).toBe(students!.n);
}

const summarisedDays = async () =>
  (
    await ctx.db
      .select({ day: analyticsDayFigures.day })
      .from(analyticsDayFigures)
      .where(eq(analyticsDayFigures.figure, 'day'))
      .orderBy(analyticsDayFigures.day)
  ).map((row) => row.day);

describe('the per-day summary behind GET /api/admin/analytics', () => {
  it('answers every preset as the rows do, and keeps the past days it read', async () => {
    const first = await answers();
    expect(await summarisedDays()).toContain('2026-03-12');
    expect(await answers()).toEqual(first);
    expect(await liveAnswers()).toEqual(first);
    // Three bills (425) and a code redeemed (50.5): the money received, as its days sum.
    expect(first[2]!.revenue.total).toEqual({ amount: 475.5, count: 4 });
    expect(first[2]!.revenue.sources.payments).toEqual({ amount: 425, count: 3 });
  });

  it.each([
    [
      'a bill of a past day changed',
      () =>
        ctx.db.update(bills).set({ amount: 130, method: 'other' }).where(eq(bills.id, ids.bill!)),
    ],
    ['a past result deleted', () => ctx.db.delete(results).where(eq(results.id, ids.result!))],
    [
      'a past result regraded',
      () =>
        ctx.db
          .update(results)
          .set({ score: '1.5' as never })
          .where(eq(results.userId, ids.d!)),
    ],
    ['a student deleted', () => ctx.db.delete(users).where(eq(users.id, ids.b!))],
    [
      "a student's registration moved to another day",
      () =>
        ctx.db
          .update(users)
          .set({ createdAt: utc(12, 3) })
          .where(eq(users.id, ids.e!)),
    ],
    [
      'a bill recorded on a past day',
      () =>
        ctx.db
          .insert(bills)
          .values({ userId: ids.c!, amount: 60, method: 'cash', createdAt: utc(13, 12) }),
    ],
    [
      'a code redeemed on a past day',
      () =>
        ctx.db.insert(walletEntries).values({
          userId: ids.c!,
          kind: 'code',
          amount: 1000,
          balanceAfter: 0,
          createdAt: utc(10, 12),
        }),
    ],
    ['an exam deleted', () => ctx.db.delete(exams).where(eq(exams.id, ids.secondExam!))],
  ])('agrees with the rows after %s', async (_, edit) => {
    const before = await answers();
    await edit();
    await breakdownsHeard();
    const after = await answers();
    expect(after).not.toEqual(before);
    expect(await liveAnswers()).toEqual(after);
  });

  // The breakdowns are kept in memory until the database announces the change.
  it('shows a student levelled elsewhere in the breakdown once it is announced', async () => {
    const prepOnes = async () =>
      (await answers())[0]!.students.byLevel.find((row) => row.level === 'prep-1')?.count ?? 0;
    const before = await prepOnes();
    await ctx.db.update(users).set({ level: 'prep-1' }).where(eq(users.id, ids.a!));
    await expect.poll(prepOnes).toBe(before + 1);
  });

  it('leaves today alone: writes of today touch no version', async () => {
    const today = new Date();
    const exam = await insertExam(ctx, { title: 'Today' });
    await ctx.db
      .insert(results)
      .values({ examId: exam.id, userId: ids.a!, score: 1, totalScore: 1, submittedAt: today });
    const todays = await ctx.db
      .select()
      .from(analyticsDayVersions)
      .where(sql`${analyticsDayVersions.day} >= (now() at time zone 'Africa/Cairo')::date`);
    expect(todays).toEqual([]);
  });
});
