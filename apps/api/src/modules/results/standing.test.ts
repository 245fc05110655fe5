import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rankByStanding } from '@sabora/contract';
import type {
  AdminExamResultsResponse,
  ExamStats,
  ResultDetail,
  SessionUser,
  UserResultsResponse,
} from '@sabora/contract';
import { examOverrides } from '../../db/schema/index';
import { adminToken, studentWith } from '../../../test/support/catalogue-fixtures';
import {
  entriesFor,
  examCalls,
  graceMs,
  insertExamWithQuestions,
  insertTimedExam,
  minute,
} from '../../../test/support/exam-fixtures';
import { storeResults } from '../../../test/support/result-fixtures';
import { buildTestApp, type TestContext } from '../../../test/support/helper';

let ctx: TestContext;
let calls: ReturnType<typeof examCalls>;
let admin: string;

// Picks by question of the German fixture (2 + 3 + 1.5 = 6.5 in all).
const full = [['den'], ['anrufen', 'einkaufen'], ['Haus', 'Baum', 'Tisch']];
const fiveOfSix = [['den'], ['anrufen', 'einkaufen']];
const twoOfSix = [['den']];

beforeAll(async () => {
  ctx = await buildTestApp();
  calls = examCalls(ctx);
  admin = await adminToken(ctx);
});
afterAll(() => ctx.close());

/** Students who sign up and submit these picks through the API, a second apart. */
async function submitters(exam: Awaited<ReturnType<typeof insertTimedExam>>, picks: string[][][]) {
  const students: SessionUser[] = [];
  for (const chosen of picks) {
    const student = await studentWith(ctx);
    ctx.clock.advance(1000);
    const response = await calls.submit(exam.row.id, student.token, entriesFor(exam, chosen));
    expect(response.statusCode).toBe(200);
    students.push(student);
  }
  return students;
}

async function ownResult(student: SessionUser) {
  const list = (
    await calls.send('GET', '/user/results', student.token)
  ).json<UserResultsResponse>();
  const response = await calls.send('GET', `/user/results/${list.results[0]!._id}`, student.token);
  expect(response.statusCode).toBe(200);
  return response.json<{ result?: ResultDetail; earlyResult?: unknown }>();
}

