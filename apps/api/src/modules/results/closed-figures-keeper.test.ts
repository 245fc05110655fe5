import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { examFigures, examOverrides, exams } from '../../db/schema/index';
import { ManualClock } from '../../lib/clock';
import {
  graceMs,
  insertDrafts,
  insertExamWithQuestions,
  insertStudents,
  insertTimedExam,
  type InsertedExam,
} from '../../../test/support/exam-fixtures';
import { buildTestApp, type TestContext } from '../../../test/support/helper';
import { storeResults } from '../../../test/support/result-fixtures';
import { createDraftSweeper } from '../exam-taking/draft-sweeper';
import { createSubmissionsRepository } from '../exam-taking/submissions.repository';
import { createClosedExamsRepository } from './closed-exams.repository';
import {
  createClosedFiguresKeeper,
  type ClosedFiguresKeeperOptions,
} from './closed-figures-keeper';
import { createExamStatsMemory } from './exam-stats-memory';
import { createExamStatsRepository, type ExamStatsRepository } from './exam-stats.repository';

let ctx: TestContext;
const silent = { error: () => undefined, info: () => undefined };
const minute = 60_000;

beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());
afterEach(() => ctx.clock.set(Date.UTC(2026, 10, 21, 9)));

/** The stats repository with its passes over the answers counted. */
function countedStats(fail = false) {
  const repository = createExamStatsRepository(ctx.db);
  const counter = { computations: 0 };
  const stats: ExamStatsRepository = {
    ...repository,
    answerFigures: async (examId: string) => {
      counter.computations += 1;
      if (fail) throw new Error('the answers could not be read');
      return repository.answerFigures(examId);
    },
  };
  return { stats, counter };
}

function keeperWith(stats: ExamStatsRepository, log: ClosedFiguresKeeperOptions['log'] = silent) {
  return createClosedFiguresKeeper({
    closed: createClosedExamsRepository(ctx.db),
    stats,
    clock: ctx.clock,
    graceMs,
    log,
  });
}

const sweep = () =>
  createDraftSweeper({
    submissions: createSubmissionsRepository(ctx.db),
    clock: ctx.clock,
    graceMs,
    log: silent,
  }).sweep();

async function keptRow(examId: string) {
  const [row] = await ctx.db.select().from(examFigures).where(eq(examFigures.examId, examId));
  return row;
}

/** What the admin's statistics would read now, from a process that never saw the exam. */
async function firstReading(exam: InsertedExam) {
  const { stats, counter } = countedStats();
  const [row] = await ctx.db.select().from(exams).where(eq(exams.id, exam.row.id));
  const reading = await createExamStatsMemory(stats, new ManualClock()).of(
    exam.row.id,
    row!.updatedAt.getTime(),
  );
  return { reading, computations: counter.computations };
}

const picks = [['den'], ['anrufen', 'einkaufen'], ['Haus']];

