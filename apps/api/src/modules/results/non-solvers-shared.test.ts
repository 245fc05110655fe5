import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertExam, recordResult } from '../../../test/support/catalogue-fixtures';
import { askWhileOneReads, createHolds } from '../../../test/support/held-readings';
import { buildTestApp, type TestContext } from '../../../test/support/helper';
import { insertStudent } from '../../../test/support/student-fixtures';
import { createExamsRepository } from '../exams/exams.repository';
import { createNonSolversRepository, type NonSolversRepository } from './non-solvers.repository';
import { createResultsService } from './results.service';

let ctx: TestContext;
let examId: string;
beforeAll(async () => {
  ctx = await buildTestApp();
  // In no course: every student may take it.
  examId = (await insertExam(ctx, { title: 'Shared' })).id;
  for (let n = 0; n < 3; n++) await insertStudent(ctx);
});
afterAll(() => ctx.close());

const firstPage = { page: 1, pageSize: 20 };

/** The real repository, counting its readings and holding each (already read) while the test asks. */
function countedRepository() {
  const real = createNonSolversRepository(ctx.db);
  const holds = createHolds();
  const repository: NonSolversRepository = {
    page(exam, now, paging) {
      holds.count();
      return holds.hold(real.page(exam, now, paging));
    },
  };
  return { repository, holds };
}

function serviceOn(nonSolvers: NonSolversRepository) {
  return createResultsService({
    nonSolvers,
    exams: createExamsRepository(ctx.db),
    results: {} as never,
    stats: {} as never,
    kept: {} as never,
    standings: {} as never,
    users: {} as never,
    audit: {} as never,
    clock: ctx.clock,
    graceMs: 0,
  });
}

describe('an exam’s non-solvers asked by several admins at once', () => {
  it('reads a page once for the admins who asked while a reading ran', async () => {
    const { repository, holds } = countedRepository();
    const results = serviceOn(repository);
    const answers = await askWhileOneReads(
      holds,
      1,
      () => results.nonSolvers(examId, firstPage),
      async () =>
        Array.from({ length: 5 }, () => results.nonSolvers(examId, { pageSize: 20, page: 1 })),
    );
    expect(holds.readings).toBe(2);
    for (const answer of answers.slice(2)) expect(answer).toBe(answers[1]);
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0]!.count).toBeGreaterThanOrEqual(3);
    // Another page is another reading.
    expect((await results.nonSolvers(examId, { ...firstPage, page: 2 })).users).toEqual([]);
    expect(holds.readings).toBe(3);
  });

  it('never answers an admin with a page read before they asked', async () => {
    const { repository, holds } = countedRepository();
    const results = serviceOn(repository);
    const solver = await insertStudent(ctx);
    const [before, after, alongside] = await askWhileOneReads(
      holds,
      1,
      () => results.nonSolvers(examId, firstPage),
      async () => {
        await recordResult(ctx, examId, solver.id);
        // Two admins asking after it: one reading for both.
        return [results.nonSolvers(examId, firstPage), results.nonSolvers(examId, firstPage)];
      },
    );
    expect(alongside).toBe(after);
    expect(holds.readings).toBe(2);
    expect(before!.users.map((user) => user._id)).toContain(solver.id);
    expect(after!.users.map((user) => user._id)).not.toContain(solver.id);
    expect(after!.count).toBe(before!.count - 1);
  });
});
