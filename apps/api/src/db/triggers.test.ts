import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCourse } from '../../test/support/catalogue-fixtures';
import { insertExamWithQuestions, type InsertedExam } from '../../test/support/exam-fixtures';
import { buildTestApp, type TestContext } from '../../test/support/helper';
import { storeResults } from '../../test/support/result-fixtures';
import { insertStudent } from '../../test/support/student-fixtures';
import {
  courses,
  examCourses,
  exams,
  questions,
  resultAnswers,
  results,
  userCourses,
  users,
} from './schema/index';

// Every trigger the migrations create, as [name, table, function]. Each guarded
// table says in its schema file what its trigger enforces and which migration
// creates it; a trigger added or dropped by a migration must be named here too.
const expectedTriggers = [
  ['audit_log_totals', 'audit_log', 'announce_admin_totals_change'],
  ['audit_log_totals_update', 'audit_log', 'announce_admin_totals_change'],
  ['bills_totals', 'bills', 'announce_admin_totals_change'],
  ['bills_totals_update', 'bills', 'announce_admin_totals_change'],
  ['bills_touch_analytics_delete', 'bills', 'bills_touch_analytics'],
  ['bills_touch_analytics_insert', 'bills', 'bills_touch_analytics'],
  ['bills_touch_analytics_update', 'bills', 'bills_touch_analytics'],
  ['calls_totals', 'calls', 'announce_admin_totals_change'],
  ['courses_announce_change', 'courses', 'announce_exam_change'],
  ['exam_courses_announce_change', 'exam_courses', 'announce_exam_change'],
  ['exam_overrides_announce_change', 'exam_overrides', 'announce_exam_change'],
  ['exams_announce_change', 'exams', 'announce_exam_change'],
  ['questions_announce_change', 'questions', 'announce_exam_change'],
  ['questions_leave_their_answers', 'questions', 'result_answers_follow_questions'],
  ['result_answers_links_on_insert', 'result_answers', 'result_answers_check_links'],
  ['result_answers_links_on_update', 'result_answers', 'result_answers_check_links'],
  ['results_take_their_answers', 'results', 'result_answers_follow_results'],
  ['results_touch_analytics_delete', 'results', 'results_touch_analytics'],
  ['results_touch_analytics_insert', 'results', 'results_touch_analytics'],
  ['results_touch_analytics_update', 'results', 'results_touch_analytics'],
  ['user_courses_access_until_delete', 'user_courses', 'users_keep_access_until'],
  ['user_courses_access_until_insert', 'user_courses', 'users_keep_access_until'],
  ['user_courses_access_until_update', 'user_courses', 'users_keep_access_until'],
  ['user_courses_announce_change', 'user_courses', 'announce_student_change'],
  ['user_courses_counts', 'user_courses', 'announce_student_counts_change'],
  ['users_announce_change', 'users', 'announce_student_change'],
  ['users_balance_guard', 'users', 'users_balance_guard'],
  ['users_counts_insert_delete', 'users', 'announce_student_counts_change'],
  ['users_counts_update', 'users', 'announce_student_counts_change'],
  ['users_touch_analytics_delete', 'users', 'users_touch_analytics'],
  ['users_touch_analytics_insert', 'users', 'users_touch_analytics'],
  ['users_touch_analytics_update', 'users', 'users_touch_analytics'],
  ['wallet_entries_append_only', 'wallet_entries', 'wallet_entries_append_only'],
  ['wallet_entries_apply', 'wallet_entries', 'wallet_entries_apply'],
  ['wallet_entries_totals', 'wallet_entries', 'announce_admin_totals_change'],
  ['wallet_entries_touch_analytics_insert', 'wallet_entries', 'wallet_entries_touch_analytics'],
];

let ctx: TestContext;
const heard: Record<string, string[]> = { student_changed: [], exam_changed: [] };
const unsubscribes: Array<() => Promise<void>> = [];

