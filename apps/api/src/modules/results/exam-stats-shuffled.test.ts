import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerEntriesOf, type StudentQuestion } from '@sabora/contract';
import { rowsOf } from '../../db/executor';
import { gradedQuestions } from '../../db/schema/index';
import { adminToken, studentWith } from '../../../test/support/catalogue-fixtures';
import {
  examCalls,
  insertExamWithQuestions,
  type InsertedExam,
} from '../../../test/support/exam-fixtures';
import { buildTestApp, type TestContext } from '../../../test/support/helper';

let ctx: TestContext;
let calls: ReturnType<typeof examCalls>;
let admin: string;
let exam: InsertedExam;
/** `question option` → how many students were shown that option first and picked it. */
const pickedFirst = new Map<string, number>();

beforeAll(async () => {
  ctx = await buildTestApp();
  calls = examCalls(ctx);
  admin = await adminToken(ctx);
  exam = await insertExamWithQuestions(ctx, {
    values: { shuffleQuestions: true, shuffleOptions: true },
  });
  for (let n = 0; n < 8; n++) {
    const student = await studentWith(ctx);
    const page = (await calls.open(exam.row.id, student.token)).json<{
      questions: StudentQuestion[];
    }>();
    // Each student ticks whatever their page shows first: a different option for different students.
    const picks: Record<string, string[]> = {};
    for (const question of page.questions) {
      const first = question.options[0]!;
      picks[question._id] = [first];
      const key = `${question._id} ${first}`;
      pickedFirst.set(key, (pickedFirst.get(key) ?? 0) + 1);
    }
    const submitted = await calls.submit(
      exam.row.id,
      student.token,
      answerEntriesOf(exam.row.id, picks),
    );
    expect(submitted.statusCode).toBe(200);
  }
});
afterAll(() => ctx.close());

describe('statistics of an exam with shuffled options', () => {
  it('count each pick against the stored option, whatever order the student saw', async () => {
    // Shuffling showed the students more than one option first.
    expect(pickedFirst.size).toBeGreaterThan(exam.questions.length);
    const response = await calls.send('GET', `/admin/exam-results/${exam.row.id}/stats`, admin);
    expect(response.statusCode).toBe(200);
    const { questions } = response.json<{
      questions: Array<{
        _id: string;
        options: Array<{ option: string; picks: number; isCorrect: boolean }>;
      }>;
    }>();
    expect(questions.map((question) => question._id)).toEqual(exam.questions.map((q) => q.id));
    for (const [index, stored] of exam.questions.entries()) {
      // In the admin's option order, each with the picks of the students shown it first.
      const options = questions[index]!.options.map(({ option, picks, isCorrect }) => ({
        option,
        picks,
        isCorrect,
      }));
      expect(options).toEqual(
        stored.options.map((option) => ({
          option,
          picks: pickedFirst.get(`${stored.id} ${option}`) ?? 0,
          isCorrect: stored.correct.includes(option),
        })),
      );
    }
  });

  it('grade every shuffled paper against one snapshot per question, the options in the admin order', async () => {
    const snapshots = await rowsOf<{ questionId: string; options: string[] }>(
      ctx.db,
      sql`select question_id as "questionId", options from ${gradedQuestions}
          where question_id in (${sql.join(
            exam.questions.map((question) => sql`${question.id}`),
            sql`, `,
          )})`,
    );
    expect(snapshots).toHaveLength(exam.questions.length);
    for (const stored of exam.questions) {
      expect(snapshots.find((row) => row.questionId === stored.id)?.options).toEqual(
        stored.options,
      );
    }
  });
});