describe('keeping a closed exam’s figures ahead of the first admin', () => {
  it('keeps them once every window and the sweep are over, and the first reading is that row', async () => {
    const exam = await insertTimedExam(ctx);
    ctx.clock.set(exam.start + minute);
    await storeResults(ctx, exam, [picks, picks]);
    await insertDrafts(ctx, exam, await insertStudents(ctx, 1), [['dem']]);
    const { stats, counter } = countedStats();
    const keeper = keeperWith(stats);

    ctx.clock.set(exam.end + graceMs - 1);
    expect(await keeper.keep()).toBe(0);
    // Over for everyone, but a draft is still the sweeper's: its result would be missing.
    ctx.clock.set(exam.end + graceMs);
    expect(await keeper.keep()).toBe(0);
    expect(await keptRow(exam.row.id)).toBeUndefined();

    expect(await sweep()).toBe(1);
    expect(await keeper.keep()).toBe(1);
    expect(counter.computations).toBe(1);
    expect((await keptRow(exam.row.id))?.keptForClose?.getTime()).toBe(exam.end);

    const first = await firstReading(exam);
    expect(first.computations).toBe(0);
    expect(first.reading.figures.summary.count).toBe(3);
    // Equal to what a pass over the answers gives now.
    const fresh = createExamStatsMemory(
      { ...createExamStatsRepository(ctx.db), keptFigures: async () => undefined },
      new ManualClock(),
    );
    expect(first.reading.figures).toEqual(
      (await fresh.of(exam.row.id, exam.row.updatedAt.getTime())).figures,
    );

    ctx.clock.advance(60 * minute);
    expect(await keeper.keep()).toBe(0);
    expect(counter.computations).toBe(1);
  });

  it('waits for the last student’s own window, lengthened by an override', async () => {
    const exam = await insertTimedExam(ctx);
    ctx.clock.set(exam.start + minute);
    const [late] = await storeResults(ctx, exam, [picks, picks]);
    await ctx.db
      .insert(examOverrides)
      .values({ examId: exam.row.id, userId: late!.id, extraMinutes: 30 });
    const keeper = keeperWith(countedStats().stats);

    ctx.clock.set(exam.end + graceMs);
    expect(await keeper.keep()).toBe(0);
    ctx.clock.set(exam.end + 30 * minute + graceMs);
    expect(await keeper.keep()).toBe(1);
    expect((await keptRow(exam.row.id))?.keptForClose?.getTime()).toBe(exam.end + 30 * minute);
  });

  it('computes a close once when several processes look at the same moment', async () => {
    const exam = await insertTimedExam(ctx);
    ctx.clock.set(exam.start + minute);
    await storeResults(ctx, exam, [picks, picks, picks]);
    ctx.clock.set(exam.end + graceMs);
    const { stats, counter } = countedStats();
    const kept = await Promise.all([1, 2, 3].map(() => keeperWith(stats).keep()));
    expect(kept.reduce((sum, one) => sum + one, 0)).toBe(1);
    expect(counter.computations).toBe(1);
    expect((await firstReading(exam)).computations).toBe(0);
  });

  it('keeps them again after a moved end closes the exam anew', async () => {
    const exam = await insertTimedExam(ctx);
    ctx.clock.set(exam.start + minute);
    await storeResults(ctx, exam, [picks]);
    ctx.clock.set(exam.end + graceMs);
    const { stats, counter } = countedStats();
    expect(await keeperWith(stats).keep()).toBe(1);

    const [reopened] = await ctx.db
      .update(exams)
      .set({ endTime: new Date(exam.end + 60 * minute), updatedAt: new Date(ctx.clock.now()) })
      .where(eq(exams.id, exam.row.id))
      .returning();
    await storeResults(ctx, { ...exam, row: reopened! }, [picks]);
    expect(await keeperWith(stats).keep()).toBe(0);
    ctx.clock.set(exam.end + 60 * minute + graceMs);
    expect(await keeperWith(stats).keep()).toBe(1);
    expect(counter.computations).toBe(2);
    const first = await firstReading(exam);
    expect(first.computations).toBe(0);
    expect(first.reading.figures.summary.count).toBe(2);
  });

  it('leaves exams without results, untimed exams and exams still open', async () => {
    const empty = await insertTimedExam(ctx);
    const untimed = await insertExamWithQuestions(ctx);
    const open = await insertTimedExam(ctx, {
      values: { endTime: new Date(ctx.clock.now() + 24 * 60 * minute) },
    });
    ctx.clock.set(open.start + minute);
    await storeResults(ctx, untimed, [picks]);
    await storeResults(ctx, open, [picks]);
    ctx.clock.set(empty.end + graceMs);
    const { stats, counter } = countedStats();
    expect(await keeperWith(stats).keep()).toBe(0);
    expect(counter.computations).toBe(0);
    for (const exam of [empty, untimed, open]) expect(await keptRow(exam.row.id)).toBeUndefined();
  });

  it('logs a failed computation and leaves that close to the first admin who asks', async () => {
    const exam = await insertTimedExam(ctx);
    ctx.clock.set(exam.start + minute);
    await storeResults(ctx, exam, [picks]);
    ctx.clock.set(exam.end + graceMs);
    const errors: unknown[] = [];
    const failing = countedStats(true);
    const log = {
      ...silent,
      error: (entry: unknown) => {
        errors.push(entry);
      },
    };
    expect(await keeperWith(failing.stats, log).keep()).toBe(0);
    expect(errors).toHaveLength(1);
    expect(failing.counter.computations).toBe(1);
    expect(await keeperWith(failing.stats, log).keep()).toBe(0);
    expect(failing.counter.computations).toBe(1);

    const first = await firstReading(exam);
    expect(first.computations).toBe(1);
    expect(first.reading.figures.summary.count).toBe(1);
  });
});
