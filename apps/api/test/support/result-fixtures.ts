import { gradeSubmission } from '@sabora/contract';
import type { NewUserRow, UserRow } from '../../src/db/schema/index';
import { gradableOf } from '../../src/modules/exam-taking/exam-grading';
import { createSubmissionsRepository } from '../../src/modules/exam-taking/submissions.repository';
import { insertStudents, selectionsFor, type InsertedExam } from './exam-fixtures';
import type { TestContext } from './helper';

/**
 * Graded results stored the way a submit stores them, one new student per
 * list of picks (by question position), for statistics, lists and exports.
 */
export async function storeResults(
  ctx: TestContext,
  exam: InsertedExam,
  picks: Array<Array<string[] | undefined>>,
  student: Partial<NewUserRow> = {},
): Promise<UserRow[]> {
  const submissions = createSubmissionsRepository(ctx.db);
  const students = await insertStudents(ctx, picks.length, student);
  for (const [index, row] of students.entries()) {
    const selections = Object.entries(selectionsFor(exam, picks[index]!));
    const outcome = gradeSubmission(
      exam.questions.map(gradableOf),
      selections.map(([question, selected]) => ({ question, selected })),
    );
    if (!outcome.ok) throw new Error('the picks must grade');
    await submissions.submit(
      exam.row.id,
      { userId: row.id, graded: outcome.graded },
      exam.questions,
      new Date(ctx.clock.now()),
    );
  }
  return students;
}
