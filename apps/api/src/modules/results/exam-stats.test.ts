import type { ExamStats } from '@sabora/contract';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questions } from '../../db/schema/index';
import { adminToken } from '../../../test/support/catalogue-fixtures';
import {
  examCalls,
  insertExamWithQuestions,
  type InsertedExam,
} from '../../../test/support/exam-fixtures';
import { buildTestApp, messagesOf, type TestContext } from '../../../test/support/helper';
import { storeResults } from '../../../test/support/result-fixtures';
import { quietMs } from './exam-stats-memory';

let ctx: TestContext;
let calls: ReturnType<typeof examCalls>;
let admin: string;
let exam: InsertedExam;

const freshQuestions = (examId: string) =>
  ctx.db
    .select()
    .from(questions)
    .where(eq(questions.examId, examId))
    .orderBy(asc(questions.position));

const solve = (target: InsertedExam, picks: Array<Array<string[] | undefined>>) =>
  storeResults(ctx, target, picks);

beforeAll(async () => {
  ctx = await buildTestApp();
  calls = examCalls(ctx);
  admin = await adminToken(ctx);
  exam = await insertExamWithQuestions(ctx, { values: { title: 'Monatstest' } });
  await solve(exam, [
    [['den'], ['anrufen', 'einkaufen'], ['Haus', 'Baum', 'Tisch']],
    [['den'], ['anrufen']],
    [],
    [['dem'], ['anrufen', 'einkaufen'], ['Haus']],
  ]);
});
afterAll(() => ctx.close());

const round = (value: number) => Math.round(value * 10_000) / 10_000;
const stats = (examId: string) => calls.send('GET', `/admin/exam-results/${examId}/stats`, admin);

describe('GET /api/admin/exam-results/{examId}/stats', () => {
  it('sums up the scores', async () => {
    const response = await stats(exam.row.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      exam: { _id: exam.row.id, title: 'Monatstest' },
      count: 4,
      average: 3.375,
      median: 3.5,
      max: 6.5,
      averagePercent: round((3.375 / 6.5) * 100),
      medianPercent: round((3.5 / 6.5) * 100),
      maxPercent: 100,
      totalScore: 6.5,
      totalScores: [6.5],
      examTotalScore: 6.5,
    });
  });

  it('spreads the results over tenths of the full score', async () => {
    const { distribution } = (await stats(exam.row.id)).json();
    expect(distribution).toHaveLength(10);
    expect(distribution[0]).toEqual({ from: 0, to: 10, count: 1 });
    expect(distribution[5]).toEqual({ from: 50, to: 60, count: 2 });
    expect(distribution[9]).toEqual({ from: 90, to: 100, count: 1 });
    expect(distribution.reduce((sum: number, b: { count: number }) => sum + b.count, 0)).toBe(4);
  });

  it('rates every question and counts the picks of every option', async () => {
    const { questions } = (await stats(exam.row.id)).json();
    expect(questions).toEqual([
      {
        _id: exam.questions[0]!.id,
        title: 'Ich sehe ___ Mann.',
        correct: 2,
        semiCorrect: 0,
        wrong: 2,
        averageScore: 1,
        answered: 4,
        facility: 0.5,
        discrimination: expect.any(Number),
        options: [
          { option: 'der', picks: 0, share: 0, isCorrect: false, misleading: false },
          { option: 'den', picks: 2, share: 0.5, isCorrect: true, misleading: false },
          { option: 'dem', picks: 1, share: 0.25, isCorrect: false, misleading: false },
          { option: 'des', picks: 0, share: 0, isCorrect: false, misleading: false },
        ],
      },
      {
        _id: exam.questions[1]!.id,
        title: 'Welche Verben sind trennbar?',
        correct: 2,
        semiCorrect: 1,
        wrong: 1,
        averageScore: 1.875,
        answered: 4,
        facility: 0.625,
        discrimination: expect.any(Number),
        options: [
          { option: 'anrufen', picks: 3, share: 0.75, isCorrect: true, misleading: false },
          { option: 'besuchen', picks: 0, share: 0, isCorrect: false, misleading: false },
          { option: 'einkaufen', picks: 2, share: 0.5, isCorrect: true, misleading: false },
          { option: 'verstehen', picks: 0, share: 0, isCorrect: false, misleading: false },
        ],
      },
      expect.objectContaining({ correct: 1, semiCorrect: 1, wrong: 2 }),
    ]);
  });

  it('gives empty statistics for an exam nobody solved', async () => {
    const empty = await insertExamWithQuestions(ctx, { values: { title: 'Leer' } });
    expect((await stats(empty.row.id)).json()).toMatchObject({
      count: 0,
      average: null,
      median: null,
      max: null,
      averagePercent: null,
      totalScore: 6.5,
      totalScores: [],
      examTotalScore: 6.5,
      distribution: expect.arrayContaining([{ from: 0, to: 10, count: 0 }]),
    });
  });

  it('follows results written behind its back, though it keeps the costly figures', async () => {
    const target = await insertExamWithQuestions(ctx, { values: { title: 'Wiederholung' } });
    await solve(target, [[['den']], [['dem']]]);
    const first = (await stats(target.row.id)).json().questions[0];
    expect(first).toMatchObject({ answered: 2, correct: 1, facility: 0.5 });
    // Straight into the database, as another API process would: nothing tells this one.
    await solve(target, [[['den']]]);
    const next = (await stats(target.row.id)).json().questions[0];
    expect(next).toMatchObject({ answered: 3, correct: 2 });
    expect(next.facility).toBeCloseTo(2 / 3, 4);
  });

  it('answers 404 for an unknown exam', async () => {
    const response = await stats('1b4e28ba-2fa1-4d3b-a3f5-ef19b5a7633b');
    expect(response.statusCode).toBe(404);
    expect(messagesOf(response)).toEqual([
      'الامتحان ده مش موجود، يمكن يكون اتمسح. حاول تاني بعد شوية',
    ]);
  });
});

