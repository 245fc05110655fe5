import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { results } from '../../db/schema/index';
import { ManualClock } from '../../lib/clock';
import { insertExamWithQuestions, type InsertedExam } from '../../../test/support/exam-fixtures';
import { buildTestApp, type TestContext } from '../../../test/support/helper';
import { storeResults } from '../../../test/support/result-fixtures';
import { createExamStatsMemory, settlingMs, type FiguresReading } from './exam-stats-memory';
import { createExamStatsRepository } from './exam-stats.repository';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

/**
 * A memory over the real repository whose answer passes are counted: one
 * `questionFigures` read is one computation of the figures.
 */
function countedMemory(clock: ManualClock) {
  const repository = createExamStatsRepository(ctx.db);
  const counter = { computations: 0 };
  const memory = createExamStatsMemory(
    {
      ...repository,
      questionFigures: (examId: string) => {
        counter.computations += 1;
        return repository.questionFigures(examId);
      },
    },
    clock,
  );
  return { memory, counter };
}

/** The figures of the rows stored now, read by a memory that never saw the exam. */
async function storedFigures(exam: InsertedExam) {
  const fresh = createExamStatsMemory(createExamStatsRepository(ctx.db), new ManualClock());
  return (await fresh.of(exam.row.id, exam.row.updatedAt.getTime())).figures;
}

async function storedCount(exam: InsertedExam): Promise<number> {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(results)
    .where(eq(results.examId, exam.row.id));
  return row!.n;
}

const picks = [['den'], ['anrufen', 'einkaufen'], ['Haus']];
const arrive = (exam: InsertedExam, students = 1) =>
  storeResults(
    ctx,
    exam,
    Array.from({ length: students }, () => picks),
  );

describe('the statistics memory when the exam is quiet', () => {
  it('answers the kept figures exactly, computing them once', async () => {
    const exam = await insertExamWithQuestions(ctx);
    await arrive(exam, 2);
    const clock = new ManualClock();
    const { memory, counter } = countedMemory(clock);
    const first = await memory.of(exam.row.id, exam.row.updatedAt.getTime());
    clock.advance(60_000);
    const second = await memory.of(exam.row.id, exam.row.updatedAt.getTime());
    expect(counter.computations).toBe(1);
    expect(second).toEqual({ figures: first.figures, asOf: clock.now(), provisional: false });
    expect(second.figures).toEqual(await storedFigures(exam));
  });

  it('shows a lone new result at once, even within the interval', async () => {
    const exam = await insertExamWithQuestions(ctx);
    await arrive(exam);
    const clock = new ManualClock();
    const { memory, counter } = countedMemory(clock);
    await memory.of(exam.row.id, exam.row.updatedAt.getTime());
    await arrive(exam);
    clock.advance(100);
    const reading = await memory.of(exam.row.id, exam.row.updatedAt.getTime());
    expect(reading.provisional).toBe(false);
    expect(reading.asOf).toBe(clock.now());
    expect(reading.figures.summary.count).toBe(2);
    expect(reading.figures).toEqual(await storedFigures(exam));
    expect(counter.computations).toBe(2);
  });
});

describe('the statistics memory while results arrive', () => {
  it('shares one computation between two callers', async () => {
    const exam = await insertExamWithQuestions(ctx);
    const clock = new ManualClock();
    const { memory, counter } = countedMemory(clock);
    const read = () => memory.of(exam.row.id, exam.row.updatedAt.getTime());
    await read();
    // Two moves seen within the interval: results are arriving.
    await arrive(exam);
    clock.advance(1_000);
    await read();
    await arrive(exam);
    clock.advance(1_000);
    expect((await read()).provisional).toBe(true);
    expect(counter.computations).toBe(2);
    // Still arriving, but the kept figures are now older than the interval: the
    // next two callers need new ones.
    await arrive(exam);
    clock.advance(2_500);
    const [one, other] = await Promise.all([read(), read()]);
    expect(counter.computations).toBe(3);
    expect(one).toEqual(other);
    expect(one).toMatchObject({ asOf: clock.now(), provisional: false });
    expect(one.figures.summary.count).toBe(3);
  });

  it('never answers figures older than the interval, and is exact once results stop', async () => {
    const exam = await insertExamWithQuestions(ctx);
    const clock = new ManualClock();
    const { memory, counter } = countedMemory(clock);
    const started = clock.now();
    // How many results were stored at each moment, to check what each answer holds.
    const storedAt: Array<{ at: number; stored: number }> = [];
    const readings: Array<{ at: number; reading: FiguresReading }> = [];
    const step = 400;
    for (let tick = 0; tick < 25; tick++) {
      await arrive(exam);
      storedAt.push({ at: clock.now(), stored: await storedCount(exam) });
      const reading = await memory.of(exam.row.id, exam.row.updatedAt.getTime());
      readings.push({ at: clock.now(), reading });
      clock.advance(step);
    }
    for (const { at, reading } of readings) {
      expect(at - reading.asOf).toBeLessThan(settlingMs);
      expect(reading.provisional).toBe(reading.asOf < at);
      const storedByThen = storedAt.filter((entry) => entry.at <= reading.asOf).at(-1)!.stored;
      expect(reading.figures.summary.count).toBeGreaterThanOrEqual(storedByThen);
    }
    expect(readings.some(({ reading }) => reading.provisional)).toBe(true);
    // A computation per interval while they arrived, plus the first two moves.
    const elapsed = clock.now() - started;
    expect(counter.computations).toBeLessThanOrEqual(Math.ceil(elapsed / settlingMs) + 2);

    clock.advance(settlingMs);
    const quiet = await memory.of(exam.row.id, exam.row.updatedAt.getTime());
    expect(quiet).toMatchObject({ asOf: clock.now(), provisional: false });
    expect(quiet.figures.summary.count).toBe(25);
    expect(quiet.figures).toEqual(await storedFigures(exam));
  });

  it('never answers the figures of an exam edited since', async () => {
    const exam = await insertExamWithQuestions(ctx);
    const clock = new ManualClock();
    const { memory, counter } = countedMemory(clock);
    const version = exam.row.updatedAt.getTime();
    await memory.of(exam.row.id, version);
    for (let tick = 0; tick < 2; tick++) {
      await arrive(exam);
      clock.advance(500);
      await memory.of(exam.row.id, version);
    }
    const before = counter.computations;
    await arrive(exam);
    clock.advance(500);
    const edited = await memory.of(exam.row.id, version + 1);
    expect(edited.provisional).toBe(false);
    expect(counter.computations).toBe(before + 1);
  });
});
