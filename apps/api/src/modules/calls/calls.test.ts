import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Call, SessionAdmin, SessionUser } from '@sabora/contract';
import { users } from '../../db/schema/index';
import { messages } from '../../messages';
import {
  adminCaller,
  buildTestApp,
  messagesOf,
  signUpStudent,
  type AdminCall,
  type TestContext,
} from '../../../test/support/helper';
import { adminSession } from '../../../test/support/student-fixtures';

let ctx: TestContext;
let call: AdminCall;
let main: SessionAdmin;
let secondary: SessionAdmin;
beforeAll(async () => {
  ctx = await buildTestApp();
  call = adminCaller(ctx.app);
  main = await adminSession(ctx, 'main');
  secondary = await adminSession(ctx, 'secondary');
});
afterAll(() => ctx.close());

const logCall = (student: SessionUser, payload: object, token = secondary.token) =>
  call('POST', `/users/${student._id}/calls`, token, {
    direction: 'incoming',
    reason: 'technical',
    outcome: 'resolved',
    ...payload,
  });

const missingId = '1b4e28ba-2fa1-4d3b-a3f5-ef19b5a7633b';
const hour = 60 * 60 * 1000;

describe('POST /api/admin/users/{id}/calls', () => {
  it('records the call with the admin who took it', async () => {
    const student = await signUpStudent(ctx.app, { name: 'كريم سامي' });
    const followUpAt = ctx.clock.now() + 24 * hour;
    const response = await logCall(student, {
      direction: 'outgoing',
      reason: 'payment',
      outcome: 'follow-up',
      note: ' هيحوّل بكرة ',
      followUpAt,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<Call>()).toEqual({
      _id: expect.any(String),
      student: { _id: student._id, name: 'كريم سامي', phone: student.phone },
      admin: { _id: secondary._id, name: secondary.name },
      direction: 'outgoing',
      reason: 'payment',
      outcome: 'follow-up',
      note: 'هيحوّل بكرة',
      followUpAt,
      resolvedLater: false,
      createdAt: ctx.clock.now(),
    });
  });

  it('needs a follow-up time when the outcome is follow-up', async () => {
    const student = await signUpStudent(ctx.app);
    const response = await logCall(student, { outcome: 'follow-up' });
    expect(response.statusCode).toBe(422);
    expect(messagesOf(response)).toEqual(['حدد ميعاد المتابعة علشان المكالمة محتاجة متابعة']);
  });

  it('refuses a follow-up time on a resolved call instead of keeping one that never comes due', async () => {
    const student = await signUpStudent(ctx.app, { name: 'هالة رشدي' });
    const followUpAt = ctx.clock.now() + hour;
    const refused = await logCall(student, { outcome: 'resolved', followUpAt });
    expect(refused.statusCode).toBe(422);
    expect(messagesOf(refused)).toEqual([
      'المكالمة اتحلت، فمالهاش ميعاد متابعة: امسح الميعاد أو غيّر النتيجة',
    ]);
    // A call back after no answer keeps its time.
    const noAnswer = await logCall(student, { outcome: 'no-answer', followUpAt });
    expect(noAnswer.json<Call>()).toMatchObject({ outcome: 'no-answer', followUpAt });
  });

  it('reports every invalid field in Arabic', async () => {
    const student = await signUpStudent(ctx.app);
    const response = await call('POST', `/users/${student._id}/calls`, main.token, {
      direction: 'sideways',
      reason: 'boredom',
      outcome: 'maybe',
      note: 'x'.repeat(1001),
      followUpAt: 'tomorrow',
    });
    expect(response.statusCode).toBe(422);
    expect(messagesOf(response)).toEqual([
      'اختار المكالمة واردة ولا صادرة',
      'اختار سبب المكالمة',
      'اختار نتيجة المكالمة',
      'الملاحظة طويلة جداً (أقصى حد 1000 حرف)',
      'ميعاد المتابعة لازم يكون تاريخ',
    ]);
  });

  it('answers an unknown student with 404', async () => {
    const response = await call('POST', `/users/${missingId}/calls`, main.token, {
      direction: 'incoming',
      reason: 'other',
      outcome: 'other',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: messages.userNotFound });
  });

  it('needs a token and refuses a student', async () => {
    const student = await signUpStudent(ctx.app);
    expect((await logCall(student, {}, '')).statusCode).toBe(401);
    const refused = await logCall(student, {}, student.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: messages.adminsOnly });
  });
});

describe('GET /api/admin/users/{id}/calls', () => {
  it("lists the student's calls, newest first", async () => {
    const student = await signUpStudent(ctx.app);
    await logCall(student, { reason: 'exam' });
    ctx.clock.advance(1000);
    await logCall(student, { reason: 'content' });
    const response = await call('GET', `/users/${student._id}/calls`, secondary.token);
    expect(response.statusCode).toBe(200);
    expect(response.json().calls.map((entry: Call) => entry.reason)).toEqual(['content', 'exam']);
  });

  it('answers an unknown student with 404, needs a token and refuses a student', async () => {
    expect((await call('GET', `/users/${missingId}/calls`, main.token)).statusCode).toBe(404);
    const student = await signUpStudent(ctx.app);
    expect((await call('GET', `/users/${student._id}/calls`)).statusCode).toBe(401);
    expect((await call('GET', `/users/${student._id}/calls`, student.token)).statusCode).toBe(403);
  });
});

