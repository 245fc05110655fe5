import { sql, type SQLWrapper } from 'drizzle-orm';

/** What the exam page and the draft save need to know about one student. */
export interface StudentExamState {
  result: { id: string; submittedAt: Date } | undefined;
  draft: Record<string, string[]> | undefined;
}

/** Which student in which exam. */
export interface StudentExamKey {
  examId: string;
  userId: string;
}

export const studentExamKey = (key: StudentExamKey) => `${key.examId}:${key.userId}`;

/**
 * The student's result and draft as sub-selects. Written with aliases: in a
 * select list drizzle names columns without their table.
 */
export function studentStateColumns(examId: SQLWrapper, userId: SQLWrapper) {
  return {
    resultId: sql<string | null>`(select r.id::text from results r
      where r.exam_id = ${examId} and r.user_id = ${userId})`,
    resultAt: sql<number | null>`(select (extract(epoch from r.submitted_at) * 1000)::float8
      from results r where r.exam_id = ${examId} and r.user_id = ${userId})`,
    selections: sql<Record<string, string[]> | null>`(select d.selections
      from exam_drafts d where d.exam_id = ${examId} and d.user_id = ${userId})`,
  };
}

export function toStudentState(row: {
  resultId: string | null;
  resultAt: number | null;
  selections: Record<string, string[]> | null;
}): StudentExamState {
  return {
    result:
      row.resultId && row.resultAt !== null
        ? { id: row.resultId, submittedAt: new Date(Number(row.resultAt)) }
        : undefined,
    draft: row.selections ?? undefined,
  };
}
