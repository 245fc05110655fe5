import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { asc, count, eq, inArray } from 'drizzle-orm';
import { paperTotal } from '@sabora/contract';
import { buildApp } from '../../app';
import { openDatabase } from '../../db/client';
import { examDrafts, questions, resultAnswers, results, type UserRow } from '../../db/schema/index';
import { parseEnv } from '../../env';
import { studentWith } from '../../../test/support/catalogue-fixtures';
import {
  entriesFor,
  examCalls,
  graceMs,
  insertDrafts,
  insertStudents,
  insertTimedExam,
} from '../../../test/support/exam-fixtures';
import { bearer, buildTestApp, phoneDevice, type TestContext } from '../../../test/support/helper';
import { studentPaper } from '../exams/exam-dto';
import { createDraftSweeper } from './draft-sweeper';
import { createSubmissionsRepository } from './submissions.repository';

let ctx: TestContext;
const silent = { error: () => undefined, info: () => undefined };

beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());
afterEach(() => ctx.clock.set(Date.UTC(2026, 10, 21, 9)));

function sweeperOn(db = ctx.db) {
  return createDraftSweeper({
    submissions: createSubmissionsRepository(db),
    clock: ctx.clock,
    graceMs,
    log: silent,
  });
}

async function resultsOf(examId: string) {
  return ctx.db.select().from(results).where(eq(results.examId, examId));
}

async function draftCount(examId: string) {
  const [row] = await ctx.db
    .select({ value: count() })
    .from(examDrafts)
    .where(eq(examDrafts.examId, examId));
  return row?.value ?? 0;
}

