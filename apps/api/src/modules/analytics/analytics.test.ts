import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Analytics, SessionAdmin, SessionUser } from '@sabora/contract';
import { bills, results } from '../../db/schema/index';
import { messages } from '../../messages';
import { insertExam } from '../../../test/support/catalogue-fixtures';
import {
  bearer,
  buildTestApp,
  messagesOf,
  signUpStudent,
  type TestContext,
} from '../../../test/support/helper';
import { adminSession, insertStudent } from '../../../test/support/student-fixtures';

// A known week: "now" is Saturday 21 November 2026, 11:00 in Cairo (UTC+2).
const utc = (day: number, hour: number, minute = 0) => Date.UTC(2026, 10, day, hour, minute);
const cairoMidnight19 = utc(18, 22);

let ctx: TestContext;
let main: SessionAdmin;
let secondary: SessionAdmin;
let signedUp: SessionUser;
beforeAll(async () => {
  ctx = await buildTestApp();
  ctx.clock.set(utc(21, 9));
  main = await adminSession(ctx, 'main');
  secondary = await adminSession(ctx, 'secondary');
  // Registers now: Cairo 21 Nov, prep-2, Aswan, online, signed in now.
  signedUp = await signUpStudent(ctx.app, { level: 'prep-2', governorate: 'aswan' });

  const at = (ms: number) => new Date(ms);
  const a = await insertStudent(ctx, {
    createdAt: at(utc(19, 10)),
    lastLoginAt: at(utc(20, 12)),
    level: 'sec-1',
    governorate: 'cairo',
  });
  // 22:30 UTC on the 19th is 00:30 on the 20th in Cairo.
  const b = await insertStudent(ctx, {
    createdAt: at(utc(19, 22, 30)),
    level: 'sec-2',
    governorate: 'giza',
    attendanceType: 'center',
  });
  const c = await insertStudent(ctx, { createdAt: at(utc(21, 8)), level: 'sec-1' });
  const d = await insertStudent(ctx, {
    createdAt: at(Date.UTC(2026, 9, 1)),
    lastLoginAt: at(Date.UTC(2026, 9, 1)),
    level: 'prep-1',
    governorate: 'alexandria',
  });

  await ctx.db.insert(bills).values([
    { userId: a.id, amount: 100, method: 'cash', createdAt: at(utc(19, 10)) },
    // 23:59 and 00:01 in Cairo: either side of midnight.
    { userId: b.id, amount: 250, method: 'vodafone-cash', createdAt: at(utc(20, 21, 59)) },
    { userId: b.id, amount: 150, method: 'cash', createdAt: at(utc(20, 22, 1)) },
    { userId: d.id, amount: 500, method: 'cash', createdAt: at(Date.UTC(2026, 9, 2)) },
  ]);

  const first = await insertExam(ctx, { title: 'Test 1' });
  const second = await insertExam(ctx, { title: 'Test 2' });
  const result = (examId: string, userId: string, score: number, total: number, ms: number) => ({
    examId,
    userId,
    score,
    totalScore: total,
    submittedAt: at(ms),
  });
  await ctx.db
    .insert(results)
    .values([
      result(first.id, a.id, 8, 10, utc(20, 10)),
      result(first.id, c.id, 6, 10, utc(21, 8, 30)),
      result(second.id, b.id, 15, 20, utc(20, 11)),
      result(second.id, d.id, 10, 20, Date.UTC(2026, 9, 5)),
    ]);
});
afterAll(() => ctx.close());

const analytics = (query: string, token = main.token) =>
  ctx.app.inject({ url: `/api/admin/analytics?${query}`, headers: bearer(token) });

