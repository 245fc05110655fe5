import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gradeSubmission } from '@sabora/contract';
import { questions, resultAnswerSets, resultAnswers, results } from '../../db/schema/index';
import {
  insertExamWithQuestions,
  insertStudents,
  selectionsFor,
  type InsertedExam,
} from '../../../test/support/exam-fixtures';
import { buildTestApp, type TestContext } from '../../../test/support/helper';
import { gradableOf } from '../exam-taking/exam-grading';
import { createSubmissionsRepository } from '../exam-taking/submissions.repository';

// A result's answers are one row of result_answer_sets (decision 0237): a
// foreign key to the result, and statement-level triggers for the snapshots
// they were graded against and their questions (migration 0025). These hold
// them to what per-answer foreign keys guaranteed.

let ctx: TestContext;

beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

/** A student's stored result of the exam, with an answer per question. */
async function solved(exam: InsertedExam): Promise<{ resultId: string }> {
  const [student] = await insertStudents(ctx, 1);
  const selections = Object.entries(selectionsFor(exam, [['den'], ['anrufen']]));
  const outcome = gradeSubmission(
    exam.questions.map(gradableOf),
    selections.map(([question, selected]) => ({ question, selected })),
  );
  if (!outcome.ok) throw new Error('the picks must grade');
  const saved = await createSubmissionsRepository(ctx.db).submit(
    exam.row.id,
    { userId: student!.id, graded: outcome.graded },
    exam.questions,
    new Date(ctx.clock.now()),
  );
  return { resultId: saved.id };
}

const answersOf = (resultId: string) =>
  ctx.db.select().from(resultAnswers).where(eq(resultAnswers.resultId, resultId));

/** The PostgreSQL error code a statement failed with. */
async function failureOf(statement: Promise<unknown>): Promise<string | undefined> {
  try {
    await statement;
    return undefined;
  } catch (error) {
    const { code, cause } = error as { code?: string; cause?: { code?: string } };
    return code ?? cause?.code;
  }
}

describe('answers and their result', () => {
  it('go when their result is deleted, and no other result loses any', async () => {
    const exam = await insertExamWithQuestions(ctx);
    const gone = await solved(exam);
    const kept = await solved(exam);
    expect(await answersOf(gone.resultId)).toHaveLength(exam.questions.length);
    await ctx.db.delete(results).where(eq(results.id, gone.resultId));
    expect(await answersOf(gone.resultId)).toHaveLength(0);
    expect(await answersOf(kept.resultId)).toHaveLength(exam.questions.length);
  });

  it('go with every result a statement deletes', async () => {
    const exam = await insertExamWithQuestions(ctx);
    const first = await solved(exam);
    const second = await solved(exam);
    await ctx.db.delete(results).where(eq(results.examId, exam.row.id));
    expect(await answersOf(first.resultId)).toHaveLength(0);
    expect(await answersOf(second.resultId)).toHaveLength(0);
  });

  it('cannot point at a result that does not exist', async () => {
    const exam = await insertExamWithQuestions(ctx);
    const { resultId } = await solved(exam);
    const code = await failureOf(
      ctx.db.execute(sql`
        insert into ${resultAnswerSets} (result_id, graded, selected, scores, ratings)
        select '00000000-0000-4000-8000-000000000000', graded, selected, scores, ratings
        from ${resultAnswerSets} where result_id = ${resultId}`),
    );
    expect(code).toBe('23503');
  });
});

describe('answers and their question', () => {
  it('stay, without their question, when it is deleted', async () => {
    const exam = await insertExamWithQuestions(ctx);
    const { resultId } = await solved(exam);
    const first = exam.questions[0]!;
    await ctx.db.delete(questions).where(eq(questions.id, first.id));
    const answers = await answersOf(resultId);
    expect(answers).toHaveLength(exam.questions.length);
    expect(answers.find((answer) => answer.position === 0)?.questionId).toBeNull();
    expect(answers.filter((answer) => answer.questionId === null)).toHaveLength(1);
  });

  it('cannot point at a question that does not exist', async () => {
    const exam = await insertExamWithQuestions(ctx);
    const { resultId } = await solved(exam);
    const code = await failureOf(
      ctx.db.execute(sql`
        update ${resultAnswerSets} set graded[1] = 2000000000 where result_id = ${resultId}`),
    );
    expect(code).toBe('23503');
    expect((await answersOf(resultId)).every((answer) => answer.questionId !== null)).toBe(true);
  });

  it('hold their question against deletion until they are committed', async (context) => {
    if (ctx.target.kind !== 'postgres') return context.skip();
    const exam = await insertExamWithQuestions(ctx);
    const { resultId } = await solved(exam);
    const question = exam.questions[0]!;
    const writer = new pg.Client({ connectionString: ctx.target.url });
    const deleter = new pg.Client({ connectionString: ctx.target.url });
    await writer.connect();
    await deleter.connect();
    try {
      await writer.query('begin');
      await writer.query(
        `with taken as (delete from result_answer_sets where result_id = $1 returning *)
         insert into result_answer_sets (result_id, graded, selected, scores, ratings)
         select result_id, graded, selected, scores, ratings from taken`,
        [resultId],
      );
      await deleter.query(`set lock_timeout = '300ms'`);
      const blocked = await failureOf(
        deleter.query('delete from questions where id = $1', [question.id]),
      );
      expect(blocked).toBe('55P03');
      await writer.query('commit');
      await deleter.query('delete from questions where id = $1', [question.id]);
      const [first] = await ctx.db
        .select({ questionId: resultAnswers.questionId })
        .from(resultAnswers)
        .where(sql`${resultAnswers.resultId} = ${resultId} and ${resultAnswers.position} = 0`);
      expect(first).toEqual({ questionId: null });
    } finally {
      await writer.end();
      await deleter.end();
    }
  });
});
