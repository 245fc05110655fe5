import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studentPageResultsLimit } from '@sabora/contract';
import type { AdminUser, SessionAdmin, SessionUser } from '@sabora/contract';
import { exams, results } from '../../db/schema/index';
import { messages } from '../../messages';
import { insertCourse, insertExam, recordResult } from '../../../test/support/catalogue-fixtures';
import {
  bearer,
  buildTestApp,
  messagesOf,
  otherDevice,
  phoneDevice,
  signUpStudent,
  type TestContext,
} from '../../../test/support/helper';
import { adminSession, studentPassword } from '../../../test/support/student-fixtures';

let ctx: TestContext;
let main: SessionAdmin;
let secondary: SessionAdmin;
beforeAll(async () => {
  ctx = await buildTestApp();
  main = await adminSession(ctx, 'main');
  secondary = await adminSession(ctx, 'secondary');
});
afterAll(() => ctx.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, token?: string, payload?: object) =>
  ctx.app.inject({
    method,
    url: `/api/admin${url}`,
    headers: token ? bearer(token) : {},
    ...(payload ? { payload } : {}),
  });
const refresh = (student: SessionUser) =>
  ctx.app.inject({ url: '/api/user/refresh-user', headers: bearer(student.token) });
const login = (phone: string, password = studentPassword, hash = phoneDevice) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { phone, password, hash } });

const missingId = '1b4e28ba-2fa1-4d3b-a3f5-ef19b5a7633b';
const day = 24 * 60 * 60 * 1000;

describe('GET /api/admin/users/{id}', () => {
  it('returns the student with their courses, device and last sign-in', async () => {
    const student = await signUpStudent(ctx.app, { name: 'ليلى حسن', level: 'sec-2' });
    const grammar = await insertCourse(ctx, { title: 'Grammatik', level: 'sec-2' });
    const words = await insertCourse(ctx, { title: 'Wortschatz', level: 'sec-3' });
    await call('PATCH', `/users/${student._id}`, main.token, { courses: [words.id, grammar.id] });

    const response = await call('GET', `/users/${student._id}`, main.token);
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page.user).toMatchObject({
      _id: student._id,
      name: 'ليلى حسن',
      courses: [grammar.id, words.id].sort(),
      deviceBound: true,
      lastLoginAt: ctx.clock.now(),
    });
    expect(page.courses).toEqual(
      [
        { _id: grammar.id, title: 'Grammatik', level: 'sec-2', until: null },
        { _id: words.id, title: 'Wortschatz', level: 'sec-3', until: null },
      ].sort((a, b) => a._id.localeCompare(b._id)),
    );
  });

  it("carries the student's bills, calls, results and history on the same page", async () => {
    const student = await signUpStudent(ctx.app);
    const course = await insertCourse(ctx, { title: 'November' });
    const exam = await insertExam(ctx, { title: 'Test: Perfekt' });
    const gone = await insertExam(ctx);
    await recordResult(ctx, exam.id, student._id);
    await recordResult(ctx, gone.id, student._id);
    await ctx.db.delete(exams).where(eq(exams.id, gone.id));
    await call('POST', `/users/${student._id}/bills`, secondary.token, {
      amount: 300,
      method: 'instapay',
      courses: [course.id],
    });
    await call('POST', `/users/${student._id}/calls`, secondary.token, {
      direction: 'incoming',
      reason: 'payment',
      outcome: 'resolved',
    });

    const page = (await call('GET', `/users/${student._id}`, secondary.token)).json();
    expect(page.courses).toEqual([
      { _id: course.id, title: 'November', level: 'sec-1', until: null },
    ]);
    expect(page.bills).toMatchObject([
      { amount: 300, method: 'instapay', courses: [{ _id: course.id }] },
    ]);
    expect(page.calls).toMatchObject([{ reason: 'payment', admin: { _id: secondary._id } }]);
    expect(page.results).toHaveLength(2);
    const shownStudent = {
      _id: student._id,
      name: student.name,
      phone: student.phone,
      fatherPhone: student.fatherPhone,
      governorate: student.governorate,
    };
    expect(page.results).toContainEqual({
      _id: expect.any(String),
      exam: { _id: exam.id, title: 'Test: Perfekt' },
      user: shownStudent,
      student: shownStudent,
      score: 8,
      totalScore: 10,
      submittedAt: expect.any(Number),
    });
    expect(page.results).toContainEqual(expect.objectContaining({ exam: null }));
    expect(page.resultsTotal).toBe(2);
    expect(page.history.map((entry: { action: string }) => entry.action).sort()).toEqual([
      'bill.create',
      'call.create',
    ]);
  });

  it('carries only the newest results beside their total; the paged list has them all', async () => {
    const student = await signUpStudent(ctx.app);
    const base = ctx.clock.now() - 100 * day;
    const taken = studentPageResultsLimit + 3;
    // One result per exam, as the platform allows.
    const examsTaken = await Promise.all(
      Array.from({ length: taken }, (_, index) => insertExam(ctx, { title: `Test ${index}` })),
    );
    await ctx.db.insert(results).values(
      examsTaken.map((exam, index) => ({
        examId: exam.id,
        userId: student._id,
        score: index,
        totalScore: 40,
        submittedAt: new Date(base + index * day),
      })),
    );

    const page = (await call('GET', `/users/${student._id}`, secondary.token)).json();
    expect(page.resultsTotal).toBe(taken);
    expect(page.results.map((result: { score: number }) => result.score)).toEqual(
      Array.from({ length: studentPageResultsLimit }, (_, index) => taken - 1 - index),
    );
    const all = (
      await call('GET', `/user-results/${student._id}?pageSize=50`, secondary.token)
    ).json();
    expect(all.count).toBe(page.resultsTotal);
  });

  it('answers an unknown id with 404 and a malformed one with 422', async () => {
    const unknown = await call('GET', `/users/${missingId}`, main.token);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: messages.userNotFound });
    const malformed = await call('GET', '/users/42', main.token);
    expect(malformed.statusCode).toBe(422);
    expect(messagesOf(malformed)).toEqual(['الرقم التعريفي في الرابط مش صحيح']);
  });

  it('is open to secondary admins, needs a token and refuses a student', async () => {
    const student = await signUpStudent(ctx.app);
    expect((await call('GET', `/users/${student._id}`, secondary.token)).statusCode).toBe(200);
    expect((await call('GET', `/users/${student._id}`)).statusCode).toBe(401);
    const refused = await call('GET', `/users/${student._id}`, student.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: messages.adminsOnly });
  });
});

