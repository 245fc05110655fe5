import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { results } from '../../db/schema/index';
import { insertExam } from '../../../test/support/catalogue-fixtures';
import { buildTestApp, type TestContext } from '../../../test/support/helper';
import { insertStudent } from '../../../test/support/student-fixtures';
import { createAnalyticsRepository, type AnalyticsRepository } from './analytics.repository';
import { createAnalyticsService } from './analytics.service';

// "Now" is Saturday 21 November 2026, 11:00 in Cairo; the range asked for is that day.
const now = Date.UTC(2026, 10, 21, 9);
const today = { from: Date.UTC(2026, 10, 20, 22), to: Date.UTC(2026, 10, 21, 22) };

let ctx: TestContext;
let examId: string;
beforeAll(async () => {
  ctx = await buildTestApp();
  ctx.clock.set(now);
  examId = (await insertExam(ctx, { title: 'Shared' })).id;
});
afterAll(() => ctx.close());

/**
 * The real repository, counting the range readings it makes and, while
 * `held`, keeping each one's figures (already read) from its callers until
 * the test lets them go; `read` is how many parts are read and held.
 */
function countedRepository() {
  const real = createAnalyticsRepository(ctx.db);
  const releases: (() => void)[] = [];
  const counted = {
    readings: 0,
    held: false,
    get read() {
      return releases.length;
    },
    release: () => releases.splice(0).forEach((go) => go()),
  };
  async function held<T>(value: Promise<T>): Promise<T> {
    const read = await value;
    if (counted.held) await new Promise<void>((go) => releases.push(go));
    return read;
  }
  const repository: AnalyticsRepository = {
    ...real,
    activeStudents: (range) => held(real.activeStudents(range)),
    dayFigures(range) {
      counted.readings += 1;
      return held(real.dayFigures(range));
    },
  };
  return { repository, counted };
}

function serviceOn(repository: AnalyticsRepository) {
  return createAnalyticsService({
    analytics: repository,
    studentGroups: () => repository.studentGroups(),
    clock: ctx.clock,
  });
}

// Lets pending database calls and promise callbacks run.
const until = (done: () => boolean) => expect.poll(done).toBe(true);

async function submitToday(minute: number) {
  const student = await insertStudent(ctx);
  await ctx.db.insert(results).values({
    examId,
    userId: student.id,
    score: 1,
    totalScore: 2,
    submittedAt: new Date(now - minute * 60_000),
  });
}

describe('GET /api/admin/analytics asked by several admins at once', () => {
  it('reads the range once for the admins who asked while a reading ran', async () => {
    const { repository, counted } = countedRepository();
    const analytics = serviceOn(repository);
    counted.held = true;
    const first = analytics.figures(today);
    await until(() => counted.read === 2);
    const others = Array.from({ length: 5 }, () => analytics.figures(today));
    counted.release();
    await until(() => counted.read === 2);
    counted.held = false;
    counted.release();
    const answers = await Promise.all([first, ...others]);
    expect(counted.readings).toBe(2);
    // One answer, built once: each admin only has it serialised.
    for (const answer of answers.slice(2)) expect(answer).toBe(answers[1]);
    expect(answers[0]).toEqual(answers[1]);
  });

  it('never answers an admin with figures read before they asked', async () => {
    const { repository, counted } = countedRepository();
    const analytics = serviceOn(repository);
    await submitToday(30);
    counted.held = true;
    const early = analytics.figures(today);
    // The first reading has read its figures and is held; then a student submits.
    await until(() => counted.read === 2);
    await submitToday(10);
    const late = analytics.figures(today);
    counted.release();
    await until(() => counted.read === 2);
    counted.held = false;
    counted.release();
    const [before, after] = await Promise.all([early, late]);
    expect(after.activeStudents).toBe(before.activeStudents + 1);
    expect(after.exams[0]!.participants).toBe(before.exams[0]!.participants + 1);
    expect(await serviceOn(createAnalyticsRepository(ctx.db)).figures(today)).toEqual(after);
  });
});