describe('statistics after the exam is edited', () => {
  interface ListItem {
    _id: string;
    score: number;
    totalScore: number;
  }
  interface DetailAnswer {
    question: { _id: string } | null;
    score: number;
    questionScore: number;
    rating: 'correct' | 'semi-correct' | 'wrong';
  }

  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

  /** What the results list and each result's page show, for the stats to agree with. */
  async function shown(examId: string) {
    const list = (
      await calls.send('GET', `/admin/exam-results/${examId}?pageSize=100`, admin)
    ).json<{ results: ListItem[]; count: number }>();
    const answers: DetailAnswer[] = [];
    for (const item of list.results) {
      const detail = (await calls.send('GET', `/admin/results/${item._id}`, admin)).json();
      answers.push(...(detail.answers as DetailAnswer[]));
    }
    return { list, answers };
  }

  async function expectAgreement(examId: string) {
    const { list, answers } = await shown(examId);
    const response = await stats(examId);
    const body = response.json();
    const scores = list.results.map((item) => item.score);
    const totals = [...new Set(list.results.map((item) => item.totalScore))].sort((a, b) => a - b);
    expect(body.count).toBe(list.count);
    expect(body.max).toBe(Math.max(...scores));
    expect(body.average).toBe(round(mean(scores)));
    expect(body.totalScores).toEqual(totals);
    expect(body.totalScore).toBe(Math.max(...totals));
    expect(body.max).toBeLessThanOrEqual(body.totalScore);
    expect(body.averagePercent).toBe(
      round(mean(list.results.map((item) => (item.score / item.totalScore) * 100))),
    );
    const spread = Math.sqrt(
      scores.reduce((sum, score) => sum + (score - mean(scores)) ** 2, 0) / (scores.length - 1),
    );
    expect(body.sd).toBeCloseTo(spread, 3);
    for (const question of body.questions) {
      const own = answers.filter((answer) => answer.question?._id === question._id);
      const count = (rating: DetailAnswer['rating']) =>
        own.filter((answer) => answer.rating === rating).length;
      expect(question, question.title).toMatchObject({
        correct: count('correct'),
        semiCorrect: count('semi-correct'),
        wrong: count('wrong'),
        averageScore: own.length === 0 ? null : round(mean(own.map((answer) => answer.score))),
        answered: own.length,
      });
      if (own.length > 0) {
        const facility = mean(own.map((answer) => answer.score / answer.questionScore));
        expect(question.facility, question.title).toBeCloseTo(facility, 3);
      }
    }
    return body;
  }

  const questionsOf = (target: InsertedExam) =>
    target.questions.map(({ id, title, options, correct, score }) => ({
      _id: id,
      title,
      options,
      correct,
      score,
    }));

  it('keeps to the stored results when a question is removed and a score changed', async () => {
    const edited = await insertExamWithQuestions(ctx, { values: { title: 'Geändert' } });
    await solve(edited, [
      [['den'], ['anrufen', 'einkaufen'], ['Haus', 'Baum', 'Tisch']],
      [['den'], ['anrufen'], ['Haus']],
      [['der'], [], ['Haus', 'Baum', 'Tisch']],
    ]);
    const [first, second] = questionsOf(edited);

    // The teacher's report: the full mark dropped to today's questions (5) under a best of 6.5.
    const removed = await calls.send('PATCH', `/admin/exams/${edited.row.id}`, admin, {
      questions: [first, second],
    });
    expect(removed.statusCode).toBe(200);
    const afterRemoval = await expectAgreement(edited.row.id);
    expect(afterRemoval).toMatchObject({ count: 3, max: 6.5, totalScore: 6.5, examTotalScore: 5 });

    const rescored = await calls.send('PATCH', `/admin/exams/${edited.row.id}`, admin, {
      questions: [{ ...first, score: 4 }, second],
    });
    expect(rescored.statusCode).toBe(200);
    const current = { ...edited, questions: await freshQuestions(edited.row.id) };
    await solve(current, [[['den'], ['anrufen', 'einkaufen']]]);
    const afterRescore = await expectAgreement(edited.row.id);
    expect(afterRescore).toMatchObject({
      count: 4,
      max: 7,
      totalScore: 7,
      totalScores: [6.5, 7],
      examTotalScore: 7,
    });
  });

  it('tells the exam editor how many results an edit affects', async () => {
    const page = await calls.send('GET', `/admin/exams/${exam.row.id}`, admin);
    expect(page.json().exam.resultsCount).toBe(4);
    // The list leaves it out: counting it for every listed exam cost more than the list (decision 0248).
    const listed = await calls.send('GET', '/admin/exams?search=Monatstest', admin);
    expect(listed.json().exams[0]).toMatchObject({ _id: exam.row.id, questionCount: 3 });
    expect(listed.json().exams[0]).not.toHaveProperty('resultsCount');
  });

  it('takes the exam back unchanged with its read-only results count', async () => {
    const page = (await calls.send('GET', `/admin/exams/${exam.row.id}`, admin)).json();
    const response = await calls.send('PATCH', `/admin/exams/${exam.row.id}`, admin, {
      title: page.exam.title,
      resultsCount: page.exam.resultsCount,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().exam.resultsCount).toBe(4);
  });
});

describe('the moment the statistics stand for (decision 0189)', () => {
  it('is the call’s own while nothing arrives, and earlier, marked, while results arrive', async () => {
    const closing = await insertExamWithQuestions(ctx, { values: { title: 'Abschlusstest' } });
    const read = async () => {
      const response = await stats(closing.row.id);
      expect(response.statusCode).toBe(200);
      return response.json<ExamStats>();
    };
    const pick = [['den'], ['anrufen', 'einkaufen'], ['Haus']];
    expect(await read()).toMatchObject({ count: 0, asOf: ctx.clock.now(), provisional: false });

    await solve(closing, [pick]);
    ctx.clock.advance(1_000);
    const lone = ctx.clock.now();
    expect(await read()).toMatchObject({ count: 1, asOf: lone, provisional: false });

    await solve(closing, [pick]);
    ctx.clock.advance(1_000);
    expect(await read()).toMatchObject({ count: 1, asOf: lone, provisional: true });

    ctx.clock.advance(quietMs);
    expect(await read()).toMatchObject({ count: 2, asOf: ctx.clock.now(), provisional: false });
  });
});
