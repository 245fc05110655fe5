import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examFigures, exams, results } from '../../db/schema/index';
import { ManualClock } from '../../lib/clock';
import { insertExamWithQuestions, type InsertedExam } from '../../../test/support/exam-fixtures';
import { askWhileOneReads, createHolds } from '../../../test/support/held-readings';
import { buildTestApp, type TestContext } from '../../../test/support/helper';
import { storeResults } from '../../../test/support/result-fixtures';
import {
  createExamStatsMemory,
  figuresKey,
  oldestMs,
  quietMs,
  settlingMs,
  type FiguresReading,
} from './exam-stats-memory';
import { createExamStatsRepository } from './exam-stats.repository';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

/**
 * A memory over the real repository whose answer passes are counted: one
 * `answerFigures` read is one computation of the figures.
 */
function countedMemory(clock: ManualClock) {
  const repository = createExamStatsRepository(ctx.db);
  const counter = { computations: 0 };
  const memory = createExamStatsMemory(
    {
      ...repository,
      answerFigures: (examId: string) => {
        counter.computations += 1;
        return repository.answerFigures(examId);
      },
    },
    clock,
  );
  return { memory, counter };
}

/** The figures of the rows stored now, computed by a memory that never saw the exam. */
async function storedFigures(exam: InsertedExam) {
  const fresh = createExamStatsMemory(
    { ...createExamStatsRepository(ctx.db), keptFigures: async () => undefined },
    new ManualClock(),
  );
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

describe('the statistics memory asked by several admins at once (decision 0244)', () => {
  /** A memory whose fingerprint reads are counted and held once read. */
  function heldMemory() {
    const repository = createExamStatsRepository(ctx.db);
    const holds = createHolds();
    const memory = createExamStatsMemory(
      {
        ...repository,
        resultsFingerprint: (examId: string) => {
          holds.count();
          return holds.hold(repository.resultsFingerprint(examId));
        },
      },
      new ManualClock(),
    );
    return { memory, holds };
  }

  it('reads the fingerprint once for the admins who asked while a reading ran', async () => {
    const exam = await insertExamWithQuestions(ctx);
    await arrive(exam, 2);
    const { memory, holds } = heldMemory();
    const version = exam.row.updatedAt.getTime();
    const answers = await askWhileOneReads(
      holds,
      1,
      () => memory.of(exam.row.id, version),
      async () => Array.from({ length: 5 }, () => memory.of(exam.row.id, version)),
    );
    expect(holds.readings).toBe(2);
    for (const answer of answers) expect(answer.figures).toEqual(await storedFigures(exam));
  });

  it('never answers an admin with results counted before they asked', async () => {
    const exam = await insertExamWithQuestions(ctx);
    await arrive(exam);
    const { memory, holds } = heldMemory();
    const version = exam.row.updatedAt.getTime();
    // Figures kept for the one result: a fingerprint read before the second
    // result would answer them again.
    await memory.of(exam.row.id, version);
    const [before, after] = await askWhileOneReads(
      holds,
      1,
      () => memory.of(exam.row.id, version),
      async () => {
        await arrive(exam);
        return [memory.of(exam.row.id, version)];
      },
    );
    expect(before!.figures.summary.count).toBe(1);
    expect(after!.figures.summary.count).toBe(2);
    expect(after!.provisional).toBe(false);
    expect(after!.figures).toEqual(await storedFigures(exam));
  });
});

describe('the statistics memory while results arrive', () => {
  it('answers the kept figures at once and refreshes them in the background once due', async () => {
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
    const kept = await read();
    expect(kept.provisional).toBe(true);
    expect(counter.computations).toBe(2);
    // Still arriving, the kept figures now older than the interval: both callers
    // get them at once, and one refresh starts without either waiting for it.
    await arrive(exam);
    clock.advance(2_500);
    const [one, other] = await Promise.all([read(), read()]);
    expect(one).toEqual(kept);
    expect(other).toEqual(kept);
    await memory.settled(exam.row.id);
    expect(counter.computations).toBe(3);
    const refreshed = await read();
    expect(refreshed).toMatchObject({ asOf: clock.now(), provisional: true });
    expect(refreshed.figures.summary.count).toBe(3);
    expect(counter.computations).toBe(3);
  });

  it('never answers figures older than the interval and a refresh, and is exact once results stop', async () => {
    const exam = await insertExamWithQuestions(ctx);
    const clock = new ManualClock();
    const { memory, counter } = countedMemory(clock);
    const read = async () => {
      const reading = await memory.of(exam.row.id, exam.row.updatedAt.getTime());
      await memory.settled(exam.row.id);
      return reading;
    };
    const started = clock.now();
    // How many results were stored at each moment, to check what each answer holds.
    const storedAt: Array<{ at: number; stored: number }> = [];
    const readings: Array<{ at: number; reading: FiguresReading }> = [];
    const step = 400;
    for (let tick = 0; tick < 25; tick++) {
      await arrive(exam);
      storedAt.push({ at: clock.now(), stored: await storedCount(exam) });
      readings.push({ at: clock.now(), reading: await read() });
      clock.advance(step);
    }
    for (const { at, reading } of readings) {
      expect(at - reading.asOf).toBeLessThanOrEqual(settlingMs + step);
      expect(reading.provisional).toBe(reading.asOf < at);
      const storedByThen = storedAt.filter((entry) => entry.at <= reading.asOf).at(-1)!.stored;
      expect(reading.figures.summary.count).toBeGreaterThanOrEqual(storedByThen);
    }
    expect(readings.filter(({ reading }) => reading.provisional).length).toBeGreaterThan(15);
    // A computation per interval while they arrived, plus the first two moves.
    const elapsed = clock.now() - started;
    expect(counter.computations).toBeLessThanOrEqual(Math.ceil(elapsed / settlingMs) + 2);

    // Callers keep asking after the last arrival: a refresh finding nothing new
    // ends the arrivals, within two intervals.
    const lastArrival = storedAt.at(-1)!.at;
    let quiet = await read();
    while (quiet.provisional) {
      clock.advance(step);
      quiet = await read();
    }
    expect(clock.now() - lastArrival).toBeLessThanOrEqual(2 * settlingMs + step);
    expect(quiet.asOf).toBe(clock.now());
    expect(quiet.figures.summary.count).toBe(25);
    expect(quiet.figures).toEqual(await storedFigures(exam));
  });

  it('is exact for a call `quietMs` after the last arrival seen, with no refresh between', async () => {
    const exam = await insertExamWithQuestions(ctx);
    const clock = new ManualClock();
    const { memory } = countedMemory(clock);
    const read = () => memory.of(exam.row.id, exam.row.updatedAt.getTime());
    await read();
    for (let tick = 0; tick < 3; tick++) {
      await arrive(exam);
      clock.advance(500);
      await read();
    }
    await arrive(exam);
    expect((await read()).provisional).toBe(true);
    clock.advance(quietMs);
    const quiet = await read();
    expect(quiet).toMatchObject({ asOf: clock.now(), provisional: false });
    expect(quiet.figures.summary.count).toBe(4);
  });

  it('waits for newer figures rather than answer figures older than `oldestMs`', async () => {
    const exam = await insertExamWithQuestions(ctx);
    const clock = new ManualClock();
    const repository = createExamStatsRepository(ctx.db);
    // A slow computation, released by the test: the kept figures age meanwhile.
    let release = () => {};
    let begun = () => {};
    const slowBegun = new Promise<void>((resolve) => (begun = resolve));
    let slow = false;
    const memory = createExamStatsMemory(
      {
        ...repository,
        answerFigures: async (examId: string) => {
          if (slow) {
            begun();
            await new Promise<void>((resolve) => (release = resolve));
          }
          return repository.answerFigures(examId);
        },
      },
      clock,
    );
    const read = () => memory.of(exam.row.id, exam.row.updatedAt.getTime());
    await read();
    await arrive(exam);
    clock.advance(500);
    await read();
    await arrive(exam);
    clock.advance(500);
    const kept = await read();
    expect(kept).toMatchObject({ provisional: true });
    slow = true;
    await arrive(exam);
    clock.advance(4_500);
    // Starts the slow refresh, answered from the kept figures.
    expect(await read()).toEqual(kept);
    const refreshAsOf = clock.now();
    await slowBegun;
    // Still arriving (the refresh saw a move 5.5 s ago), but the kept figures are too old.
    clock.advance(oldestMs - 4_500);
    let answered = false;
    const waiting = read().then((reading) => {
      answered = true;
      return reading;
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(answered).toBe(false);
    release();
    const newer = await waiting;
    expect(newer).toMatchObject({ asOf: refreshAsOf, provisional: true });
    expect(newer.figures.summary.count).toBe(3);
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

describe('figures kept for every process (decision 0227)', () => {
  it('answers, in a process that never saw the exam, the figures another computed for the same results', async () => {
    const exam = await insertExamWithQuestions(ctx);
    await arrive(exam, 3);
    const version = exam.row.updatedAt.getTime();
    const first = countedMemory(new ManualClock());
    const computed = await first.memory.of(exam.row.id, version);
    expect(first.counter.computations).toBe(1);

    const clock = new ManualClock();
    const other = countedMemory(clock);
    const reading = await other.memory.of(exam.row.id, version);
    expect(other.counter.computations).toBe(0);
    expect(reading).toEqual({ figures: computed.figures, asOf: clock.now(), provisional: false });
    expect(reading.figures).toEqual(await storedFigures(exam));
  });

  it('never answers kept figures of other results or of the exam before an edit', async () => {
    const exam = await insertExamWithQuestions(ctx);
    await arrive(exam, 2);
    const version = exam.row.updatedAt.getTime();
    await countedMemory(new ManualClock()).memory.of(exam.row.id, version);
    await arrive(exam);

    const later = countedMemory(new ManualClock());
    const reading = await later.memory.of(exam.row.id, version);
    expect(later.counter.computations).toBe(1);
    expect(reading.figures.summary.count).toBe(3);
    expect(reading.figures).toEqual(await storedFigures(exam));

    const edited = countedMemory(new ManualClock());
    await edited.memory.of(exam.row.id, version + 1);
    expect(edited.counter.computations).toBe(1);
  });

  it('answers its reading when keeping the figures fails, and goes with a deleted exam', async () => {
    const exam = await insertExamWithQuestions(ctx);
    await arrive(exam, 2);
    const version = exam.row.updatedAt.getTime();
    const repository = createExamStatsRepository(ctx.db);
    const failing = createExamStatsMemory(
      {
        ...repository,
        keepFigures: () => Promise.reject(new Error('the database went away')),
      },
      new ManualClock(),
    );
    const reading = await failing.of(exam.row.id, version);
    expect(reading.figures.summary.count).toBe(2);
    const key = figuresKey(version, await repository.resultsFingerprint(exam.row.id));
    expect(await repository.keptFigures(exam.row.id, key)).toBeUndefined();

    await countedMemory(new ManualClock()).memory.of(exam.row.id, version);
    expect(await repository.keptFigures(exam.row.id, key)).toEqual(reading.figures);
    expect(await repository.keptFigures(exam.row.id, figuresKey(version + 1, ''))).toBeUndefined();
    await ctx.db.delete(exams).where(eq(exams.id, exam.row.id));
    const left = await ctx.db
      .select({ n: count() })
      .from(examFigures)
      .where(eq(examFigures.examId, exam.row.id));
    expect(left[0]!.n).toBe(0);
  });
});
