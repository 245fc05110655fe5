import { and, eq, exists, lte, sql } from 'drizzle-orm';
import type { GradedSubmission } from '@sabora/contract';
import type { Database } from '../../db/client';
import {
  examDrafts,
  exams,
  questions,
  resultAnswers,
  results,
  type ExamDraftRow,
  type NewResultAnswerRow,
  type QuestionRow,
} from '../../db/schema/index';

export type SubmissionsRepository = ReturnType<typeof createSubmissionsRepository>;

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface StudentGrade {
  userId: string;
  graded: GradedSubmission;
}

// Well under PostgreSQL's 65,535 parameters per statement.
const rowsPerInsert = 4000;

function chunks<T>(rows: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += rowsPerInsert) out.push(rows.slice(i, i + rowsPerInsert));
  return out;
}

/** The graded answers with a copy of what they were graded against. */
function answerRows(
  submission: GradedSubmission,
  gradedAgainst: readonly QuestionRow[],
): Array<Omit<NewResultAnswerRow, 'resultId'>> {
  const byId = new Map(gradedAgainst.map((question) => [question.id, question]));
  return submission.answers.map((answer, position) => {
    const question = byId.get(answer.question)!;
    return {
      questionId: question.id,
      position,
      selected: answer.selected,
      correct: question.correct,
      questionScore: question.score,
      score: answer.score,
      rating: answer.rating,
    };
  });
}

/** Stores many results' graded answers, in as few statements as the parameter limit allows. */
async function insertAnswers(
  tx: Transaction,
  graded: ReadonlyArray<{ resultId: string; graded: GradedSubmission }>,
  gradedAgainst: readonly QuestionRow[],
): Promise<void> {
  const rows = graded.flatMap(({ resultId, graded: submission }) =>
    answerRows(submission, gradedAgainst).map((row): NewResultAnswerRow => ({ ...row, resultId })),
  );
  for (const chunk of chunks(rows)) await tx.insert(resultAnswers).values(chunk);
}

export function createSubmissionsRepository(db: Database) {
  return {
    async findResult(examId: string, userId: string) {
      const [row] = await db
        .select({ id: results.id, submittedAt: results.submittedAt })
        .from(results)
        .where(and(eq(results.examId, examId), eq(results.userId, userId)))
        .limit(1);
      return row;
    },

    /** One statement on the primary key: cheap enough to run on every debounced save. */
    async saveDraft(
      examId: string,
      userId: string,
      selections: Record<string, string[]>,
      at: Date,
    ): Promise<void> {
      await db
        .insert(examDrafts)
        .values({ examId, userId, selections, updatedAt: at })
        .onConflictDoUpdate({
          target: [examDrafts.userId, examDrafts.examId],
          set: { selections, updatedAt: at },
        });
    },

    /**
     * Stores the result, its answers and drops the draft in one statement (so
     * one round trip and one implicit transaction: all of it or none). The
     * unique (exam, student) key decides between racing submits: the loser
     * inserts nothing and gets the winner's result id.
     */
    async submit(
      examId: string,
      { userId, graded }: StudentGrade,
      gradedAgainst: readonly QuestionRow[],
      submittedAt: Date,
    ): Promise<{ id: string; submittedAt: Date; created: boolean }> {
      const answers = answerRows(graded, gradedAgainst).map((row) => ({
        question_id: row.questionId,
        position: row.position,
        selected: row.selected,
        correct: row.correct,
        question_score: row.questionScore,
        score: row.score,
        rating: row.rating,
      }));
      const outcome = await db.execute(sql`
        with created as (
          insert into ${results} (exam_id, user_id, score, total_score, submitted_at)
          values (${examId}, ${userId}, ${graded.score}, ${graded.totalScore}, ${submittedAt.toISOString()}::timestamptz)
          on conflict (exam_id, user_id) do nothing
          returning id, submitted_at
        ), answers as (
          insert into ${resultAnswers}
            (result_id, question_id, position, selected, correct, question_score, score, rating)
          select created.id, a.question_id, a.position, a.selected, a.correct, a.question_score, a.score, a.rating
          from created cross join jsonb_to_recordset(${JSON.stringify(answers)}::jsonb) as a(
            question_id uuid, position int, selected text[], correct text[],
            question_score numeric, score numeric, rating answer_rating)
        ), dropped as (
          delete from ${examDrafts}
          where exam_id = ${examId} and user_id = ${userId} and exists (select 1 from created)
        )
        select id, (extract(epoch from submitted_at) * 1000)::float8 as at from created`);
      // Both drivers (pg and PGlite) answer raw statements with `rows`.
      const [created] = (outcome as unknown as { rows: Array<{ id: string; at: number }> }).rows;
      if (created) return { id: created.id, submittedAt: new Date(created.at), created: true };
      const [first] = await db
        .select({ id: results.id, submittedAt: results.submittedAt })
        .from(results)
        .where(and(eq(results.examId, examId), eq(results.userId, userId)));
      return { ...first!, created: false };
    },

    /** Timed exams whose window closed by `closedBy` and that still have drafts. */
    async closedExamsWithDrafts(closedBy: Date): Promise<string[]> {
      const rows = await db
        .select({ id: exams.id })
        .from(exams)
        .where(
          and(
            eq(exams.isTimed, true),
            lte(exams.endTime, closedBy),
            exists(db.select().from(examDrafts).where(eq(examDrafts.examId, exams.id))),
          ),
        );
      return rows.map((row) => row.id);
    },

    /**
     * Grades the exam's drafts as submitted at its end, all or nothing. The
     * exam row is locked against other sweepers (they skip it; submits, which
     * only read the key, are not held up), the drafts are deleted as they are
     * read, and results go in with ON CONFLICT DO NOTHING, so a crash rolls
     * everything back for the next sweep and no student is graded twice.
     * Answers how many results were created.
     */
    async closeDrafts(
      examId: string,
      closedBy: Date,
      grade: (gradedAgainst: QuestionRow[], drafts: ExamDraftRow[]) => StudentGrade[],
    ): Promise<number> {
      return db.transaction(async (tx) => {
        const [exam] = await tx
          .select({ endTime: exams.endTime })
          .from(exams)
          .where(and(eq(exams.id, examId), eq(exams.isTimed, true), lte(exams.endTime, closedBy)))
          .for('no key update', { skipLocked: true });
        if (!exam?.endTime) return 0;
        const drafts = await tx.delete(examDrafts).where(eq(examDrafts.examId, examId)).returning();
        if (drafts.length === 0) return 0;
        const stored = await tx.select().from(questions).where(eq(questions.examId, examId));
        const grades = grade(stored, drafts);
        const created: Array<{ id: string; userId: string | null }> = [];
        for (const chunk of chunks(grades)) {
          created.push(
            ...(await tx
              .insert(results)
              .values(
                chunk.map(({ userId, graded }) => ({
                  examId,
                  userId,
                  score: graded.score,
                  totalScore: graded.totalScore,
                  submittedAt: exam.endTime!,
                })),
              )
              .onConflictDoNothing({ target: [results.examId, results.userId] })
              .returning({ id: results.id, userId: results.userId })),
          );
        }
        const byUser = new Map(grades.map((entry) => [entry.userId, entry.graded]));
        await insertAnswers(
          tx,
          created.map((result) => ({ resultId: result.id, graded: byUser.get(result.userId!)! })),
          stored,
        );
        return created.length;
      });
    },
  };
}