describe('a student’s standing on their own result', () => {
  it('is never on a hidden result, then ranks by percent with ties sharing a rank', async () => {
    const exam = await insertTimedExam(ctx);
    ctx.clock.set(exam.start + minute);
    const [best, tied, last] = await submitters(exam, [full, full, twoOfSix]);
    await storeResults(ctx, exam, [fiveOfSix, twoOfSix]);
    const hidden = await ownResult(best!);
    expect(hidden.result).toBeUndefined();
    expect(hidden.earlyResult).toBeDefined();

    ctx.clock.set(exam.end + graceMs);
    // (100 + 100 + 76.92 + 30.77 + 30.77) ÷ 5
    const averagePercent = 67.6923;
    expect((await ownResult(best!)).result?.standing).toEqual({
      rank: 1,
      of: 5,
      averagePercent,
      provisional: false,
    });
    expect((await ownResult(tied!)).result?.standing).toEqual({
      rank: 1,
      of: 5,
      averagePercent,
      provisional: false,
    });
    expect((await ownResult(last!)).result?.standing).toEqual({
      rank: 4,
      of: 5,
      averagePercent,
      provisional: false,
    });
  });

  it('agrees with the admin’s results list and statistics', async () => {
    const exam = await insertTimedExam(ctx);
    ctx.clock.set(exam.start + minute);
    const students = await submitters(exam, [twoOfSix, full, fiveOfSix, [], fiveOfSix]);
    await storeResults(ctx, exam, [full, [], twoOfSix]);
    ctx.clock.set(exam.end + graceMs);
    const id = exam.row.id;
    const list = (
      await calls.send('GET', `/admin/exam-results/${id}?pageSize=50`, admin)
    ).json<AdminExamResultsResponse>();
    const stats = (
      await calls.send('GET', `/admin/exam-results/${id}/stats`, admin)
    ).json<ExamStats>();
    const percentOf = (item: { score: number; totalScore: number }) => item.score / item.totalScore;
    for (const student of students) {
      const { result } = await ownResult(student);
      const mine = percentOf(result!);
      expect(result!.standing).toEqual({
        rank: 1 + list.results.filter((item) => percentOf(item) > mine).length,
        of: list.count,
        averagePercent: stats.averagePercent,
        provisional: false,
      });
    }
  });

  it('comes with the exam page’s result and with an untimed exam’s submit answer', async () => {
    const exam = await insertTimedExam(ctx);
    ctx.clock.set(exam.start + minute);
    const [student] = await submitters(exam, [fiveOfSix]);
    await storeResults(ctx, exam, [full]);
    ctx.clock.set(exam.end + graceMs);
    const page = (await calls.open(exam.row.id, student!.token)).json<{ result: ResultDetail }>();
    expect(page.result.standing).toEqual({
      rank: 2,
      of: 2,
      averagePercent: 88.4615,
      provisional: false,
    });

    const untimed = await insertExamWithQuestions(ctx);
    const first = await studentWith(ctx);
    const submitted = await calls.submit(untimed.row.id, first.token, entriesFor(untimed, full));
    expect(submitted.json<{ result: ResultDetail }>().result.standing).toEqual({
      rank: 1,
      of: 1,
      averagePercent: 100,
      provisional: false,
    });
  });

  it('leaves out a student still in a window of their own, and counts them once it closes', async () => {
    const exam = await insertTimedExam(ctx);
    ctx.clock.set(exam.start + minute);
    const [late, onTime] = await submitters(exam, [full, twoOfSix]);
    await ctx.db
      .insert(examOverrides)
      .values({ examId: exam.row.id, userId: late!._id, extraMinutes: 15 });
    ctx.clock.set(exam.end + graceMs);
    expect((await ownResult(onTime!)).result?.standing).toEqual({
      rank: 1,
      of: 1,
      averagePercent: 30.7692,
      provisional: true,
    });
    const latePage = await calls.open(exam.row.id, late!.token);
    expect(latePage.json()).toHaveProperty('earlyResult');
    ctx.clock.set(exam.end + 15 * minute + graceMs);
    expect((await ownResult(onTime!)).result?.standing).toMatchObject({
      rank: 2,
      of: 2,
      provisional: false,
    });
    const page = (await calls.open(exam.row.id, late!.token)).json<{ result: ResultDetail }>();
    expect(page.result.standing).toMatchObject({ rank: 1, of: 2 });
  });

  it('is not part of the admin’s result detail', async () => {
    const exam = await insertTimedExam(ctx);
    ctx.clock.set(exam.start + minute);
    await submitters(exam, [full]);
    ctx.clock.set(exam.end + graceMs);
    const list = (
      await calls.send('GET', `/admin/exam-results/${exam.row.id}`, admin)
    ).json<AdminExamResultsResponse>();
    const detail = await calls.send('GET', `/admin/results/${list.results[0]!._id}`, admin);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).not.toHaveProperty('standing');
  });
});

describe('the contract’s standing rule (decision 0169)', () => {
  it('ranks the admin’s results list as the SQL standing does', async () => {
    const exam = await insertTimedExam(ctx);
    ctx.clock.set(exam.start + minute);
    const students = await submitters(exam, [fiveOfSix, full, twoOfSix, fiveOfSix, [], full]);
    ctx.clock.set(exam.end + graceMs);
    const list = (
      await calls.send('GET', `/admin/exam-results/${exam.row.id}?pageSize=50`, admin)
    ).json<AdminExamResultsResponse>();
    const ranks = new Map(rankByStanding(list.results).map(({ item, rank }) => [item._id, rank]));
    for (const student of students) {
      const { result } = await ownResult(student);
      expect(result!.standing?.rank).toBe(ranks.get(result!._id));
    }
    expect([...ranks.values()].sort()).toEqual([1, 1, 3, 3, 5, 6]);
  });
});

describe('what a student’s own result says its exam has', () => {
  it('names a board only on a timed exam with it on, and a solution only when one is set', async () => {
    const plain = await insertTimedExam(ctx);
    const dressed = await insertTimedExam(ctx, {
      values: { honourBoard: true, solutionUrl: 'https://youtu.be/loesung' },
    });
    ctx.clock.set(plain.start + minute);
    const [first] = await submitters(plain, [full]);
    const [second] = await submitters(dressed, [full]);
    ctx.clock.set(plain.end + graceMs);
    expect((await ownResult(first!)).result?.examHas).toEqual({
      honourBoard: false,
      solution: false,
    });
    expect((await ownResult(second!)).result?.examHas).toEqual({
      honourBoard: true,
      solution: true,
    });

    // An untimed exam never closes, so its board never shows.
    const untimed = await insertExamWithQuestions(ctx, { values: { honourBoard: true } });
    const [third] = await submitters({ ...untimed, start: 0, end: 0 }, [full]);
    expect((await ownResult(third!)).result?.examHas).toEqual({
      honourBoard: false,
      solution: false,
    });
  });
});
