import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askWhileOneReads, createHolds } from '../../../test/support/held-readings';
import { buildTestApp, type TestContext } from '../../../test/support/helper';
import { insertStudent } from '../../../test/support/student-fixtures';
import { createStudentsRepository, type StudentsRepository } from './students.repository';
import { createStudentsService } from './students.service';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
  for (let n = 0; n < 3; n++) await insertStudent(ctx);
});
afterAll(() => ctx.close());

const firstPage = { search: undefined, page: 1, pageSize: 20, noCourse: true };

/**
 * The real repository, counting the pages it reads and holding each reading
 * (its rows and total already read) while the test asks.
 */
function countedRepository() {
  const real = createStudentsRepository(ctx.db);
  const holds = createHolds();
  const repository: StudentsRepository = {
    ...real,
    page(query, now) {
      holds.count();
      return real.page(query, now);
    },
    // Asked once the page's rows and total are read.
    accessByUser: (ids) => holds.hold(real.accessByUser(ids)),
  };
  return { repository, holds };
}

function serviceOn(repository: StudentsRepository) {
  return createStudentsService({
    repository,
    bills: {} as never,
    calls: {} as never,
    audit: {} as never,
    clock: ctx.clock,
    counts: { count: (filters) => repository.count(filters, new Date(ctx.clock.now())) },
    forgetStudent: () => undefined,
  });
}

describe('the student list asked by several admins at once', () => {
  it('reads a page once for the admins who asked while a reading ran', async () => {
    const { repository, holds } = countedRepository();
    const students = serviceOn(repository);
    const answers = await askWhileOneReads(
      holds,
      1,
      () => students.page(firstPage),
      // The same page with its fields in another order is the same page.
      async () =>
        Array.from({ length: 5 }, () =>
          students.page({ noCourse: true, pageSize: 20, page: 1, search: undefined }),
        ),
    );
    expect(holds.readings).toBe(2);
    for (const answer of answers.slice(2)) expect(answer).toBe(answers[1]);
    expect(answers[0]).toEqual(answers[1]);
    // Another page is another reading.
    expect((await students.page({ ...firstPage, page: 2 })).users).toEqual([]);
    expect(holds.readings).toBe(3);
  });

  it('never answers an admin with a page read before they asked', async () => {
    const { repository, holds } = countedRepository();
    const students = serviceOn(repository);
    let newcomer = '';
    const [before, after] = await askWhileOneReads(
      holds,
      1,
      () => students.page(firstPage),
      async () => {
        newcomer = (await insertStudent(ctx, { createdAt: new Date(ctx.clock.now()) })).id;
        return [students.page(firstPage)];
      },
    );
    expect(after!.count).toBe(before!.count + 1);
    expect(after!.users[0]!._id).toBe(newcomer);
    expect(before!.users.map((user) => user._id)).not.toContain(newcomer);
  });
});