describe('grading drafts when a timed exam closes', () => {
  it('grades every draft without a result as submitted at the end, once grace is over', async () => {
    const exam = await insertTimedExam(ctx);
    const students = await insertStudents(ctx, 3);
    await insertDrafts(ctx, exam, students, [['den'], ['anrufen']]);
    ctx.clock.set(exam.end + graceMs - 1);
    expect(await sweeperOn().sweep()).toBe(0);
    expect(await resultsOf(exam.row.id)).toEqual([]);
    ctx.clock.set(exam.end + graceMs);
    expect(await sweeperOn().sweep()).toBe(3);
    const graded = await resultsOf(exam.row.id);
    expect(graded.map((r) => [r.score, r.totalScore, r.submittedAt.getTime()])).toEqual([
      [3.5, 6.5, exam.end],
      [3.5, 6.5, exam.end],
      [3.5, 6.5, exam.end],
    ]);
    expect(await draftCount(exam.row.id)).toBe(0);
    expect(await sweeperOn().sweep()).toBe(0);
  });

  it('does not grade the draft of a student who submitted', async () => {
    const exam = await insertTimedExam(ctx);
    const calls = examCalls(ctx);
    const student = await studentWith(ctx);
    ctx.clock.set(exam.start);
    await calls.saveDraft(exam.row.id, student.token, entriesFor(exam, [['den']]));
    const submitted = await calls.submit(exam.row.id, student.token, entriesFor(exam, [['dem']]));
    expect(submitted.statusCode).toBe(200);
    // A draft save that raced the submit and landed after it.
    await ctx.db
      .insert(examDrafts)
      .values({ userId: student._id, examId: exam.row.id, selections: {} });
    ctx.clock.set(exam.end + graceMs);
    expect(await sweeperOn().sweep()).toBe(0);
    const [only, ...more] = await resultsOf(exam.row.id);
    expect(more).toEqual([]);
    expect(only).toMatchObject({ score: 0, submittedAt: new Date(exam.start) });
    expect(await draftCount(exam.row.id)).toBe(0);
  });

  it('keeps what still fits when the questions were edited after the draft', async () => {
    const exam = await insertTimedExam(ctx);
    const [student] = await insertStudents(ctx, 1);
    await insertDrafts(ctx, exam, [student!], [['den'], ['anrufen', 'einkaufen']]);
    await ctx.db
      .update(questions)
      .set({ options: ['der', 'dem', 'des', 'den!'], correct: ['den!'] })
      .where(eq(questions.id, exam.questions[0]!.id));
    await ctx.db
      .update(questions)
      .set({ correct: ['anrufen'] })
      .where(eq(questions.id, exam.questions[1]!.id));
    ctx.clock.set(exam.end + graceMs);
    expect(await sweeperOn().sweep()).toBe(1);
    const [result] = await resultsOf(exam.row.id);
    // Question 1 lost the chosen option; question 2 keeps one choice of the two.
    expect(result?.score).toBe(3);
  });

  it('grades each draft against that student’s own paper, in their order', async () => {
    const exam = await insertTimedExam(ctx, {
      values: { shuffleQuestions: true, shuffleOptions: true, drawCount: 2 },
    });
    const students = await insertStudents(ctx, 30);
    // Every question answered right, as if the draft were saved before a draw was set.
    await insertDrafts(ctx, exam, students, [
      ['den'],
      ['anrufen', 'einkaufen'],
      ['Haus', 'Baum', 'Tisch'],
    ]);
    ctx.clock.set(exam.end + graceMs);
    expect(await sweeperOn().sweep()).toBe(30);
    const graded = await resultsOf(exam.row.id);
    const answers = await ctx.db
      .select()
      .from(resultAnswers)
      .where(
        inArray(
          resultAnswers.resultId,
          graded.map((result) => result.id),
        ),
      )
      .orderBy(asc(resultAnswers.position));
    const totals = new Set<number>();
    for (const student of students) {
      const paper = studentPaper(exam.row, exam.questions, student.id);
      const result = graded.find((entry) => entry.userId === student.id)!;
      const mine = answers.filter((answer) => answer.resultId === result.id);
      expect(mine.map((answer) => answer.questionId)).toEqual(paper.map((q) => q.id));
      expect(result).toMatchObject({ score: paperTotal(paper), totalScore: paperTotal(paper) });
      totals.add(result.totalScore);
    }
    // Uneven scores (2, 3, 1.5): the draw gave students different full marks.
    expect(totals.size).toBeGreaterThan(1);
  });

  it('grades on its first sweep after start, and stop waits for it', async () => {
    const exam = await insertTimedExam(ctx);
    await insertDrafts(ctx, exam, await insertStudents(ctx, 2), [['den']]);
    ctx.clock.set(exam.end + graceMs);
    const sweeper = sweeperOn();
    sweeper.start();
    await sweeper.stop();
    expect(await resultsOf(exam.row.id)).toHaveLength(2);
  });

  it('grades each draft once when two sweepers race', async () => {
    const exam = await insertTimedExam(ctx);
    const students: UserRow[] = await insertStudents(ctx, 120);
    await insertDrafts(ctx, exam, students, [['den'], ['anrufen', 'einkaufen'], ['Haus']]);
    ctx.clock.set(exam.end + graceMs);
    // On PostgreSQL the second sweeper is another process's connection pool.
    const second = ctx.target.kind === 'postgres' ? openDatabase(ctx.target) : undefined;
    try {
      const created = await Promise.all([
        sweeperOn().sweep(),
        sweeperOn(second?.db ?? ctx.db).sweep(),
        sweeperOn().sweep(),
      ]);
      expect(created.reduce((sum, n) => sum + n, 0)).toBe(120);
    } finally {
      await second?.close();
    }
    const graded = await resultsOf(exam.row.id);
    expect(graded).toHaveLength(120);
    expect(new Set(graded.map((r) => r.userId)).size).toBe(120);
    expect(await draftCount(exam.row.id)).toBe(0);
  });
});

describe('no lost answers across an API restart', () => {
  it('grades the drafts saved before the restart once the new process sweeps', async () => {
    const restart = await buildTestApp();
    try {
      const exam = await insertTimedExam(restart);
      const student = await studentWith(restart);
      restart.clock.set(exam.start + 1);
      const saved = await examCalls(restart).saveDraft(
        exam.row.id,
        student.token,
        entriesFor(exam, [['den'], ['anrufen', 'einkaufen']]),
      );
      expect(saved.statusCode).toBe(200);
      await restart.app.close();

      const app = await buildApp({
        env: parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
        db: restart.db,
        jwtSecret: randomBytes(32).toString('hex'),
        codeSecret: randomBytes(32).toString('hex'),
        dataDir: restart.dataDir,
        clock: restart.clock,
        logger: false,
      });
      try {
        restart.clock.set(exam.end + graceMs);
        const sweeper = createDraftSweeper({
          submissions: createSubmissionsRepository(restart.db),
          clock: restart.clock,
          graceMs,
          log: silent,
        });
        expect(await sweeper.sweep()).toBe(1);
        const login = await app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { phone: student.phone, password: '12345678', hash: phoneDevice },
        });
        const page = await app.inject({
          method: 'GET',
          url: `/api/user/exams/${exam.row.id}`,
          headers: bearer(login.json().token),
        });
        expect(page.json().result).toMatchObject({ score: 5, submittedAt: exam.end });
      } finally {
        await app.close();
      }
    } finally {
      await restart.close();
    }
  });
});