beforeAll(async () => {
  ctx = await buildTestApp();
  for (const channel of Object.keys(heard)) {
    unsubscribes.push(
      await ctx.listen(channel, {
        message: (payload) => heard[channel]!.push(payload),
        listening: () => undefined,
      }),
    );
  }
});
afterAll(async () => {
  for (const unsubscribe of unsubscribes) await unsubscribe();
  await ctx.close();
});

async function rows<T>(statement: ReturnType<typeof sql>): Promise<T[]> {
  return ((await ctx.db.execute(statement)) as unknown as { rows: T[] }).rows;
}

/** The SQLSTATE a write failed with, however the driver wrapped the error. */
async function refusal(write: Promise<unknown>): Promise<string | undefined> {
  try {
    await write;
  } catch (error) {
    for (let link: unknown = error; link && typeof link === 'object';) {
      const { code, cause } = link as { code?: unknown; cause?: unknown };
      if (typeof code === 'string') return code;
      link = cause;
    }
    throw error;
  }
  return undefined;
}

/** Waits for `payload` on `channel`, announced after `write` ran. */
async function announces(channel: string, payload: string, write: () => Promise<unknown>) {
  heard[channel]!.length = 0;
  await write();
  for (let waited = 0; waited < 5_000 && !heard[channel]!.includes(payload); waited += 20) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  expect(heard[channel]).toContain(payload);
}

async function examWithResult(): Promise<{ exam: InsertedExam; resultId: string }> {
  const exam = await insertExamWithQuestions(ctx);
  const [student] = await storeResults(ctx, exam, [[['den'], ['anrufen'], ['Haus']]]);
  const [result] = await ctx.db.select().from(results).where(eq(results.userId, student!.id));
  return { exam, resultId: result!.id };
}

