import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { results } from '../../db/schema/index';
import { insertExam } from '../../../test/support/catalogue-fixtures';
import { askWhileOneReads, createHolds } from '../../../test/support/held-readings';
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
 * The real repository, counting its range readings and holding the two parts
 * of each (already read) while the test asks.
 */
function countedRepository() {
  const real = createAnalyticsRepository(ctx.db);
  const holds = createHolds();
  const repository: AnalyticsRepository = {
    ...real,
    activeStudents: (range) => holds.hold(real.activeStudents(range)),
    dayFigures(range) {
      holds.count();
      return holds.hold(real.dayFigures(range));
    },
  };
  return { repository, holds };
}

function serviceOn(repository: AnalyticsRepository) {
  return createAnalyticsService({
    analytics: repository,
    studentGroups: () => repository.studentGroups(),
    clock: ctx.clock,
  });
}

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
    const { repository, holds } = countedRepository();
    const analytics = serviceOn(repository);
    const answers = await askWhileOneReads(
      holds,
      2,
      () => analytics.figures(today),
      async () => Array.from({ length: 5 }, () => analytics.figures(today)),
    );
    expect(holds.readings).toBe(2);
    // One answer, built once: each admin only has it serialised.
    for (const answer of answers.slice(2)) expect(answer).toBe(answers[1]);
    expect(answers[0]).toEqual(answers[1]);
  });

  it('never answers an admin with figures read before they asked', async () => {
    const { repository, holds } = countedRepository();
    const analytics = serviceOn(repository);
    await submitToday(30);
    // The first reading has read its figures and is held; then a student submits.
    const [before, after] = await askWhileOneReads(
      holds,
      2,
      () => analytics.figures(today),
      async () => {
        await submitToday(10);
        return [analytics.figures(today)];
      },
    );
    expect(after!.activeStudents).toBe(before!.activeStudents + 1);
    expect(after!.exams[0]!.participants).toBe(before!.exams[0]!.participants + 1);
    expect(await serviceOn(createAnalyticsRepository(ctx.db)).figures(today)).toEqual(after);
  });
});
