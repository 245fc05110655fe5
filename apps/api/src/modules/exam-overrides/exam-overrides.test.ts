import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { ExamOverride, ExamOverridesResponse, WatchVideoResponse } from '@sabora/contract';
import { auditLog, results } from '../../db/schema/index';
import { insertCourse, insertVideo, studentWith } from '../../../test/support/catalogue-fixtures';
import {
  examCalls,
  insertExamWithQuestions,
  insertStudents,
  insertTimedExam,
  minute,
} from '../../../test/support/exam-fixtures';
import { bearer, buildTestApp, messagesOf, type TestContext } from '../../../test/support/helper';
import { adminSession } from '../../../test/support/student-fixtures';

let ctx: TestContext;
let calls: ReturnType<typeof examCalls>;
let main: string;
let secondary: string;

beforeAll(async () => {
  ctx = await buildTestApp();
  calls = examCalls(ctx);
  main = (await adminSession(ctx, 'main')).token;
  secondary = (await adminSession(ctx, 'secondary')).token;
});
afterAll(() => ctx.close());

const url = (examId: string, userId?: string) =>
  `/admin/exams/${examId}/overrides${userId ? `/${userId}` : ''}`;
const put = (examId: string, userId: string, body: unknown, token = main) =>
  calls.send('PUT', url(examId, userId), token, body);