describe('GET /api/admin/analytics', () => {
  let figures: Analytics;
  beforeAll(async () => {
    const response = await analytics(`from=${cairoMidnight19}`);
    expect(response.statusCode).toBe(200);
    figures = response.json();
  });

  it('echoes the range, ending with today when `to` is left out', () => {
    expect(figures).toMatchObject({ from: cairoMidnight19, to: utc(21, 22) });
  });

  it('counts registrations per Cairo day', () => {
    expect(figures.registrationsPerDay).toEqual([
      { day: '2026-11-19', count: 1 },
      { day: '2026-11-20', count: 1 },
      { day: '2026-11-21', count: 2 },
    ]);
  });

  it('breaks every current student down by level, governorate and attendance type', () => {
    expect(figures.students).toEqual({
      total: 5,
      byLevel: [
        { level: 'sec-1', count: 2 },
        { level: 'prep-1', count: 1 },
        { level: 'prep-2', count: 1 },
        { level: 'sec-2', count: 1 },
      ],
      byGovernorate: [
        { governorate: 'giza', count: 2 },
        { governorate: 'cairo', count: 1 },
        { governorate: 'alexandria', count: 1 },
        { governorate: 'aswan', count: 1 },
      ],
      byAttendanceType: [
        { attendanceType: 'online', count: 4 },
        { attendanceType: 'center', count: 1 },
      ],
    });
  });

  it('sums revenue per Cairo day and per method, the total the sum of the days', () => {
    const days = figures.revenue.perDay;
    expect(days.reduce((sum, day) => sum + day.amount, 0)).toBe(figures.revenue.total.amount);
    expect(days.reduce((sum, day) => sum + day.count, 0)).toBe(figures.revenue.total.count);
    expect(figures.revenue).toEqual({
      total: { amount: 500, count: 3 },
      perDay: [
        { day: '2026-11-19', amount: 100, count: 1 },
        { day: '2026-11-20', amount: 250, count: 1 },
        { day: '2026-11-21', amount: 150, count: 1 },
      ],
      byMethod: [
        { method: 'cash', amount: 250, count: 2 },
        { method: 'vodafone-cash', amount: 250, count: 1 },
      ],
      // No wallet moved in this range: every pound received is a bill.
      sources: {
        codes: { amount: 0, count: 0 },
        payments: { amount: 500, count: 3 },
        received: { amount: 500, count: 3 },
        purchases: { amount: 0, count: 0 },
      },
    });
  });

  it('counts students who signed in or submitted a result in the range', () => {
    // a signed in, b and c submitted, the new student signed in; d did neither in the range.
    expect(figures.activeStudents).toBe(4);
  });

  it('gives participation and average scores per exam for results in the range', () => {
    expect(figures.exams).toEqual([
      {
        exam: { _id: expect.any(String), title: 'Test 1' },
        participants: 2,
        averageScore: 7,
        averagePercent: 70,
      },
      {
        exam: { _id: expect.any(String), title: 'Test 2' },
        participants: 1,
        averageScore: 15,
        averagePercent: 75,
      },
    ]);
  });

  it('fills days without data with zeros', async () => {
    const response = await analytics(`from=${utc(16, 22)}&to=${utc(18, 22)}`);
    const quiet = response.json<Analytics>();
    expect(quiet.registrationsPerDay).toEqual([
      { day: '2026-11-17', count: 0 },
      { day: '2026-11-18', count: 0 },
    ]);
    expect(quiet.revenue.perDay.every((day) => day.amount === 0 && day.count === 0)).toBe(true);
    expect(quiet.revenue.total).toEqual({ amount: 0, count: 0 });
    expect(quiet.exams).toEqual([]);
  });

  it('covers the last 30 Cairo days by default', async () => {
    const response = await analytics('');
    const recent = response.json<Analytics>();
    // Cairo midnight on 23 October: still summer time, UTC+3.
    expect(recent.from).toBe(Date.UTC(2026, 9, 22, 21));
    expect(recent.registrationsPerDay).toHaveLength(30);
    expect(recent.registrationsPerDay.at(-1)).toEqual({ day: '2026-11-21', count: 2 });
  });

  it.each([
    [`from=${utc(21, 0)}&to=${utc(20, 0)}`, 'نهاية المدة لازم تكون بعد بدايتها'],
    [`from=${Date.UTC(2025, 0, 1)}&to=${Date.UTC(2026, 1, 1)}`, 'المدة لازم تكون سنة أو أقل'],
    ['to=soon', 'نهاية المدة لازم يكون تاريخ'],
  ])('refuses ?%s in Arabic', async (query, message) => {
    const response = await analytics(query);
    expect(response.statusCode).toBe(422);
    expect(messagesOf(response)).toEqual([message]);
  });

  it('is for main admins only', async () => {
    expect((await ctx.app.inject({ url: '/api/admin/analytics' })).statusCode).toBe(401);
    expect((await analytics('', signedUp.token)).statusCode).toBe(403);
    const refused = await analytics('', secondary.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: messages.mainAdminsOnly });
  });
});