describe('GET /api/admin/calls', () => {
  let start: number;
  let waiting: SessionUser;
  let settled: SessionUser;
  let retried: SessionUser;
  beforeAll(async () => {
    ctx.clock.set(Date.UTC(2026, 10, 24, 8));
    start = ctx.clock.now();
    waiting = await signUpStudent(ctx.app, { name: 'طالب مستني' });
    settled = await signUpStudent(ctx.app, { name: 'طالب اتحلت مشكلته' });
    retried = await signUpStudent(ctx.app, { name: 'طالب مردش' });
    const later = start + 2 * hour;
    // 08:00 three follow-ups are promised for 10:00.
    await logCall(waiting, { outcome: 'follow-up', followUpAt: later });
    ctx.clock.advance(1000);
    await logCall(settled, { outcome: 'follow-up', followUpAt: later, reason: 'payment' });
    ctx.clock.advance(1000);
    await logCall(retried, { outcome: 'follow-up', followUpAt: later, direction: 'outgoing' });
    // 09:00 one is resolved, one call back goes unanswered.
    ctx.clock.set(start + hour);
    await logCall(settled, { outcome: 'resolved', reason: 'payment' }, main.token);
    ctx.clock.advance(1000);
    await logCall(retried, { outcome: 'no-answer', direction: 'outgoing' }, main.token);
    // 11:00: the follow-ups are due; calls the tests below add fall outside the range.
    ctx.clock.set(start + 3 * hour);
  });

  const page = (query: string, token = main.token) =>
    call('GET', `/calls?from=${start}&to=${start + 3 * hour}&${query}`, token);
  const studentsOf = (response: { json(): { calls: Call[] } }) =>
    response.json().calls.map((entry) => entry.student?.name);

  it('lists the calls of the range, newest first', async () => {
    const response = await page('');
    expect(response.statusCode).toBe(200);
    expect(response.json().count).toBe(5);
    expect(studentsOf(response)).toEqual([
      'طالب مردش',
      'طالب اتحلت مشكلته',
      'طالب مردش',
      'طالب اتحلت مشكلته',
      'طالب مستني',
    ]);
  });

  it.each([
    ['direction=outgoing', 2],
    ['reason=payment', 2],
    ['direction=incoming&reason=technical', 1],
  ])('filters by %s', async (query, expected) => {
    expect((await page(query)).json().count).toBe(expected);
  });

  it('filters by the admin who took the call', async () => {
    expect((await page(`adminId=${main._id}`)).json().count).toBe(2);
  });

  it('lists due follow-ups: time has come and no resolved call since, oldest first', async () => {
    const due = await page('followUpDue=true');
    expect(studentsOf(due)).toEqual(['طالب مستني', 'طالب مردش']);
    expect((await page('followUpDue=false')).json().count).toBe(3);
  });

  it('does not list a follow-up whose time has not come', async () => {
    const student = await signUpStudent(ctx.app);
    await logCall(student, { outcome: 'follow-up', followUpAt: ctx.clock.now() + hour });
    const due = await call('GET', '/calls?followUpDue=true', main.token);
    expect(studentsOf(due)).not.toContain(student.name);
  });

  it("drops a deleted student's follow-ups and shows their calls without a student", async () => {
    const student = await signUpStudent(ctx.app, { name: 'طالب اتمسح' });
    ctx.clock.advance(1000);
    await logCall(student, { outcome: 'follow-up', followUpAt: ctx.clock.now() - hour });
    await ctx.db.delete(users).where(eq(users.id, student._id));
    const due = await call('GET', '/calls?followUpDue=true', main.token);
    expect(due.json().calls.every((entry: Call) => entry.student !== null)).toBe(true);
    const latest = (await call('GET', '/calls?pageSize=1', main.token)).json().calls[0];
    expect(latest.student).toBeNull();
  });

  it('is open to secondary admins', async () => {
    expect((await page('', secondary.token)).json().count).toBe(5);
  });

  it.each([
    ['followUpDue=yes', 'فلتر المتابعات المستحقة لازم يكون true أو false'],
    ['direction=up', 'اختار المكالمة واردة ولا صادرة'],
    ['reason=x', 'اختار سبب المكالمة'],
    [
      `from=${Date.UTC(2026, 0, 2)}&to=${Date.UTC(2026, 0, 2)}`,
      'نهاية المدة لازم تكون بعد بدايتها',
    ],
  ])('refuses ?%s in Arabic', async (query, message) => {
    const response = await call('GET', `/calls?${query}`, main.token);
    expect(response.statusCode).toBe(422);
    expect(messagesOf(response)).toEqual([message]);
  });

  it('needs a token and refuses a student', async () => {
    expect((await call('GET', '/calls')).statusCode).toBe(401);
    expect((await call('GET', '/calls', waiting.token)).statusCode).toBe(403);
  });
});
