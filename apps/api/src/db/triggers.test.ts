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
  ['result_answer_sets_links_on_insert', 'result_answer_sets', 'result_answer_sets_check_links'],
  ['result_answer_sets_links_on_update', 'result_answer_sets', 'result_answer_sets_check_links'],
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

  /** A stored result's answer set taken out, to be written again by the test. */
  async function emptiedResult() {
    const { exam, resultId } = await examWithResult();
    const [set] = await rows<{ graded: number[] }>(sql`
      delete from result_answer_sets where result_id = ${resultId} returning graded`);
    return { exam, resultId, graded: set!.graded };
  }

  const insertSet = (resultId: string, graded: number[]) =>
    ctx.db.execute(sql`
      insert into result_answer_sets (result_id, graded, selected, scores, ratings)
      select ${resultId}::uuid, ${`{${graded.join(',')}}`}::int[],
        array_fill(1, array[${graded.length}::int]),
        array_fill(2, array[${graded.length}::int])::numeric[],
        array_fill('correct'::answer_rating, array[${graded.length}::int])`);

  const answersOf = (resultId: string) =>
    ctx.db
      .select()
      .from(resultAnswers)
      .where(eq(resultAnswers.resultId, resultId))
      .orderBy(resultAnswers.position);

  it('refuse answers to a result that does not exist (its foreign key)', async () => {
    const { graded } = await emptiedResult();
    expect(await refusal(insertSet(randomUUID(), graded))).toBe('23503');
  });

  describe('check a statement of answer sets by the distinct snapshots they name (result_answer_sets_links_on_insert)', () => {
    it('take answers naming one snapshot many times', async () => {
      const { resultId, graded } = await emptiedResult();
      await insertSet(resultId, [graded[0]!, graded[0]!, graded[1]!, graded[0]!]);
      expect((await answersOf(resultId)).map((row) => row.position)).toEqual([0, 1, 2, 3]);
    });

    it('refuse them all when one names a snapshot that does not exist', async () => {
      const { resultId, graded } = await emptiedResult();
      expect(await refusal(insertSet(resultId, [...graded, 2_000_000_000]))).toBe('23503');
      expect(await answersOf(resultId)).toHaveLength(0);
    });

    it("refuse a new result's answers graded against a deleted question", async () => {
      const { exam, resultId, graded } = await emptiedResult();
      await ctx.db.delete(questions).where(eq(questions.id, exam.questions[0]!.id));
      expect(await refusal(insertSet(resultId, graded))).toBe('23503');
      expect(await answersOf(resultId)).toHaveLength(0);
    });
  });

  it("refuse pointing an answer at a snapshot that does not exist, and keep a deleted question's (result_answer_sets_links_on_update)", async () => {
    const { exam, resultId } = await examWithResult();
    await ctx.db.delete(questions).where(eq(questions.id, exam.questions[0]!.id));
    const point = (at: number) =>
      ctx.db.execute(sql`
        update result_answer_sets set graded[3] = ${at}::int where result_id = ${resultId}`);
    expect(await refusal(point(2_000_000_000))).toBe('23503');
    const [set] = await rows<{ graded: number[] }>(
      sql`select graded from result_answer_sets where result_id = ${resultId}`,
    );
    await point(set!.graded[2]!);
    expect((await answersOf(resultId)).map((row) => row.questionId)).toEqual([
      null,
      exam.questions[1]!.id,
      exam.questions[2]!.id,
    ]);
  });

  it("delete a result's answers with it (its foreign key)", async () => {
    const { resultId } = await examWithResult();
    expect(await answersOf(resultId)).toHaveLength(3);
    await ctx.db.delete(results).where(eq(results.id, resultId));
    expect(await answersOf(resultId)).toHaveLength(0);
  });

  it("keep a deleted question's answers, marked as of no question (graded_questions' foreign key)", async () => {
    const { exam, resultId } = await examWithResult();
    const question = exam.questions[0]!;
    const before = await answersOf(resultId);
    await ctx.db.delete(questions).where(eq(questions.id, question.id));
    const answers = await answersOf(resultId);
    expect(answers).toHaveLength(3);
    expect(answers[0]!.questionId).toBeNull();
    expect(answers[1]!.questionId).toBe(exam.questions[1]!.id);
    expect(answers.map(({ questionId: _gone, ...rest }) => rest)).toEqual(
      before.map(({ questionId: _gone, ...rest }) => rest),
    );
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
