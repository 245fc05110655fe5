import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type {
  AdminExamResultsResponse,
  AdminResultItem,
  AuditEntry,
  SessionUser,
} from '@sabora/contract';
import { users } from '../../db/schema/index';
import { messages } from '../../messages';
import { adminToken, studentWith } from '../../../test/support/catalogue-fixtures';
import {
  entriesFor,
  examCalls,
  insertExamWithQuestions,
  type InsertedExam,
} from '../../../test/support/exam-fixtures';
import {
  buildTestApp,
  createAdmin,
  loginAdmin,
  messagesOf,
  type TestContext,
} from '../../../test/support/helper';

let ctx: TestContext;
let calls: ReturnType<typeof examCalls>;
let main: string;
let secondary: string;
let exam: InsertedExam;
let best: SessionUser;
let weak: SessionUser;
let gone: SessionUser;
const resultOf = {} as Record<'best' | 'weak' | 'gone', string>;
const missingId = '1b4e28ba-2fa1-4d3b-a3f5-ef19b5a7633b';

beforeAll(async () => {
  ctx = await buildTestApp();
  calls = examCalls(ctx);
  main = await adminToken(ctx);
  const { row, password } = await createAdmin(ctx.db, { type: 'secondary' });
  secondary = (await loginAdmin(ctx.app, row.identifier, password)).token;
  exam = await insertExamWithQuestions(ctx, { values: { title: 'Monatstest' } });
  const solve = async (student: SessionUser, picks: Array<string[] | undefined>) => {
    ctx.clock.advance(1000);
    const response = await calls.submit(exam.row.id, student.token, entriesFor(exam, picks));
    return response.json().result._id as string;
  };
  weak = await studentWith(ctx);
  best = await studentWith(ctx);
  gone = await studentWith(ctx);
  resultOf.weak = await solve(weak, [['dem']]);
  resultOf.best = await solve(best, [['den'], ['anrufen', 'einkaufen']]);
  resultOf.gone = await solve(gone, [['den']]);
  await ctx.db.delete(users).where(eq(users.id, gone._id));
});
afterAll(() => ctx.close());

describe('GET /api/admin/exam-results/{examId}', () => {
  it('lists the exam’s results best first, with the student (null once deleted)', async () => {
    const response = await calls.send('GET', `/admin/exam-results/${exam.row.id}`, main);
    expect(response.statusCode).toBe(200);
    const { results, count, exam: named } = response.json<AdminExamResultsResponse>();
    expect(named).toEqual({ _id: exam.row.id, title: 'Monatstest' });
    expect(count).toBe(3);
    expect(results.map((r) => [r._id, r.score])).toEqual([
      [resultOf.best, 5],
      [resultOf.gone, 2],
      [resultOf.weak, 0],
    ]);
    const student = {
      _id: best._id,
      name: best.name,
      phone: best.phone,
      fatherPhone: best.fatherPhone,
      governorate: best.governorate,
    };
    expect(results[0]).toEqual({
      _id: resultOf.best,
      exam: { _id: exam.row.id, title: 'Monatstest' },
      user: student,
      student,
      score: 5,
      totalScore: 6.5,
      submittedAt: expect.any(Number),
    });
    expect(results[1]?.student).toBeNull();
    expect(results[1]?.user).toBeNull();
  });

  it('names its exam even before anyone has a result', async () => {
    const empty = await insertExamWithQuestions(ctx, { values: { title: 'Leer' } });
    const response = await calls.send('GET', `/admin/exam-results/${empty.row.id}`, main);
    expect(response.json()).toEqual({
      exam: { _id: empty.row.id, title: 'Leer' },
      results: [],
      count: 0,
    });
  });

  it('pages', async () => {
    const page = await calls.send(
      'GET',
      `/admin/exam-results/${exam.row.id}?page=3&pageSize=1`,
      main,
    );
    expect(page.json().results.map((r: AdminResultItem) => r._id)).toEqual([resultOf.weak]);
  });

  it('finds a student’s result by part of their name or their own or parent’s phone', async () => {
    const searched = await insertExamWithQuestions(ctx, { values: { title: 'Suchtest' } });
    const other = await insertExamWithQuestions(ctx, { values: { title: 'Anderer Test' } });
    const salma = await studentWith(ctx);
    const nour = await studentWith(ctx);
    await ctx.db
      .update(users)
      .set({ name: 'سلمى الإبراهيمي', fatherPhone: '01234500099' })
      .where(eq(users.id, salma._id));
    const resultOfSalma = (
      await calls.submit(searched.row.id, salma.token, entriesFor(searched, [['den']]))
    ).json().result._id as string;
    const resultOfNour = (
      await calls.submit(searched.row.id, nour.token, entriesFor(searched, [['dem']]))
    ).json().result._id as string;
    await calls.submit(other.row.id, salma.token, entriesFor(other, [['den']]));
    const found = async (search: string) => {
      const response = await calls.send(
        'GET',
        `/admin/exam-results/${searched.row.id}?search=${encodeURIComponent(search)}`,
        main,
      );
      expect(response.statusCode).toBe(200);
      const page = response.json<AdminExamResultsResponse>();
      expect(page.count).toBe(page.results.length);
      return page.results.map((result) => result._id);
    };
    expect(await found('ابراهيمي')).toEqual([resultOfSalma]);
    const arabicDigits = nour.phone.replace(/\d/g, (digit) => '٠١٢٣٤٥٦٧٨٩'[Number(digit)]!);
    expect(await found(arabicDigits)).toEqual([resultOfNour]);
    expect(await found('+20 123 450 0099')).toEqual([resultOfSalma]);
    expect(await found('مفيش حد بالاسم ده')).toEqual([]);
    expect(await found('   ')).toEqual([resultOfSalma, resultOfNour]);
  });

  it('answers 404 for an unknown exam and 422 for a bad page or search', async () => {
    const long = await calls.send(
      'GET',
      `/admin/exam-results/${exam.row.id}?search=${'س'.repeat(101)}`,
      main,
    );
    expect(long.statusCode).toBe(422);
    expect(messagesOf(long)).toEqual(['كلمة البحث طويلة جداً']);
    const unknown = await calls.send('GET', `/admin/exam-results/${missingId}`, main);
    expect(unknown.statusCode).toBe(404);
    expect(messagesOf(unknown)).toEqual([messages.examNotFound]);
    const bad = await calls.send('GET', `/admin/exam-results/${exam.row.id}?page=x`, main);
    expect(bad.statusCode).toBe(422);
    expect(messagesOf(bad)).toEqual(['رقم الصفحة لازم يكون رقم']);
  });
});

