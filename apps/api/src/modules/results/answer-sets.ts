import { sql } from 'drizzle-orm';
import type { AnswerRating } from '@sabora/contract';
import { rowsOf, type Executor } from '../../db/executor';
import { gradedQuestions, resultAnswerSets } from '../../db/schema/index';

/** What an answer is graded against: the question's id, options, correct options and score. */
export interface GradingFacts {
  /** Null for a deleted question's. */
  id: string | null;
  options: readonly string[];
  correct: readonly string[];
  score: number;
}

/** A result's answers as result_answer_sets stores them (decision 0237): one array per column. */
export interface AnswerSet {
  graded: number[];
  selected: number[];
  scores: number[];
  ratings: AnswerRating[];
}

/**
 * The chosen options as bits of `options` (bit k for the option at k). The
 * contract's grading refuses an option the question does not have, and a
 * snapshot lists at most 31, so every choice has its bit.
 */
export function optionMask(options: readonly string[], selected: readonly string[]): number {
  let mask = 0;
  for (const option of selected) {
    const at = options.indexOf(option);
    if (at < 0) throw new Error(`option outside what it was graded against: ${option}`);
    mask |= 1 << at;
  }
  return mask;
}

/**
 * The graded_questions rows of these facts, made if new. Two admins' edits of
 * one question are two facts, two rows; the same facts again are the same
 * row, in any process. Rows found are only read, never rewritten: the draft
 * sweeper asks for its exams' forty snapshots on every sweep, and an upsert
 * left forty dead rows and their WAL each time.
 *
 * One statement finds what exists and inserts the rest `ON CONFLICT DO
 * NOTHING`. A row another transaction inserted meanwhile is neither in that
 * statement's snapshot nor returned by it (the insert waits for that
 * transaction and does nothing once it commits), so a second statement reads
 * those few: under READ COMMITTED it sees every row committed before it began.
 * Facts of a deleted question (no question id) always make a new row, as the
 * unique index lets nulls repeat.
 */
export async function gradedQuestionIds(
  db: Executor,
  facts: readonly GradingFacts[],
): Promise<number[]> {
  if (facts.length === 0) return [];
  const input = facts.map((fact, n) => ({
    n,
    question_id: fact.id,
    options: fact.options,
    correct: fact.correct,
    score: fact.score,
  }));
  const rows = await rowsOf<{ n: number; id: number | null; question_id: string; digest: string }>(
    db,
    sql`
      with input as (
        select s.*, graded_question_digest(s.options, s.correct, s.score) as digest
        from jsonb_to_recordset(${JSON.stringify(input)}::jsonb)
          as s(n int, question_id uuid, options text[], correct text[], score numeric)
      ), found as (
        select input.n, g.id
        from input
        join ${gradedQuestions} g on g.question_id = input.question_id and g.digest = input.digest
      ), made as (
        insert into ${gradedQuestions} (question_id, options, correct, score, digest)
        select distinct on (question_id, digest) question_id, options, correct, score, digest
        from input
        where input.n not in (select n from found)
        order by question_id, digest, n
        on conflict (question_id, digest) do nothing
        returning id, question_id, digest
      )
      select input.n, coalesce(found.id, made.id) as id, input.question_id, input.digest
      from input
      left join found on found.n = input.n
      left join made on made.question_id is not distinct from input.question_id
        and made.digest = input.digest`,
  );
  const ids: number[] = [];
  for (const row of rows) if (row.id !== null) ids[row.n] = row.id;
  const raced = rows.filter((row) => row.id === null);
  if (raced.length > 0) {
    const keys = raced.map(({ n, question_id, digest }) => ({ n, question_id, digest }));
    const late = await rowsOf<{ n: number; id: number }>(
      db,
      sql`
        select s.n, g.id
        from jsonb_to_recordset(${JSON.stringify(keys)}::jsonb) as s(n int, question_id uuid, digest text)
        join ${gradedQuestions} g on g.question_id = s.question_id and g.digest = s.digest`,
    );
    for (const row of late) ids[row.n] = row.id;
  }
  if (facts.some((_, n) => ids[n] === undefined)) {
    throw new Error('a graded question was neither found nor made');
  }
  return ids;
}

/**
 * Keeps each question row's graded_questions id for the life of the process:
 * a question row is one version of the question (a new one is read after an
 * edit), so its id never changes, and most batches of an exam close ask for
 * none. Only for ids made by a committed statement: a transaction that rolls
 * back would leave ids that do not exist.
 */
export function createGradedQuestionCache() {
  const known = new WeakMap<GradingFacts, number>();
  return async function idsOf(db: Executor, facts: readonly GradingFacts[]) {
    const missing = [...new Set(facts)].filter((fact) => !known.has(fact));
    const made = await gradedQuestionIds(db, missing);
    missing.forEach((fact, n) => known.set(fact, made[n]!));
    return (fact: GradingFacts) => known.get(fact)!;
  };
}

/** A graded submit's answers as one set, each against its question's facts. */
export function answerSetOf(
  answers: ReadonlyArray<{
    question: string;
    selected: readonly string[];
    score: number;
    rating: AnswerRating;
  }>,
  factsOf: (question: string) => GradingFacts,
  idOf: (facts: GradingFacts) => number,
): AnswerSet {
  const set: AnswerSet = { graded: [], selected: [], scores: [], ratings: [] };
  for (const answer of answers) {
    const facts = factsOf(answer.question);
    set.graded.push(idOf(facts));
    set.selected.push(optionMask(facts.options, answer.selected));
    set.scores.push(answer.score);
    set.ratings.push(answer.rating);
  }
  return set;
}

/** Stores results' answer sets, one statement for all. */
export async function insertAnswerSets(
  db: Executor,
  sets: ReadonlyArray<{ resultId: string; set: AnswerSet }>,
): Promise<void> {
  if (sets.length === 0) return;
  const input = sets.map(({ resultId, set }) => ({ result_id: resultId, ...set }));
  await db.execute(sql`
    insert into ${resultAnswerSets} (result_id, graded, selected, scores, ratings)
    select result_id, graded, selected, scores, ratings
    from jsonb_to_recordset(${JSON.stringify(input)}::jsonb) as s(
      result_id uuid, graded int[], selected int[], scores numeric[], ratings answer_rating[])`);
}