const list = async (examId: string, query = '', token = main) => {
  const response = await calls.send('GET', `${url(examId)}${query}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ExamOverridesResponse>();
};

describe('PUT /api/admin/exams/{id}/overrides/{userId}', () => {
  it('gives a student extra minutes and answers their resulting window', async () => {
    const exam = await insertTimedExam(ctx);
    const [student] = await insertStudents(ctx, 1);
    const response = await put(exam.row.id, student!.id, { extraMinutes: 30 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<ExamOverride>()).toMatchObject({
      user: { _id: student!.id, name: student!.name, governorate: 'giza' },
      extraMinutes: 30,
      startTime: null,
      endTime: null,
      window: { startTime: exam.start, endTime: exam.end + 30 * minute },
    });
  });

  it('lets an assistant (secondary admin) set a make-up window, replacing the earlier one', async () => {
    const exam = await insertTimedExam(ctx);
    const [student] = await insertStudents(ctx, 1);
    await put(exam.row.id, student!.id, { extraMinutes: 30 });
    const week = 7 * 24 * 60 * minute;
    const makeUp = { startTime: exam.start + week, endTime: exam.end + week };
    const response = await put(exam.row.id, student!.id, makeUp, secondary);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<ExamOverride>()).toMatchObject({
      extraMinutes: 0,
      ...makeUp,
      window: makeUp,
    });
    const { overrides, count } = await list(exam.row.id);
    expect(count).toBe(1);
    expect(overrides[0]!.window).toEqual(makeUp);
  });

  it('is audited with the window before and after, under the student', async () => {
    const exam = await insertTimedExam(ctx);
    const [student] = await insertStudents(ctx, 1);
    const at = ctx.clock.now();
    await put(exam.row.id, student!.id, { extraMinutes: 10 });
    ctx.clock.set(at + 1);
    await put(exam.row.id, student!.id, { extraMinutes: 25 });
    ctx.clock.set(at + 2);
    await calls.send('DELETE', url(exam.row.id, student!.id), main);
    const entries = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, exam.row.id), eq(auditLog.studentId, student!.id)))
      .orderBy(auditLog.createdAt, auditLog.id);
    expect(entries.map((entry) => [entry.action, entry.entityLabel, entry.changes])).toEqual([
      ['exam.override-set', exam.row.title, { extraMinutes: { before: null, after: 10 } }],
      ['exam.override-set', exam.row.title, { extraMinutes: { before: 10, after: 25 } }],
      ['exam.override-delete', exam.row.title, { extraMinutes: { before: 25, after: null } }],
    ]);
  });

  it('moves the student at once: their page shows their own end', async () => {
    const exam = await insertTimedExam(ctx);
    const student = await studentWith(ctx);
    ctx.clock.set(exam.start + minute);
    const before = (await calls.open(exam.row.id, student.token)).json();
    expect(before.exam.endTime).toBe(exam.end);
    await put(exam.row.id, student._id, { extraMinutes: 15 });
    const after = (await calls.open(exam.row.id, student.token)).json();
    expect(after.exam.endTime).toBe(exam.end + 15 * minute);
    expect(after.exam.override).toEqual({ extraMinutes: 15, startTime: null, endTime: null });
  });

  it('moves the student on the video page too: its exam says their own window, others keep the exam’s', async () => {
    const exam = await insertTimedExam(ctx);
    const course = await insertCourse(ctx);
    const video = await insertVideo(ctx, { courses: [course], exams: [exam.row] });
    const given = await studentWith(ctx, { courses: [course] });
    const other = await studentWith(ctx, { courses: [course] });
    const day = 24 * 60 * minute;
    const makeUp = { startTime: exam.start + day, endTime: exam.end + day };
    expect((await put(exam.row.id, given._id, makeUp)).statusCode).toBe(200);
    const listed = async (student: typeof given) => {
      const response = await ctx.app.inject({
        url: `/api/user/videos/${video.id}`,
        headers: bearer(student.token),
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<Extract<WatchVideoResponse, { exam: unknown }>>().exam;
    };
    expect(await listed(given)).toMatchObject([{ _id: exam.row.id, ...makeUp }]);
    expect(await listed(other)).toMatchObject([
      { _id: exam.row.id, startTime: exam.start, endTime: exam.end },
    ]);
  });

  it.each([
    ['nothing given', {}, 'اكتب وقت إضافي أو ميعاد جديد للطالب'],
    ['negative minutes', { extraMinutes: -5 }, 'الوقت الإضافي مينفعش يكون بالسالب'],
    ['more than a day', { extraMinutes: 1441 }, 'أقصى وقت إضافي 1440 دقيقة (يوم كامل)'],
    ['minutes as text', { extraMinutes: 'عشرة' }, 'الوقت الإضافي لازم يكون عدد دقايق'],
    [
      'an end before its start',
      { startTime: Date.UTC(2026, 11, 2, 10), endTime: Date.UTC(2026, 11, 2, 9) },
      'ميعاد النهاية الخاص لازم يكون بعد ميعاد البداية',
    ],
  ])('refuses %s with an Arabic 422', async (_case, body, message) => {
    const exam = await insertTimedExam(ctx);
    const [student] = await insertStudents(ctx, 1);
    const response = await put(exam.row.id, student!.id, body);
    expect(response.statusCode).toBe(422);
    expect(messagesOf(response)).toContain(message);
  });

  it('refuses a new start after the exam’s end, once merged with its times', async () => {
    const exam = await insertTimedExam(ctx);
    const [student] = await insertStudents(ctx, 1);
    const response = await put(exam.row.id, student!.id, { startTime: exam.end + minute });
    expect(response.statusCode).toBe(422);
    expect(messagesOf(response)[0]).toContain('الميعاد الخاص بيخلص قبل ما يبدأ');
  });

  it('refuses a student who already submitted with an Arabic 409', async () => {
    const exam = await insertTimedExam(ctx);
    const [student] = await insertStudents(ctx, 1);
    await ctx.db
      .insert(results)
      .values({ examId: exam.row.id, userId: student!.id, score: 1, totalScore: 2 });
    const response = await put(exam.row.id, student!.id, { extraMinutes: 10 });
    expect(response.statusCode).toBe(409);
    expect(messagesOf(response)[0]).toContain('سلّم الامتحان خلاص');
    expect((await list(exam.row.id)).count).toBe(0);
  });

  it('refuses an untimed exam with an Arabic 422', async () => {
    const exam = await insertExamWithQuestions(ctx);
    const [student] = await insertStudents(ctx, 1);
    const response = await put(exam.row.id, student!.id, { extraMinutes: 10 });
    expect(response.statusCode).toBe(422);
    expect(messagesOf(response)[0]).toContain('الامتحان ده مالوش ميعاد');
  });

  it('answers 404 for an unknown exam or student', async () => {
    const exam = await insertTimedExam(ctx);
    const [student] = await insertStudents(ctx, 1);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await put(unknown, student!.id, { extraMinutes: 5 })).statusCode).toBe(404);
    const noStudent = await put(exam.row.id, unknown, { extraMinutes: 5 });
    expect(noStudent.statusCode).toBe(404);
    expect(messagesOf(noStudent)[0]).toContain('الطالب ده مش موجود');
  });

  it('answers 422 in Arabic for an id that is not one, or a NUL byte', async () => {
    const response = await put('not-an-id', 'nor-this', { extraMinutes: 5 });
    expect(response.statusCode).toBe(422);
    expect(messagesOf(response)).toContain('رقم الطالب في الرابط مش صحيح');
    const exam = await insertTimedExam(ctx);
    const [student] = await insertStudents(ctx, 1);
    const nul = await put(exam.row.id, student!.id, { extraMinutes: 5, startTime: '\u0000' });
    expect(nul.statusCode).toBe(422);
    expect(messagesOf(nul)[0]).toMatch(/[\u0600-\u06ff]/u);
  });

  it('answers 401 without a session and 403 to a student', async () => {
    const exam = await insertTimedExam(ctx);
    const student = await studentWith(ctx);
    const body = { extraMinutes: 5 };
    expect((await put(exam.row.id, student._id, body, '')).statusCode).toBe(401);
    expect((await put(exam.row.id, student._id, body, student.token)).statusCode).toBe(403);
    expect((await calls.send('GET', url(exam.row.id), student.token)).statusCode).toBe(403);
    expect((await calls.send('GET', url(exam.row.id))).statusCode).toBe(401);
    const removed = await calls.send('DELETE', url(exam.row.id, student._id), student.token);
    expect(removed.statusCode).toBe(403);
  });

  it('keeps one override per student when two admins set it at once', async () => {
    const exam = await insertTimedExam(ctx);
    const [student] = await insertStudents(ctx, 1);
    const answers = await Promise.all(
      [5, 10, 15, 20].map((extraMinutes) =>
        put(exam.row.id, student!.id, { extraMinutes }, extraMinutes % 10 ? main : secondary),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    const { overrides } = await list(exam.row.id);
    expect(overrides).toHaveLength(1);
    expect([5, 10, 15, 20]).toContain(overrides[0]!.extraMinutes);
  });
});

describe('GET /api/admin/exams/{id}/overrides', () => {
  it('lists the students with their phones, searchable by name or phone in Arabic digits', async () => {
    const exam = await insertTimedExam(ctx);
    const [mona] = await insertStudents(ctx, 1, { name: 'منى أحمد', phone: '01012345678' });
    const [karim] = await insertStudents(ctx, 1, { name: 'كريم سامي', phone: '01198765000' });
    await put(exam.row.id, mona!.id, { extraMinutes: 10 });
    await put(exam.row.id, karim!.id, { extraMinutes: 20 });
    const all = await list(exam.row.id);
    expect(all.exam).toEqual({ _id: exam.row.id, title: exam.row.title });
    expect(all.count).toBe(2);
    expect(all.overrides[0]!.user).toMatchObject({
      name: 'كريم سامي',
      phone: '01198765000',
      fatherPhone: '01198765432',
    });
    const byDigits = await list(exam.row.id, `?search=${encodeURIComponent('٠١٠١٢٣')}`);
    expect(byDigits.overrides.map((item) => item.user.name)).toEqual(['منى أحمد']);
    const byName = await list(exam.row.id, `?search=${encodeURIComponent('كريم')}`);
    expect(byName.overrides.map((item) => item.user.name)).toEqual(['كريم سامي']);
    const paged = await list(exam.row.id, '?page=2&pageSize=1');
    expect(paged).toMatchObject({ count: 2, overrides: [{ user: { name: 'منى أحمد' } }] });
  });

  it('refuses a bad page with an Arabic 422 and an unknown exam with 404', async () => {
    const response = await calls.send('GET', `${url(crypto.randomUUID())}?page=0`, main);
    expect(response.statusCode).toBe(422);
    expect(messagesOf(response)).toContain('رقم الصفحة لازم يكون 1 أو أكتر');
    expect((await calls.send('GET', url(crypto.randomUUID()), main)).statusCode).toBe(404);
  });
});

describe('DELETE /api/admin/exams/{id}/overrides/{userId}', () => {
  it('gives the student the exam’s window back', async () => {
    const exam = await insertTimedExam(ctx);
    const student = await studentWith(ctx);
    await put(exam.row.id, student._id, { extraMinutes: 15 });
    ctx.clock.set(exam.start + minute);
    expect((await calls.open(exam.row.id, student.token)).json().exam.endTime).toBe(
      exam.end + 15 * minute,
    );
    const removed = await calls.send('DELETE', url(exam.row.id, student._id), main);
    expect(removed.statusCode).toBe(200);
    expect((await calls.open(exam.row.id, student.token)).json().exam.endTime).toBe(exam.end);
    expect((await list(exam.row.id)).count).toBe(0);
  });

  it('answers 404 in Arabic when the student has no own window', async () => {
    const exam = await insertTimedExam(ctx);
    const [student] = await insertStudents(ctx, 1);
    const response = await calls.send('DELETE', url(exam.row.id, student!.id), main);
    expect(response.statusCode).toBe(404);
    expect(messagesOf(response)[0]).toBe('الطالب ده مالوش ميعاد خاص في الامتحان ده');
  });
});
