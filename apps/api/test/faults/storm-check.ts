import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { examDrafts, resultAnswers, results } from '../../src/db/schema/index';
import type { ExamQuestion } from './http-client';
import type { StudentLog } from './exam-storm';
import { versionOf } from './exam-storm';

export interface StormFindings {
  /** Everything that breaks a promise; empty when all is well. */
  problems: string[];
  results: number;
  gradedBySweeper: number;
  draftsLeft: number;
}

/**
 * Compares the database with what the server acknowledged: every student has
 * exactly one result; an acknowledged submit is the result; otherwise the
 * result is the last acknowledged draft or a later one the server received,
 * graded as submitted at the exam's end; no draft is left behind.
 */
export async function checkStorm(
  db: Database,
  exam: { id: string; questions: ExamQuestion[]; endTime: number },
  logs: StudentLog[],
): Promise<StormFindings> {
  const problems: string[] = [];
  const rows = await db
    .select({ id: results.id, userId: results.userId, submittedAt: results.submittedAt })
    .from(results)
    .where(eq(results.examId, exam.id));
  const answers = await db
    .select({
      resultId: resultAnswers.resultId,
      questionId: resultAnswers.questionId,
      selected: resultAnswers.selected,
    })
    .from(resultAnswers)
    .innerJoin(results, eq(results.id, resultAnswers.resultId))
    .where(eq(results.examId, exam.id))
    .orderBy(asc(resultAnswers.position));
  const drafts = await db.select().from(examDrafts).where(eq(examDrafts.examId, exam.id));
  let gradedBySweeper = 0;

  for (const log of logs) {
    const who = `${log.role} ${log.student.id}`;
    const own = rows.filter((row) => row.userId === log.student.id);
    if (own.length !== 1) {
      problems.push(`${who}: ${own.length} results`);
      continue;
    }
    const result = own[0]!;
    const graded = answers.filter((answer) => answer.resultId === result.id);
    if (graded.length !== exam.questions.length) {
      problems.push(
        `${who}: ${graded.length} graded answers for ${exam.questions.length} questions`,
      );
    }
    const kept = versionOf(exam.questions, new Map(graded.map((a) => [a.questionId!, a.selected])));
    const atDeadline = result.submittedAt.getTime() === exam.endTime;
    if (log.submitAcked) {
      if (kept !== 0) problems.push(`${who}: acknowledged submit replaced by draft ${kept}`);
      continue;
    }
    if (kept === 0 && log.submitSent) continue;
    const lastAcked = Math.max(0, ...log.ackedVersions);
    if (!log.sentVersions.includes(kept) || kept < lastAcked) {
      problems.push(`${who}: graded draft ${kept}, last acknowledged ${lastAcked}`);
    }
    if (!atDeadline) problems.push(`${who}: draft graded at ${result.submittedAt.toISOString()}`);
    gradedBySweeper += 1;
  }
  if (drafts.length > 0) problems.push(`${drafts.length} drafts left ungraded`);
  return { problems, results: rows.length, gradedBySweeper, draftsLeft: drafts.length };
}
