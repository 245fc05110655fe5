import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gradeSubmission } from '@sabora/contract';
import { adminToken } from '../../test/catalogue-fixtures';
import {
  examCalls,
  insertExamWithQuestions,
  insertStudents,
  selectionsFor,
  type InsertedExam,
} from '../../test/exam-fixtures';
import { buildTestApp, messagesOf, type TestContext } from '../../test/helper';
import { gradableOf } from '../exams/exam-grading';
import { createSubmissionsRepository } from '../exams/submissions.repository';

let ctx: TestContext;
let calls: ReturnType<typeof examCalls>;
let admin: string;
let exam: InsertedExam;

/** Stores graded results the way a submit does, for students written straight into the database. */
async function solve(target: InsertedExam, picks: Array<Array<string[] | undefined>>) {
  const submissions = createSubmissionsRepository(ctx.db);
  const students = await insertStudents(ctx, picks.length);
  for (const [index, student] of students.entries()) {
    const selections = Object.entries(selectionsFor(target, picks[index]!));
    const outcome = gradeSubmission(
      target.questions.map(gradableOf),
      selections.map(([question, selected]) => ({ question, selected })),
    );
    if (!outcome.ok) throw new Error('the picks must grade');
    await submissions.submit(
      target.row.id,
      { userId: student.id, graded: outcome.graded },
      target.questions,
      new Date(ctx.clock.now()),
    );
  }
}

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
      totalScore: 6.5,
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
        options: [
          { option: 'der', picks: 0, isCorrect: false },
          { option: 'den', picks: 2, isCorrect: true },
          { option: 'dem', picks: 1, isCorrect: false },
          { option: 'des', picks: 0, isCorrect: false },
        ],
      },
      {
        _id: exam.questions[1]!.id,
        title: 'Welche Verben sind trennbar?',
        correct: 2,
        semiCorrect: 1,
        wrong: 1,
        options: [
          { option: 'anrufen', picks: 3, isCorrect: true },
          { option: 'besuchen', picks: 0, isCorrect: false },
          { option: 'einkaufen', picks: 2, isCorrect: true },
          { option: 'verstehen', picks: 0, isCorrect: false },
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
      totalScore: 6.5,
      distribution: expect.arrayContaining([{ from: 0, to: 10, count: 0 }]),
    });
  });

  it('answers 404 for an unknown exam', async () => {
    const response = await stats('1b4e28ba-2fa1-4d3b-a3f5-ef19b5a7633b');
    expect(response.statusCode).toBe(404);
    expect(messagesOf(response)).toEqual([
      'الامتحان ده مش موجود، يمكن يكون اتمسح. حاول تاني بعد شوية',
    ]);
  });
});