describe('PATCH /api/admin/users/{id}', () => {
  it('changes only the fields sent, keeps the session and moves updatedAt', async () => {
    const student = await signUpStudent(ctx.app);
    const before = (await call('GET', `/users/${student._id}`, main.token)).json().user;
    ctx.clock.advance(60_000);
    const response = await call('PATCH', `/users/${student._id}`, main.token, {
      name: '  يوسف   أحمد ',
      phone: '٠١٥٥٥٥٥٥٥٥٥',
      level: 'prep-3',
      governorate: 'aswan',
      attendanceType: 'center',
      vip: true,
      frozen: true,
      showHidden: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<AdminUser>()).toEqual({
      ...before,
      name: 'يوسف أحمد',
      phone: '01555555555',
      level: 'prep-3',
      governorate: 'aswan',
      attendanceType: 'center',
      vip: true,
      frozen: true,
      showHidden: true,
      updatedAt: before.updatedAt + 60_000,
    });
    expect((await refresh(student)).json()).toMatchObject({ phone: '01555555555', vip: true });
  });

  it('replaces the bought courses, keeping the purchase time of the ones kept', async () => {
    const student = await signUpStudent(ctx.app);
    const [first, second, third] = [
      await insertCourse(ctx),
      await insertCourse(ctx),
      await insertCourse(ctx),
    ];
    await call('PATCH', `/users/${student._id}`, main.token, {
      courses: [first!.id, second!.id],
    });
    ctx.clock.advance(1000);
    // `third` is bought later, so it comes after `first` whatever order the form sent.
    const response = await call('PATCH', `/users/${student._id}`, main.token, {
      courses: [third!.id, first!.id, third!.id],
    });
    expect(response.json().courses).toEqual([first!.id, third!.id]);
    const cleared = await call('PATCH', `/users/${student._id}`, main.token, { courses: [] });
    expect(cleared.json().courses).toEqual([]);
  });

  it('keeps a lapsed course lapsed: sending back what GET returned changes nothing', async () => {
    const student = await signUpStudent(ctx.app);
    const lapsing = await insertCourse(ctx, { title: 'Oktober', accessDays: 5 });
    const forGood = await insertCourse(ctx, { title: 'Grammatik' });
    const alsoLapsing = await insertCourse(ctx, { title: 'November', accessDays: 5 });
    const start = ctx.clock.now();
    const patch = (courses: string[]) =>
      call('PATCH', `/users/${student._id}`, main.token, { courses });
    const endsOf = async () => {
      const page = (await call('GET', `/users/${student._id}`, main.token)).json();
      return Object.fromEntries(
        page.courses.map((owned: { _id: string; until: number | null }) => [
          owned._id,
          owned.until,
        ]),
      );
    };
    try {
      await patch([lapsing.id, forGood.id, alsoLapsing.id]);
      ctx.clock.set(start + 6 * day);
      const page = (await call('GET', `/users/${student._id}`, main.token)).json();
      expect(page.user.courses).toEqual([forGood.id]);
      const lapsed = {
        [lapsing.id]: start + 5 * day,
        [forGood.id]: null,
        [alsoLapsing.id]: start + 5 * day,
      };
      expect(await endsOf()).toEqual(lapsed);

      const unchanged = await patch(page.user.courses);
      expect(unchanged.json().courses).toEqual([forGood.id]);
      expect(await endsOf()).toEqual(lapsed);

      // Added back: granted as a bill grants it, from now; the other stays lapsed.
      await patch([forGood.id, lapsing.id]);
      expect(await endsOf()).toEqual({ ...lapsed, [lapsing.id]: start + 11 * day });

      // Left out while live: taken away. A lapsed one left out is still listed, to renew.
      const kept = await patch([lapsing.id]);
      expect(kept.json().courses).toEqual([lapsing.id]);
      expect(await endsOf()).toEqual({
        [lapsing.id]: start + 11 * day,
        [alsoLapsing.id]: start + 5 * day,
      });
      expect((await refresh(student)).json()).toMatchObject({ courses: [lapsing.id] });
    } finally {
      ctx.clock.set(start);
    }
  });

  it('sets a new numeric password that ends the old sessions', async () => {
    const student = await signUpStudent(ctx.app);
    const response = await call('PATCH', `/users/${student._id}`, main.token, {
      password: '٨٧٦٥٤٣٢١',
    });
    expect(response.statusCode).toBe(200);
    expect((await refresh(student)).statusCode).toBe(401);
    expect((await login(student.phone)).statusCode).toBe(400);
    expect((await login(student.phone, '87654321')).statusCode).toBe(200);
  });

  it('refuses a phone another student has', async () => {
    const taken = await signUpStudent(ctx.app);
    const student = await signUpStudent(ctx.app);
    const response = await call('PATCH', `/users/${student._id}`, main.token, {
      phone: taken.phone,
    });
    expect(response.statusCode).toBe(422);
    expect(messagesOf(response)).toEqual([messages.phoneTakenByOther]);
    const own = await call('PATCH', `/users/${student._id}`, main.token, { phone: student.phone });
    expect(own.statusCode).toBe(200);
  });

  it("refuses a parent's phone equal to the student's", async () => {
    const student = await signUpStudent(ctx.app, { fatherPhone: '01200000001' });
    const response = await call('PATCH', `/users/${student._id}`, main.token, {
      phone: '01200000001',
    });
    expect(response.statusCode).toBe(422);
    expect(messagesOf(response)).toEqual([messages.samePhones]);
  });

  it('changes nothing when a course does not exist', async () => {
    const student = await signUpStudent(ctx.app);
    const course = await insertCourse(ctx);
    const response = await call('PATCH', `/users/${student._id}`, main.token, {
      vip: true,
      courses: [course.id, missingId],
    });
    expect(response.statusCode).toBe(422);
    expect(messagesOf(response)).toEqual([messages.unknownCourses]);
    expect((await refresh(student)).json()).toMatchObject({ vip: false, courses: [] });
  });

  it('reports every invalid field in Arabic', async () => {
    const student = await signUpStudent(ctx.app);
    const response = await call('PATCH', `/users/${student._id}`, main.token, {
      name: 'يوسف',
      phone: '0123',
      level: 'grade-7',
      vip: 'yes',
      courses: ['x'],
      password: '1234',
    });
    expect(response.statusCode).toBe(422);
    expect(messagesOf(response)).toEqual([
      'اكتب اسمك بالكامل: اسمك واسم والدك على الأقل',
      'رقم الموبايل لازم يكون 11 رقم ويبدأ بـ 010 أو 011 أو 012 أو 015',
      'اختار الصف الدراسي',
      'فيه كورس من اللي اخترتهم مش صحيح',
      'اختار هل الطالب VIP',
      'كلمة السر لازم تكون 8 أرقام على الأقل',
    ]);
  });

  it('answers an unknown student with 404', async () => {
    const response = await call('PATCH', `/users/${missingId}`, main.token, { vip: true });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: messages.userNotFound });
  });

  it('is open to secondary admins, needs a token and refuses a student', async () => {
    const student = await signUpStudent(ctx.app);
    const url = `/users/${student._id}`;
    expect((await call('PATCH', url, secondary.token, { frozen: true })).statusCode).toBe(200);
    expect((await call('PATCH', url, undefined, { frozen: true })).statusCode).toBe(401);
    expect((await call('PATCH', url, student.token, { frozen: false })).statusCode).toBe(403);
  });
});