describe('GET /api/admin/user-results/{userId}', () => {
  it('lists one student’s results', async () => {
    const response = await calls.send('GET', `/admin/user-results/${best._id}`, main);
    expect(response.json()).toEqual({
      results: [expect.objectContaining({ _id: resultOf.best, score: 5 })],
      count: 1,
    });
  });

  it('answers 404 for an unknown student', async () => {
    const response = await calls.send('GET', `/admin/user-results/${missingId}`, main);
    expect(response.statusCode).toBe(404);
    expect(messagesOf(response)).toEqual([messages.userNotFound]);
  });
});

describe('GET and DELETE /api/admin/results/{id}', () => {
  it('gives the result with its answers and student', async () => {
    const response = await calls.send('GET', `/admin/results/${resultOf.best}`, main);
    expect(response.json()).toMatchObject({
      _id: resultOf.best,
      user: { _id: best._id, name: best.name, phone: best.phone, fatherPhone: best.fatherPhone },
      student: { _id: best._id, name: best.name, phone: best.phone },
      score: 5,
      answers: [
        { rating: 'correct', correct: ['den'] },
        { rating: 'correct', correct: ['anrufen', 'einkaufen'] },
        { rating: 'wrong', selected: [] },
      ],
    });
  });

  it('refuses a secondary admin the delete, saying why, and keeps the result', async () => {
    const response = await calls.send('DELETE', `/admin/results/${resultOf.weak}`, secondary);
    expect(response.statusCode).toBe(403);
    expect(messagesOf(response)).toEqual([messages.mainAdminDeletesOnly]);
    expect((await calls.send('GET', `/admin/results/${resultOf.weak}`, main)).statusCode).toBe(200);
  });

  it('deletes a result; the student may then take the exam again', async () => {
    const response = await calls.send('DELETE', `/admin/results/${resultOf.weak}`, main);
    expect(response.json()).toEqual({ message: messages.deleted });
    expect((await calls.send('GET', `/admin/results/${resultOf.weak}`, main)).statusCode).toBe(404);
    const again = await calls.submit(exam.row.id, weak.token, entriesFor(exam, [['den']]));
    expect(again.json().result.score).toBe(2);
    const twice = await calls.send('DELETE', `/admin/results/${resultOf.weak}`, main);
    expect(twice.statusCode).toBe(404);
    expect(messagesOf(twice)).toEqual([messages.resultNotFound]);
  });

  it('keeps a snapshot of the deleted result in the audit trail', async () => {
    const trail = await calls.send('GET', `/admin/audit?entityId=${resultOf.weak}`, main);
    const [entry] = trail.json<{ entries: AuditEntry[] }>().entries;
    expect(entry).toMatchObject({
      action: 'result.delete',
      entityType: 'result',
      studentId: weak._id,
      changes: {
        exam: { before: 'Monatstest', after: null },
        user: { before: weak.name, after: null },
        phone: { before: weak.phone, after: null },
        score: { before: 0, after: null },
        totalScore: { before: 6.5, after: null },
        submittedAt: { before: expect.any(Number), after: null },
        answers: {
          before: [
            expect.objectContaining({ title: 'Ich sehe ___ Mann.', selected: ['dem'] }),
            expect.objectContaining({ rating: 'wrong', selected: [] }),
            expect.objectContaining({ rating: 'wrong', selected: [] }),
          ],
          after: null,
        },
      },
    });
  });
});

describe('who may see results', () => {
  const examPaths = () => [
    `/admin/exam-results/${exam.row.id}`,
    `/admin/exam-results/${exam.row.id}/stats`,
  ];
  const openPaths = () => [
    `/admin/exam-results/${exam.row.id}/non-solvers`,
    `/admin/user-results/${best._id}`,
    `/admin/results/${resultOf.best}`,
  ];

  it('refuses a secondary admin the result lists and statistics of an exam', async () => {
    for (const path of examPaths()) {
      const response = await calls.send('GET', path, secondary);
      expect(response.statusCode, path).toBe(403);
      expect(messagesOf(response)).toEqual([messages.mainAdminsOnly]);
    }
  });

  it('lets a secondary admin see non-solvers, a student’s results and one result', async () => {
    for (const path of openPaths()) {
      expect((await calls.send('GET', path, secondary)).statusCode, path).toBe(200);
    }
  });

  it('refuses students and visitors everything', async () => {
    for (const path of [...examPaths(), ...openPaths()]) {
      expect((await calls.send('GET', path)).statusCode, path).toBe(401);
      const response = await calls.send('GET', path, best.token);
      expect(response.statusCode, path).toBe(403);
      expect(messagesOf(response)).toEqual([messages.adminsOnly]);
    }
    expect(
      (await calls.send('DELETE', `/admin/results/${resultOf.best}`, best.token)).statusCode,
    ).toBe(403);
  });
});