describe('the database triggers', () => {
  it('are all present and enabled after the migrations', async () => {
    const found = await rows<{ name: string; table: string; fn: string; enabled: string }>(sql`
      select t.tgname as name, c.relname as table, p.proname as fn, t.tgenabled as enabled
      from pg_trigger t
      join pg_class c on c.oid = t.tgrelid
      join pg_proc p on p.oid = t.tgfoid
      where not t.tgisinternal and c.relnamespace = 'public'::regnamespace
      order by t.tgname`);
    expect(found.map((row) => [row.name, row.table, row.fn])).toEqual(expectedTriggers);
    expect(found.every((row) => row.enabled === 'O')).toBe(true);
  });

  it('refuse an answer to a result that does not exist (result_answers_links_on_insert)', async () => {
    const { exam } = await examWithResult();
    const write = ctx.db.insert(resultAnswers).values({
      resultId: randomUUID(),
      questionId: exam.questions[0]!.id,
      position: 0,
      selected: ['den'],
      correct: ['den'],
      questionScore: 2,
      score: 2,
      rating: 'correct',
    });
    expect(await refusal(write)).toBe('23503');
  });

  describe('check a statement of many answers by the distinct results and questions they name', () => {
    const answer = (resultId: string, questionId: string | null, position: number) => ({
      resultId,
      questionId,
      position,
      selected: ['den'],
      correct: ['den'],
      questionScore: 2,
      score: 2,
      rating: 'correct' as const,
    });

    /**
     * A fresh result, the statement inserting the answers `of` gives for it
     * and its exam's first question, and the positions the result then has.
     */
    async function answersOf(
      of: (resultId: string, question: string) => Array<ReturnType<typeof answer>>,
    ) {
      const { exam, resultId } = await examWithResult();
      const write = ctx.db.insert(resultAnswers).values(of(resultId, exam.questions[0]!.id));
      const positions = async () =>
        (await ctx.db.select().from(resultAnswers).where(eq(resultAnswers.resultId, resultId)))
          .map((row) => row.position)
          .sort((x, y) => x - y);
      return { write, positions };
    }

    it('take answers naming one result and question many times, and of no question', async () => {
      const { write, positions } = await answersOf((result, question) => [
        answer(result, question, 10),
        answer(result, question, 11),
        answer(result, null, 12),
      ]);
      await write;
      expect(await positions()).toEqual([0, 1, 2, 10, 11, 12]);
    });

    it('refuse them all when one names a result that does not exist', async () => {
      const { write, positions } = await answersOf((result, question) => [
        answer(result, question, 10),
        answer(result, question, 11),
        answer(randomUUID(), question, 0),
      ]);
      expect(await refusal(write)).toBe('23503');
      expect(await positions()).toEqual([0, 1, 2]);
    });

    it('refuse them all when one names a question that does not exist', async () => {
      const { write, positions } = await answersOf((result, question) => [
        answer(result, question, 10),
        answer(result, null, 11),
        answer(result, randomUUID(), 12),
      ]);
      expect(await refusal(write)).toBe('23503');
      expect(await positions()).toEqual([0, 1, 2]);
    });
  });

  it('refuse pointing an answer at a question that does not exist (result_answers_links_on_update)', async () => {
    const { resultId } = await examWithResult();
    const write = ctx.db
      .update(resultAnswers)
      .set({ questionId: randomUUID() })
      .where(eq(resultAnswers.resultId, resultId));
    expect(await refusal(write)).toBe('23503');
  });

  it("delete a result's answers with it (results_take_their_answers)", async () => {
    const { resultId } = await examWithResult();
    const answersOf = () =>
      ctx.db.select().from(resultAnswers).where(eq(resultAnswers.resultId, resultId));
    expect(await answersOf()).toHaveLength(3);
    await ctx.db.delete(results).where(eq(results.id, resultId));
    expect(await answersOf()).toHaveLength(0);
  });

  it("keep a deleted question's answers, marked as of no question (questions_leave_their_answers)", async () => {
    const { exam, resultId } = await examWithResult();
    const question = exam.questions[0]!;
    await ctx.db.delete(questions).where(eq(questions.id, question.id));
    const answers = await ctx.db
      .select()
      .from(resultAnswers)
      .where(eq(resultAnswers.resultId, resultId))
      .orderBy(resultAnswers.position);
    expect(answers).toHaveLength(3);
    expect(answers[0]!.questionId).toBeNull();
    expect(answers[1]!.questionId).toBe(exam.questions[1]!.id);
  });

  it('announce a changed student (users_announce_change)', async () => {
    const student = await insertStudent(ctx);
    await announces('student_changed', student.id, () =>
      ctx.db.update(users).set({ vip: true }).where(eq(users.id, student.id)),
    );
  });

  it("announce a change to a student's courses (user_courses_announce_change)", async () => {
    const student = await insertStudent(ctx);
    const course = await insertCourse(ctx);
    await announces('student_changed', student.id, () =>
      ctx.db.insert(userCourses).values({ userId: student.id, courseId: course.id }),
    );
  });

  it('announce a changed exam (exams_announce_change)', async () => {
    const { row } = await insertExamWithQuestions(ctx);
    await announces('exam_changed', row.id, () =>
      ctx.db.update(exams).set({ title: 'Test: Der Dativ' }).where(eq(exams.id, row.id)),
    );
  });

  it("announce a change to an exam's questions (questions_announce_change)", async () => {
    const { row, questions: list } = await insertExamWithQuestions(ctx);
    await announces('exam_changed', row.id, () =>
      ctx.db.update(questions).set({ score: 4 }).where(eq(questions.id, list[0]!.id)),
    );
  });

  it('announce a change to the courses that open an exam (exam_courses_announce_change)', async () => {
    const { row } = await insertExamWithQuestions(ctx);
    const course = await insertCourse(ctx);
    await announces('exam_changed', row.id, () =>
      ctx.db.insert(examCourses).values({ examId: row.id, courseId: course.id }),
    );
  });

  it('announce every exam on a course change (courses_announce_change)', async () => {
    const course = await insertCourse(ctx);
    await announces('exam_changed', '*', () =>
      ctx.db.update(courses).set({ price: 300 }).where(eq(courses.id, course.id)),
    );
  });
});
