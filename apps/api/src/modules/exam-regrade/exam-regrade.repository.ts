import { eq, inArray, sql } from 'drizzle-orm';
import type { AnswerRating } from '@sabora/contract';
import type { Database } from '../../db/client';
import { rowsOf, type Transaction } from '../../db/executor';
import {
  exams,
  gradedQuestions,
  questions,
  resultAnswerSets,
  results,
  users,
  type QuestionRow,
} from '../../db/schema/index';
import { gradedQuestionIds, type AnswerSet, type GradingFacts } from '../results/answer-sets';

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
  /** The result_answer_sets row the answers were read from, for the rewrite. */
  set: AnswerSet;
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

interface JoinedRow {
  id: string;
  user_id: string | null;
  result_score: string | number;
  total_score: string | number;
  graded: number | null;
  mask: number | null;
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
   * results and their answers come from the same snapshot. Read from the base
   * rows, as the result_answers view reads them (migration 0025), with each
   * answer's snapshot id and chosen bits besides: the rewrite starts from the
   * very rows the plan saw, without reading them again.
   */
  async function storedResults(exec: Database | Transaction, examId: string) {
    const rows = await rowsOf<JoinedRow>(
      exec,
      sql`
        select r.id, r.user_id, r.score as result_score, r.total_score,
          a.graded, a.mask, g.question_id, (a.n - 1)::int as position,
          chosen_options(g.options, a.mask) as selected, g.correct,
          g.score as question_score, a.score, a.rating
        from ${results} r
        left join ${resultAnswerSets} s on s.result_id = r.id
        left join lateral unnest(s.graded, s.selected, s.scores, s.ratings)
          with ordinality as a(graded, mask, score, rating, n) on true
        left join ${gradedQuestions} g on g.id = a.graded
        where r.exam_id = ${examId}
        order by r.id, a.n`,
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
          set: { graded: [], selected: [], scores: [], ratings: [] },
        };
        byId.set(row.id, result);
      }
      if (row.position === null) continue;
      result.set.graded.push(row.graded!);
      result.set.selected.push(row.mask!);
      result.set.scores.push(Number(row.score));
      result.set.ratings.push(row.rating!);
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

  /**
   * Rewrites the answer sets the regrade touched (decision 0237), from the
   * rows the plan was made from (read in this transaction, under the exam's
   * lock). A changed answer is graded against a new snapshot: its question and
   * options as before (so the bits of its choices still name them), today's
   * correct options and score.
   */
  async function writeAnswers(
    tx: Transaction,
    found: readonly StoredResult[],
    writes: RegradeWrites,
  ): Promise<void> {
    const stored = new Map(found.map((result) => [result.id, result.set]));
    const touched = [
      ...new Set([...writes.answers, ...writes.dropped].map((answer) => answer.resultId)),
    ];
    for (const ids of chunks(touched)) {
      // Copies: the plan's results stay as read.
      const sets = ids.map((id) => {
        const { graded, selected, scores, ratings } = stored.get(id)!;
        return {
          result_id: id,
          graded: [...graded],
          selected: [...selected],
          scores: [...scores],
          ratings: [...ratings],
        };
      });
      const byResult = new Map(sets.map((set) => [set.result_id, set]));
      const chunkIds = new Set(ids);
      const changes = writes.answers.filter((answer) => chunkIds.has(answer.resultId));
      const named = [
        ...new Set(
          changes.map((change) => byResult.get(change.resultId)!.graded[change.position]!),
        ),
      ];
      const snapshots = new Map(
        (
          await rowsOf<{ id: number; question_id: string | null; options: string[] }>(
            tx,
            sql`select id, question_id, options from ${gradedQuestions}
              where id = any(${`{${named.join(',')}}`}::int[])`,
          )
        ).map((row) => [row.id, row]),
      );
      // A regrade changes one question's key for many results: each old snapshot
      // and new key makes one new snapshot, however many answers move to it.
      const factsByKey = new Map<string, GradingFacts>();
      const keys = changes.map((change) => {
        const before = byResult.get(change.resultId)!.graded[change.position]!;
        const key = JSON.stringify([before, change.correct, change.questionScore]);
        if (!factsByKey.has(key)) {
          const snapshot = snapshots.get(before)!;
          factsByKey.set(key, {
            id: snapshot.question_id,
            options: snapshot.options,
            correct: change.correct,
            score: change.questionScore,
          });
        }
        return key;
      });
      const made = await gradedQuestionIds(tx, [...factsByKey.values()]);
      const madeFor = new Map([...factsByKey.keys()].map((key, n) => [key, made[n]!]));
      changes.forEach((change, n) => {
        const set = byResult.get(change.resultId)!;
        set.graded[change.position] = madeFor.get(keys[n]!)!;
        set.scores[change.position] = change.score;
        set.ratings[change.position] = change.rating;
      });
      const dropped = writes.dropped
        .filter((answer) => chunkIds.has(answer.resultId))
        .sort((a, b) => b.position - a.position);
      for (const { resultId, position } of dropped) {
        const set = byResult.get(resultId)!;
        for (const column of [set.graded, set.selected, set.scores, set.ratings]) {
          column.splice(position, 1);
        }
      }
      await tx.execute(sql`
        update ${resultAnswerSets} as a
        set graded = s.graded, selected = s.selected, scores = s.scores, ratings = s.ratings
        from jsonb_to_recordset(${JSON.stringify(sets)}::jsonb) as s(
          result_id uuid, graded int[], selected int[], scores numeric[], ratings answer_rating[])
        where a.result_id = s.result_id`);
    }
  }

  async function write(
    tx: Transaction,
    found: readonly StoredResult[],
    writes: RegradeWrites,
  ): Promise<void> {
    await writeAnswers(tx, found, writes);
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
        const stored = await questionsOf(tx, examId);
        const found = await storedResults(tx, examId);
        const planned = plan(stored, found);
        await write(tx, found, planned.writes);
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
