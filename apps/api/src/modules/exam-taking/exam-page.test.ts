import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '@sabora/contract';
import { messages } from '../../messages';
import { adminToken, studentWith } from '../../../test/support/catalogue-fixtures';
import {
  entriesFor,
  examCalls,
  graceMs,
  insertExamWithQuestions,
  insertTimedExam,
} from '../../../test/support/exam-fixtures';
import { buildTestApp, messagesOf, type TestContext } from '../../../test/support/helper';

let ctx: TestContext;
let calls: ReturnType<typeof examCalls>;
let student: SessionUser;
let timed: Awaited<ReturnType<typeof insertTimedExam>>;

beforeAll(async () => {
  ctx = await buildTestApp();
  calls = examCalls(ctx);
  student = await studentWith(ctx);
  timed = await insertTimedExam(ctx, { values: { title: 'Probe: Perfekt' } });
});
afterAll(() => ctx.close());

describe('the state of a timed exam without a result, at its boundaries', () => {
  it.each<[string, () => number, string]>([
    ['1 ms before the start', () => timed.start - 1, 'earlyExam'],
    ['at the start', () => timed.start, 'exam'],
    ['1 ms after the start', () => timed.start + 1, 'exam'],
    ['1 ms before the end', () => timed.end - 1, 'exam'],
    ['1 ms after the end (grace)', () => timed.end + 1, 'exam'],
    ['1 ms before the end of grace', () => timed.end + graceMs - 1, 'exam'],
    ['at the end of grace', () => timed.end + graceMs, 'lateExam'],
    ['1 ms after the end of grace', () => timed.end + graceMs + 1, 'lateExam'],
  ])('%s → %s', async (_case, at, key) => {
    ctx.clock.set(at());
    const response = await calls.open(timed.row.id, student.token);
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json()).sort()).toEqual(
      key === 'exam' ? ['draft', 'exam', 'questions', 'serverTime'] : [key, 'serverTime'].sort(),
    );
    expect(response.json().serverTime).toBe(at());
  });

  it('an early exam shows its title, description and start time only', async () => {
    ctx.clock.set(timed.start - 1);
    const response = await calls.open(timed.row.id, student.token);
    expect(response.json()).toEqual({
      earlyExam: {
        title: 'Probe: Perfekt',
        discription: 'اقرأ كل سؤال كويس',
        startTime: timed.start,
      },
      serverTime: timed.start - 1,
    });
  });

  it('a late exam shows its title only', async () => {
    ctx.clock.set(timed.end + graceMs);
    const response = await calls.open(timed.row.id, student.token);
    expect(response.json()).toEqual({
      lateExam: { title: 'Probe: Perfekt' },
      serverTime: timed.end + graceMs,
    });
  });

  it('an open exam shows the exam, its questions in order with correctCount, and an empty draft', async () => {
    ctx.clock.set(timed.start);
    const response = await calls.open(timed.row.id, student.token);
    expect(response.json()).toEqual({
      exam: {
        _id: timed.row.id,
        title: 'Probe: Perfekt',
        discription: 'اقرأ كل سؤال كويس',
        isTimed: true,
        startTime: timed.start,
        endTime: timed.end,
        totalScore: 6.5,
        questionCount: 3,
        override: null,
      },
      questions: timed.questions.map((question) => ({
        _id: question.id,
        title: question.title,
        options: question.options,
        correctCount: question.correct.length,
        score: question.score,
        imageUrl: null,
      })),
      draft: {},
      serverTime: timed.start,
    });
  });
});

describe('the state of a timed exam with a result, at its boundaries', () => {
  let solver: SessionUser;
  beforeAll(async () => {
    solver = await studentWith(ctx);
    ctx.clock.set(timed.start + 1);
    const submitted = await calls.submit(
      timed.row.id,
      solver.token,
      entriesFor(timed, [['den'], ['anrufen']]),
    );
    expect(submitted.statusCode).toBe(200);
  });

  it.each<[string, () => number, string]>([
    ['1 ms before the end', () => timed.end - 1, 'earlyResult'],
    ['1 ms after the end', () => timed.end + 1, 'earlyResult'],
    ['1 ms before the end of grace', () => timed.end + graceMs - 1, 'earlyResult'],
    ['at the end of grace', () => timed.end + graceMs, 'result'],
    ['1 ms after the end of grace', () => timed.end + graceMs + 1, 'result'],
  ])('%s → %s', async (_case, at, key) => {
    ctx.clock.set(at());
    const response = await calls.open(timed.row.id, solver.token);
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json()).sort()).toEqual([key, 'serverTime'].sort());
  });

  it('the early result says only when it was submitted and when it shows', async () => {
    ctx.clock.set(timed.end);
    const response = await calls.open(timed.row.id, solver.token);
    expect(response.json()).toEqual({
      earlyResult: { submittedAt: timed.start + 1, revealAt: timed.end + graceMs },
      serverTime: timed.end,
    });
  });

  it('the result shows the score, the answers and the correct options', async () => {
    ctx.clock.set(timed.end + graceMs);
    const { result } = (await calls.open(timed.row.id, solver.token)).json();
    expect(result).toMatchObject({
      exam: { _id: timed.row.id, title: 'Probe: Perfekt' },
      score: 3.5,
      totalScore: 6.5,
      submittedAt: timed.start + 1,
    });
    expect(result.answers.map((a: { rating: string }) => a.rating)).toEqual([
      'correct',
      'semi-correct',
      'wrong',
    ]);
    expect(result.answers[1]).toMatchObject({
      selected: ['anrufen'],
      correct: ['anrufen', 'einkaufen'],
      score: 1.5,
      questionScore: 3,
    });
  });
});

describe('an untimed exam', () => {
  it('is open at any time and shows the result right after submitting', async () => {
    const untimed = await insertExamWithQuestions(ctx, { values: { title: 'Übung' } });
    const learner = await studentWith(ctx);
    expect(Object.keys((await calls.open(untimed.row.id, learner.token)).json())).toContain(
      'questions',
    );
    const submitted = await calls.submit(untimed.row.id, learner.token, []);
    expect(submitted.json().result.score).toBe(0);
    expect((await calls.open(untimed.row.id, learner.token)).json().result._id).toBe(
      submitted.json().result._id,
    );
  });
});

describe('GET /api/user/exams/{id} refusals', () => {
  it('needs a token', async () => {
    const response = await calls.open(timed.row.id);
    expect(response.statusCode).toBe(401);
    expect(messagesOf(response)).toEqual([messages.loginRequired]);
  });

  it('refuses an admin: only students enter exams', async () => {
    const response = await calls.open(timed.row.id, await adminToken(ctx));
    expect(response.statusCode).toBe(403);
    expect(messagesOf(response)).toEqual([messages.studentsOnly]);
  });

  it('refuses an id that is not one', async () => {
    const response = await calls.open('123', student.token);
    expect(response.statusCode).toBe(422);
    expect(messagesOf(response)).toEqual(['الرقم التعريفي في الرابط مش صحيح']);
  });

  it('answers 404 for an unknown exam', async () => {
    const response = await calls.open('1b4e28ba-2fa1-4d3b-a3f5-ef19b5a7633b', student.token);
    expect(response.statusCode).toBe(404);
    expect(messagesOf(response)).toEqual([messages.examNotFound]);
  });
});