describe('POST /api/admin/users/{id}/reset-device', () => {
  it('unbinds the device and ends the sessions; the next login binds the new device', async () => {
    const student = await signUpStudent(ctx.app);
    expect((await login(student.phone, studentPassword, otherDevice)).statusCode).toBe(403);

    const response = await call('POST', `/users/${student._id}/reset-device`, main.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ _id: student._id, deviceBound: false });
    expect((await refresh(student)).statusCode).toBe(401);

    expect((await login(student.phone, studentPassword, otherDevice)).statusCode).toBe(200);
    expect((await login(student.phone, studentPassword, phoneDevice)).statusCode).toBe(403);
    const page = await call('GET', `/users/${student._id}`, main.token);
    expect(page.json().user.deviceBound).toBe(true);
  });

  it('answers an unknown student with 404', async () => {
    const response = await call('POST', `/users/${missingId}/reset-device`, main.token);
    expect(response.statusCode).toBe(404);
  });

  it('is open to secondary admins, needs a token and refuses a student', async () => {
    const student = await signUpStudent(ctx.app);
    const url = `/users/${student._id}/reset-device`;
    expect((await call('POST', url)).statusCode).toBe(401);
    expect((await call('POST', url, student.token)).statusCode).toBe(403);
    expect((await call('POST', url, secondary.token)).statusCode).toBe(200);
  });
});

