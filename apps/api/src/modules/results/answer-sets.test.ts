import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/executor';
import { gradedQuestions } from '../../db/schema/index';
import { insertExamWithQuestions, type InsertedExam } from '../../../test/support/exam-fixtures';
import { buildTestApp, type TestContext } from '../../../test/support/helper';
import { gradedQuestionIds, type GradingFacts } from './answer-sets';

// A snapshot of what answers were graded against (decision 0237) is made once
// and then only read: every sweep of the draft sweeper asks for its exams'
// snapshots again, and must not rewrite them.

let ctx: TestContext;
let exam: InsertedExam;

beforeAll(async () => {
  ctx = await buildTestApp();
  exam = await insertExamWithQuestions(ctx);
});
afterAll(() => ctx.close());

/** The first question's facts with these correct options (each test its own). */
function factsOf(correct: string[], id: string | null = exam.questions[0]!.id): GradingFacts {
  const question = exam.questions[0]!;
  return { id, options: question.options, correct, score: question.score };
}

/** The row version's transaction id: a rewrite of the row changes it. */
async function xminOf(id: number): Promise<string> {
  const [row] = await rowsOf<{ xmin: string }>(
    ctx.db,
    sql`select xmin::text as xmin from ${gradedQuestions} where id = ${id}`,
  );
  return row!.xmin;
}

async function snapshotsOf(facts: GradingFacts): Promise<number> {
  const [row] = await rowsOf<{ count: number }>(
    ctx.db,
    sql`select count(*)::int as count from ${gradedQuestions}
      where question_id = ${facts.id} and correct = ${`{${facts.correct.join(',')}}`}::text[]`,
  );
  return row!.count;
}

describe('gradedQuestionIds', () => {
  it('makes a snapshot once and returns it again without rewriting it', async () => {
    const facts = factsOf(['der']);
    const [made] = await gradedQuestionIds(ctx.db, [facts]);
    const before = await xminOf(made!);
    const [again] = await gradedQuestionIds(ctx.db, [{ ...facts }]);
    expect(again).toBe(made);
    expect(await xminOf(made!)).toBe(before);
    expect(await snapshotsOf(facts)).toBe(1);
  });

  it('answers in the order asked, making only the missing, once for repeated facts', async () => {
    const [known] = await gradedQuestionIds(ctx.db, [factsOf(['dem'])]);
    const ids = await gradedQuestionIds(ctx.db, [
      factsOf(['des']),
      factsOf(['dem']),
      factsOf(['des']),
      factsOf(['dem'], null),
    ]);
    expect(ids[1]).toBe(known);
    expect(ids[2]).toBe(ids[0]);
    expect(new Set(ids).size).toBe(3);
    expect(await snapshotsOf(factsOf(['des']))).toBe(1);
  });

  it('gives two transactions racing to make one snapshot the same id, without an error', async (context) => {
    if (ctx.target.kind !== 'postgres') return context.skip();
    const facts = factsOf(['den', 'dem']);
    let inserted!: () => void;
    const firstInserted = new Promise<void>((resolve) => (inserted = resolve));
    let commit!: () => void;
    const firstMayCommit = new Promise<void>((resolve) => (commit = resolve));
    const first = ctx.db.transaction(async (tx) => {
      const ids = await gradedQuestionIds(tx, [facts]);
      inserted();
      await firstMayCommit;
      return ids;
    });
    await firstInserted;
    // The second neither sees the first's row nor may insert its own: it waits on it.
    const second = ctx.db.transaction((tx) => gradedQuestionIds(tx, [{ ...facts }]));
    await waitForALockWait();
    commit();
    const [a, b] = await Promise.all([first, second]);
    expect(b).toEqual(a);
    expect(await snapshotsOf(facts)).toBe(1);
  });
});

/** Until a statement of this database waits on a lock (the second insert on the first's row). */
async function waitForALockWait(): Promise<void> {
  for (let tries = 0; tries < 100; tries += 1) {
    const [row] = await rowsOf<{ waiting: number }>(
      ctx.db,
      sql`select count(*)::int as waiting from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock'`,
    );
    if (row!.waiting > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the second transaction never waited for the first');
}
