import { and, asc, eq, exists, inArray, lte, or, sql } from 'drizzle-orm';
import { keptPerObject, type GradedSubmission } from '@sabora/contract';
import type { Database } from '../../db/client';
import {
  examDrafts,
  examOverrides,
  exams,
  questions,
  resultAnswerSets,
  results,
  type ExamDraftRow,
  type ExamRow,
  type QuestionRow,
} from '../../db/schema/index';
import {
  answerSetOf,
  createGradedQuestionCache,
  gradedQuestionIds,
  insertAnswerSets,
  type GradingFacts,
} from '../results/answer-sets';

export type SubmissionsRepository = ReturnType<typeof createSubmissionsRepository>;

export interface StudentGrade {
  userId: string;
  graded: GradedSubmission;
}

/** A checked and graded submit, ready to store. */
export interface Submission extends StudentGrade {
  examId: string;
  /**
   * The exam's questions as kept, which the answers' snapshots copy: not the
   * student's paper, whose shuffled options are the same options in another
   * order (grading reads options by their text). Every paper of an exam then
   * shares one snapshot per question, made once per process, and its bits
   * follow the admin's order, as the draft sweeper's do.
   */
  gradedAgainst: readonly QuestionRow[];
  submittedAt: Date;
}

/** The student's result: theirs (`created`), or the one that beat it to the unique key. */
export interface SavedSubmission {
  id: string;
  submittedAt: Date;
  created: boolean;
}

// Well under PostgreSQL's 65,535 parameters per statement.
const rowsPerInsert = 4000;

function chunks<T>(rows: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += rowsPerInsert) out.push(rows.slice(i, i + rowsPerInsert));
  return out;
}

/**
 * The end of a student's own window (contract `studentTiming`): their own
 * end or the exam's, lengthened by their extra minutes. The override is
 * left-joined, so a student without one gets the exam's end.
 */
export function ownEnd(override: typeof examOverrides) {
  return sql`(coalesce(${override.endTime}, ${exams.endTime}) + make_interval(mins => coalesce(${override.extraMinutes}, 0)))`;
}

const draftsOverride = and(
  eq(examOverrides.examId, examDrafts.examId),
  eq(examOverrides.userId, examDrafts.userId),
);

/**
 * Every submit of an exam names the exam's kept questions (`gradedAgainst`),
 * so their index is made once, not once per submit.
 */
const questionsById = keptPerObject(
  (paper: readonly QuestionRow[]) => new Map(paper.map((question) => [question.id, question])),
);

/**
 * A batch as the submit statement reads it: each submit with its answers as
 * one set (decision 0237), each answer naming what it was graded against by
 * its graded_questions id and its choices as bits, so the parameter carries
 * neither the questions nor any option's text.
 */
function compactBatch(submissions: readonly Submission[], idOf: (facts: GradingFacts) => number) {
  return submissions.map((submission, n) => {
    const byId = questionsById(submission.gradedAgainst);
    return {
      n,
      exam_id: submission.examId,
      user_id: submission.userId,
      score: submission.graded.score,
      total_score: submission.graded.totalScore,
      submitted_at: submission.submittedAt.toISOString(),
      ...answerSetOf(submission.graded.answers, (question) => byId.get(question)!, idOf),
    };
  });
}

