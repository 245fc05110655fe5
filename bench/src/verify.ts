import { and, eq, sql } from 'drizzle-orm';
import { openDatabase, type DatabaseTarget } from '../../apps/api/src/db/client';
import { examDrafts, resultAnswers, results } from '../../apps/api/src/db/schema/index';
import { questionsPerExam } from './seed';

export interface StormCheck {
  examId: string;
  acknowledged: number;
  storedResults: number;
  /** Acknowledged with 2xx but not in the database. */
  lost: number;
  /** More than one result for one student (the unique key should make this impossible). */
  duplicated: number;
  /** Results without exactly one stored answer per question. */
  incomplete: number;
  /** Drafts kept by students who have a result: a submit drops its draft. */
  draftsLeft: number;
}

/** Reads what the storms left in the database, after the API has stopped. */
export async function checkStorms(
  target: DatabaseTarget,
  storms: Array<{ examId: string; acknowledged: string[] }>,
): Promise<StormCheck[]> {
  const handle = openDatabase(target);
  try {
    const checks: StormCheck[] = [];
    for (const { examId, acknowledged } of storms) {
      const rows = await handle.db
        .select({
          userId: results.userId,
          results: sql<number>`count(distinct ${results.id})::int`,
          answers: sql<number>`count(${resultAnswers.position})::int`,
        })
        .from(results)
        .leftJoin(resultAnswers, eq(resultAnswers.resultId, results.id))
        .where(eq(results.examId, examId))
        .groupBy(results.userId);
      const byUser = new Map(rows.map((row) => [row.userId, row]));
      const [drafts] = await handle.db
        .select({ left: sql<number>`count(*)::int` })
        .from(examDrafts)
        .innerJoin(
          results,
          and(eq(results.examId, examDrafts.examId), eq(results.userId, examDrafts.userId)),
        )
        .where(eq(examDrafts.examId, examId));
      checks.push({
        examId,
        acknowledged: acknowledged.length,
        storedResults: rows.reduce((sum, row) => sum + row.results, 0),
        lost: acknowledged.filter((id) => !byUser.has(id)).length,
        duplicated: rows.filter((row) => row.results !== 1).length,
        incomplete: rows.filter((row) => row.answers !== row.results * questionsPerExam).length,
        draftsLeft: drafts!.left,
      });
    }
    return checks;
  } finally {
    await handle.close();
  }
}