describe('DELETE /api/admin/users/{id}', () => {
  it('deletes the student, ends their sessions and keeps their results', async () => {
    const student = await signUpStudent(ctx.app);
    const exam = await insertExam(ctx);
    await recordResult(ctx, exam.id, student._id);

    const response = await call('DELETE', `/users/${student._id}`, main.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: messages.deleted });
    expect((await refresh(student)).statusCode).toBe(401);
    expect((await call('GET', `/users/${student._id}`, main.token)).statusCode).toBe(404);
    const kept = await ctx.db.select().from(results).where(eq(results.examId, exam.id));
    expect(kept).toMatchObject([{ userId: null, score: 8 }]);
  });

  it('answers an unknown student with 404', async () => {
    const response = await call('DELETE', `/users/${missingId}`, main.token);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: messages.userNotFound });
  });

  it('is for main admins only, needs a token and refuses a student', async () => {
    const student = await signUpStudent(ctx.app);
    const url = `/users/${student._id}`;
    expect((await call('DELETE', url)).statusCode).toBe(401);
    expect((await call('DELETE', url, student.token)).statusCode).toBe(403);
    const refused = await call('DELETE', url, secondary.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: messages.mainAdminDeletesOnly });
    expect((await call('GET', url, main.token)).statusCode).toBe(200);
  });
});
