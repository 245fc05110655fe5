import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionAdmin, SessionUser } from '@sabora/contract';
import { bills, calls } from '../../db/schema/index';
import { insertExam } from '../../../test/support/catalogue-fixtures';
import {
  bearer,
  buildTestApp,
  signUpStudent,
  type TestContext,
} from '../../../test/support/helper';
import { adminSession, insertStudent } from '../../../test/support/student-fixtures';

// "Now" is 21 November 2026, 11:00 in Cairo; the Cairo day began at 22:00 UTC on the 20th.
const utc = (day: number, hour: number, minute = 0) => Date.UTC(2026, 10, day, hour, minute);
const hour = 60 * 60 * 1000;

let ctx: TestContext;
let main: SessionAdmin;
let secondary: SessionAdmin;
let student: SessionUser;
beforeAll(async () => {
  ctx = await buildTestApp();
  ctx.clock.set(utc(21, 9));
  main = await adminSession(ctx, 'main');
  secondary = await adminSession(ctx, 'secondary');
  student = await signUpStudent(ctx.app);
  const lateLastNight = await insertStudent(ctx, { createdAt: new Date(utc(20, 21, 30)) });
  await insertStudent(ctx, { createdAt: new Date(utc(20, 22, 30)) });

  const now = ctx.clock.now();
  await ctx.db.insert(bills).values([
    { userId: student._id, amount: 100, method: 'cash', createdAt: new Date(now) },
    { userId: student._id, amount: 200, method: 'fawry', createdAt: new Date(utc(20, 22)) },
    { userId: lateLastNight.id, amount: 400, method: 'cash', createdAt: new Date(utc(20, 21)) },
  ]);
  // Dated by the test's clock: the database's own now() is the real day, not the test's.
  const call = { direction: 'incoming', reason: 'technical', createdAt: new Date(now) } as const;
  await ctx.db.insert(calls).values([
    { ...call, userId: student._id, outcome: 'follow-up', followUpAt: new Date(now - hour) },
    { ...call, userId: student._id, outcome: 'follow-up', followUpAt: new Date(now + hour) },
    {
      ...call,
      userId: lateLastNight.id,
      outcome: 'follow-up',
      followUpAt: new Date(utc(20, 12)),
      createdAt: new Date(utc(20, 10)),
    },
  ]);
  await insertExam(ctx, {
    isTimed: true,
    startTime: new Date(now - hour),
    endTime: new Date(now + hour),
  });
  await insertExam(ctx, {
    isTimed: true,
    startTime: new Date(now - 3 * hour),
    endTime: new Date(now - 2 * hour),
  });
  await insertExam(ctx, {
    isTimed: true,
    startTime: new Date(now + hour),
    endTime: new Date(now + 2 * hour),
  });
  await insertExam(ctx);
});
afterAll(() => ctx.close());

const dashboard = (token?: string) =>
  ctx.app.inject({ url: '/api/admin/dashboard', headers: token ? bearer(token) : {} });

describe('GET /api/admin/dashboard', () => {
  it("counts today's students, payments and calls in Cairo time, due follow-ups and running exams", async () => {
    const response = await dashboard(main.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      newStudentsToday: 2,
      paymentsToday: { count: 2, amount: 300 },
      callsToday: 2,
      followUpsDue: 2,
      examsRunning: 1,
    });
  });

  it('shows a secondary admin how many payments, not how much', async () => {
    const response = await dashboard(secondary.token);
    expect(response.statusCode).toBe(200);
    expect(response.json().paymentsToday).toEqual({ count: 2, amount: null });
  });

  it('needs a token and refuses a student', async () => {
    expect((await dashboard()).statusCode).toBe(401);
    expect((await dashboard(student.token)).statusCode).toBe(403);
  });
});