export function createSubmissionsRepository(db: Database) {
  const gradedQuestionIdsOf = createGradedQuestionCache();

  /**
   * Stores many submissions in one statement: one round trip and one commit
   * (all of them or none). Each result goes in with its answers and drops its
   * draft. The unique (exam, student) key decides between racing submits, in
   * this call or another: the loser inserts nothing and gets the winner's
   * result. Answers in the order of `submissions`.
   */
  async function submitAll(submissions: readonly Submission[]): Promise<SavedSubmission[]> {
    const idOf = await gradedQuestionIdsOf(
      db,
      submissions.flatMap((submission) => submission.gradedAgainst),
    );
    const input = compactBatch(submissions, idOf);
    // `firsts` keeps the first of a repeated (exam, student): the others are
    // losers of the race. Sorting by the key takes the unique index's locks in
    // one order, so batches running side by side cannot deadlock. The exams are
    // share-locked before any result goes in (the count is evaluated once,
    // first): a draft sweep holding the exam is waited for, and one starting
    // now skips the exam until the next sweep, instead of the two deadlocking
    // over a student's result and draft.
    const outcome = await db.execute(sql`
      with firsts as (
        select distinct on (exam_id, user_id) *
        from jsonb_to_recordset(${JSON.stringify(input)}::jsonb) as s(
          n int, exam_id uuid, user_id uuid, score numeric, total_score numeric,
          submitted_at timestamptz, graded int[], selected int[], scores numeric[],
          ratings answer_rating[])
        order by exam_id, user_id, n
      ), held as materialized (
        select id from ${exams} where id in (select exam_id from firsts) order by id for share
      ), created as (
        insert into ${results} (exam_id, user_id, score, total_score, submitted_at)
        select exam_id, user_id, score, total_score, submitted_at from firsts
        where (select count(*) from held) >= 0
        order by exam_id, user_id
        on conflict (exam_id, user_id) do nothing
        returning id, exam_id, user_id, submitted_at
      ), answers as (
        insert into ${resultAnswerSets} (result_id, graded, selected, scores, ratings)
        select created.id, firsts.graded, firsts.selected, firsts.scores, firsts.ratings
        from created
        join firsts on firsts.exam_id = created.exam_id and firsts.user_id = created.user_id
      ), dropped as (
        delete from ${examDrafts} as draft
        using created
        where draft.exam_id = created.exam_id and draft.user_id = created.user_id
      )
      select firsts.n, created.id, (extract(epoch from created.submitted_at) * 1000)::float8 as at
      from created
      join firsts on firsts.exam_id = created.exam_id and firsts.user_id = created.user_id`);
    // Both drivers (pg and PGlite) answer raw statements with `rows`.
    const rows = (outcome as unknown as { rows: Array<{ n: number; id: string; at: number }> })
      .rows;
    const saved: Array<SavedSubmission | undefined> = [];
    for (const row of rows) {
      saved[row.n] = { id: row.id, submittedAt: new Date(row.at), created: true };
    }
    const lost = submissions.filter((_submission, n) => !saved[n]);
    if (lost.length === 0) return saved as SavedSubmission[];
    // Committed by the winner before our insert gave way, so visible now.
    const winners = await db
      .select({
        id: results.id,
        examId: results.examId,
        userId: results.userId,
        submittedAt: results.submittedAt,
      })
      .from(results)
      .where(
        or(
          ...lost.map((submission) =>
            and(eq(results.examId, submission.examId), eq(results.userId, submission.userId)),
          ),
        ),
      );
    return submissions.map((submission, n) => {
      const own = saved[n];
      if (own) return own;
      const winner = winners.find(
        (row) => row.examId === submission.examId && row.userId === submission.userId,
      );
      // Only if the winning result was deleted in between; the caller retries it alone.
      if (!winner) throw new Error('a refused submission has no winning result');
      return { id: winner.id, submittedAt: winner.submittedAt, created: false };
    });
  }

  return {
    submitAll,

    async findResult(examId: string, userId: string) {
      const [row] = await db
        .select({ id: results.id, submittedAt: results.submittedAt })
        .from(results)
        .where(and(eq(results.examId, examId), eq(results.userId, userId)))
        .limit(1);
      return row;
    },

    /**
     * Keeps the student's draft unless they have a result: one statement on
     * primary keys, cheap enough for every debounced save. False when a result
     * was there, so nothing was kept.
     */
    async saveDraft(
      examId: string,
      userId: string,
      selections: Readonly<Record<string, readonly string[]>>,
      at: Date,
    ): Promise<boolean> {
      const outcome = await db.execute(sql`
        insert into ${examDrafts} (exam_id, user_id, selections, updated_at)
        select ${examId}, ${userId}, ${JSON.stringify(selections)}::jsonb, ${at.toISOString()}
        where not exists (
          select 1 from ${results} where exam_id = ${examId} and user_id = ${userId})
        on conflict (user_id, exam_id)
          do update set selections = excluded.selections, updated_at = excluded.updated_at
        returning 1 as kept`);
      // Both drivers (pg and PGlite) answer raw statements with `rows`.
      return (outcome as unknown as { rows: unknown[] }).rows.length > 0;
    },

    /** One submission on its own (see `submitAll`). */
    async submit(
      examId: string,
      { userId, graded }: StudentGrade,
      gradedAgainst: readonly QuestionRow[],
      submittedAt: Date,
    ): Promise<SavedSubmission> {
      const [saved] = await submitAll([{ examId, userId, graded, gradedAgainst, submittedAt }]);
      return saved!;
    },

    /**
     * Timed exams with a draft whose student's own window closed by
     * `closedBy`: the exam's end, or theirs when the teacher gave them one.
     */
    async closedExamsWithDrafts(closedBy: Date): Promise<string[]> {
      const rows = await db
        .select({ id: exams.id })
        .from(exams)
        .where(
          and(
            eq(exams.isTimed, true),
            // Cheap first: the exam ended, or someone's own window did.
            or(
              lte(exams.endTime, closedBy),
              exists(
                db
                  .select()
                  .from(examOverrides)
                  .where(
                    and(eq(examOverrides.examId, exams.id), lte(ownEnd(examOverrides), closedBy)),
                  ),
              ),
            ),
            exists(
              db
                .select()
                .from(examDrafts)
                .leftJoin(examOverrides, draftsOverride)
                .where(and(eq(examDrafts.examId, exams.id), lte(ownEnd(examOverrides), closedBy))),
            ),
          ),
        );
      return rows.map((row) => row.id);
    },

    /**
     * Grades the drafts whose student's own window closed, each as submitted
     * at that window's end, all or nothing. The exam row is locked against
     * other sweepers and submit batches (a sweeper skips an exam either
     * holds; a batch waits for the sweep, which is short and only takes
     * drafts of students who can no longer submit, while a student with
     * extra time still can), the drafts are deleted as they are read, and
     * results go in with ON CONFLICT DO NOTHING, so a crash rolls
     * everything back for the next sweep and no student is graded twice.
     * Answers how many results were created. `grade` gets the exam (each
     * student's paper is cut from it) and its questions in the admin's order.
     */
    async closeDrafts(
      examId: string,
      closedBy: Date,
      grade: (exam: ExamRow, questions: QuestionRow[], drafts: ExamDraftRow[]) => StudentGrade[],
    ): Promise<number> {
      return db.transaction(async (tx) => {
        const [exam] = await tx
          .select()
          .from(exams)
          .where(and(eq(exams.id, examId), eq(exams.isTimed, true)))
          .for('no key update', { skipLocked: true });
        if (!exam?.endTime) return 0;
        // Only the drafts whose student's own window closed: a student with
        // extra time or a make-up keeps theirs until then.
        const due = await tx
          .select({
            userId: examDrafts.userId,
            endsAt: sql<number>`(extract(epoch from ${ownEnd(examOverrides)}) * 1000)::float8`,
          })
          .from(examDrafts)
          .innerJoin(exams, eq(exams.id, examDrafts.examId))
          .leftJoin(examOverrides, draftsOverride)
          .where(and(eq(examDrafts.examId, examId), lte(ownEnd(examOverrides), closedBy)));
        if (due.length === 0) return 0;
        const drafts = await tx
          .delete(examDrafts)
          .where(
            and(
              eq(examDrafts.examId, examId),
              inArray(
                examDrafts.userId,
                due.map((draft) => draft.userId),
              ),
            ),
          )
          .returning();
        if (drafts.length === 0) return 0;
        // Each as submitted at the end of their own window.
        const endsAt = new Map(due.map((draft) => [draft.userId, new Date(Number(draft.endsAt))]));
        const stored = await tx
          .select()
          .from(questions)
          .where(eq(questions.examId, examId))
          .orderBy(asc(questions.position), asc(questions.id));
        const grades = grade(exam, stored, drafts);
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
                  submittedAt: endsAt.get(userId) ?? exam.endTime!,
                })),
              )
              .onConflictDoNothing({ target: [results.examId, results.userId] })
              .returning({ id: results.id, userId: results.userId })),
          );
        }
        const byUser = new Map(grades.map((entry) => [entry.userId, entry.graded]));
        const byQuestion = new Map(stored.map((question) => [question.id, question]));
        // Not the process's cache: these ids are made in a transaction that may roll back.
        const ids = await gradedQuestionIds(tx, stored);
        const idOf = new Map(stored.map((question, n) => [question as GradingFacts, ids[n]!]));
        const sets = created.map((result) => ({
          resultId: result.id,
          set: answerSetOf(
            byUser.get(result.userId!)!.answers,
            (question) => byQuestion.get(question)!,
            (facts) => idOf.get(facts)!,
          ),
        }));
        for (const chunk of chunks(sets)) await insertAnswerSets(tx, chunk);
        return created.length;
      });
    },
  };
}
