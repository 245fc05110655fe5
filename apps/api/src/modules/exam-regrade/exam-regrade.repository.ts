import { eq, inArray, sql } from 'drizzle-orm';
import type { AnswerRating } from '@sabora/contract';
import type { Database } from '../../db/client';
import type { Transaction } from '../../db/executor';
import {
  exams,
  questions,
  resultAnswers,
  results,
  users,
  type QuestionRow,
} from '../../db/schema/index';

export type ExamRegradeRepository = ReturnType<typeof createExamRegradeRepository>;

/** One stored answer of a result, as the regrade reads it. */
export interface StoredAnswer {
  questionId: string | null;
  position: number;
  selected: string[];
  correct: string[];
  questionScore: number;
  score: number;
  rating: AnswerRating;
}

/** A stored result with its paper: the answers in position order. */
export interface StoredResult {
  id: string;
  userId: string | null;
  score: number;
  totalScore: number;
  answers: StoredAnswer[];
}

/** What a regrade writes: changed answers, answers that left the paper, changed results. */
export interface RegradeWrites {
  answers: Array<{
    resultId: string;
    position: number;
    correct: string[];
    questionScore: number;
    score: number;
    rating: AnswerRating;
  }>;
  dropped: Array<{ resultId: string; position: number }>;
  results: Array<{ id: string; score: number; totalScore: number }>;
}

// Each statement's JSON stays a few megabytes even at 20,000 results.
const rowsPerStatement = 5000;

function chunks<T>(rows: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += rowsPerStatement) {
    out.push(rows.slice(i, i + rowsPerStatement));
  }
  return out;
}

// Both drivers (pg and PGlite) answer raw statements with `rows`.
const rowsOf = <T>(outcome: unknown) => (outcome as { rows: T[] }).rows;

interface JoinedRow {
  id: string;
  user_id: string | null;
  result_score: string | number;
  total_score: string | number;
  question_id: string | null;
  position: number | null;
  selected: string[] | null;
  correct: string[] | null;
  question_score: string | number | null;
  score: string | number | null;
  rating: AnswerRating | null;
}

export function createExamRegradeRepository(db: Database) {
  /**
   * Every result of the exam with its answers, read in one statement so the
   * results and their answers come from the same snapshot.
   */
  async function storedResults(exec: Database | Transaction, examId: string) {
    const rows = rowsOf<JoinedRow>(
      await exec.execute(sql`
        select r.id, r.user_id, r.score as result_score, r.total_score,
          a.question_id, a.position, a.selected, a.correct, a.question_score, a.score, a.rating
        from ${results} r
        left join ${resultAnswers} a on a.result_id = r.id
        where r.exam_id = ${examId}
        order by r.id, a.position`),
    );
    const byId = new Map<string, StoredResult>();
    for (const row of rows) {
      let result = byId.get(row.id);
      if (!result) {
        result = {
          id: row.id,
          userId: row.user_id,
          score: Number(row.result_score),
          totalScore: Number(row.total_score),
          answers: [],
        };
        byId.set(row.id, result);
      }
      if (row.position === null) continue;
      result.answers.push({
        questionId: row.question_id,
        position: row.position,
        selected: row.selected ?? [],
        correct: row.correct ?? [],
        questionScore: Number(row.question_score),
        score: Number(row.score),
        rating: row.rating!,
      });
    }
    return [...byId.values()];
  }

  async function questionsOf(exec: Database | Transaction, examId: string) {
    return exec.select().from(questions).where(eq(questions.examId, examId));
  }

  async function write(tx: Transaction, writes: RegradeWrites): Promise<void> {
    for (const chunk of chunks(writes.answers)) {
      const input = chunk.map((row) => ({
        result_id: row.resultId,
        position: row.position,
        correct: row.correct,
        question_score: row.questionScore,
        score: row.score,
        rating: row.rating,
      }));
      await tx.execute(sql`
        update ${resultAnswers} as a
        set correct = s.correct, question_score = s.question_score, score = s.score,
          rating = s.rating
        from jsonb_to_recordset(${JSON.stringify(input)}::jsonb) as s(
          result_id uuid, position int, correct text[], question_score numeric, score numeric,
          rating answer_rating)
        where a.result_id = s.result_id and a.position = s.position`);
    }
    for (const chunk of chunks(writes.dropped)) {
      await tx.execute(sql`
        delete from ${resultAnswers} as a
        using unnest(
          ${`{${chunk.map((row) => row.resultId).join(',')}}`}::uuid[],
          ${`{${chunk.map((row) => row.position).join(',')}}`}::int[]
        ) as s(result_id, position)
        where a.result_id = s.result_id and a.position = s.position`);
    }
    for (const chunk of chunks(writes.results)) {
      await tx.execute(sql`
        update ${results} as r
        set score = s.score, total_score = s.total_score
        from unnest(
          ${`{${chunk.map((row) => row.id).join(',')}}`}::uuid[],
          ${`{${chunk.map((row) => row.score).join(',')}}`}::numeric[],
          ${`{${chunk.map((row) => row.totalScore).join(',')}}`}::numeric[]
        ) as s(id, score, total_score)
        where r.id = s.id`);
    }
  }

  return {
    /** The exam's title, or undefined when it does not exist. */
    async examTitle(examId: string): Promise<string | undefined> {
      const [row] = await db.select({ title: exams.title }).from(exams).where(eq(exams.id, examId));
      return row?.title;
    },

    /** A dry run: what is stored now, nothing locked or written. */
    async read(examId: string) {
      const [stored, results] = await Promise.all([
        questionsOf(db, examId),
        storedResults(db, examId),
      ]);
      return { questions: stored, results };
    },

    /**
     * Regrades in one transaction. The exam row is held FOR NO KEY UPDATE
     * first: a second regrade of the exam waits for this one and then reads
     * what it wrote; a submit batch (which share-locks the exam) either
     * committed before, and is read here, or waits and stores a result graded
     * against today's key; the draft sweeper skips the exam until next time.
     * Students' foreign-key checks (KEY SHARE) are not blocked. Undefined
     * when the exam does not exist.
     */
    async regrade<T extends { writes: RegradeWrites }>(
      examId: string,
      plan: (stored: QuestionRow[], found: StoredResult[]) => T,
      after: (tx: Transaction, planned: T) => Promise<void>,
    ): Promise<T | undefined> {
      return db.transaction(async (tx) => {
        const [exam] = await tx
          .select({ id: exams.id })
          .from(exams)
          .where(eq(exams.id, examId))
          .for('no key update');
        if (!exam) return undefined;
        const planned = plan(await questionsOf(tx, examId), await storedResults(tx, examId));
        await write(tx, planned.writes);
        await after(tx, planned);
        return planned;
      });
    },

    /** The students of the changed results, for the admin's table. */
    async students(ids: readonly string[]) {
      const found = [];
      for (const chunk of chunks(ids)) {
        found.push(
          ...(await db
            .select({
              id: users.id,
              name: users.name,
              phone: users.phone,
              fatherPhone: users.fatherPhone,
              governorate: users.governorate,
            })
            .from(users)
            .where(inArray(users.id, chunk))),
        );
      }
      return found;
    },
  };
}
