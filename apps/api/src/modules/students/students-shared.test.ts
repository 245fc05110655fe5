import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
 * The real repository, counting the pages it reads and, while `held`, keeping
 * each reading (its rows and total already read) from its callers until the
 * test lets it go; `read` is how many readings are held.
 */
function countedRepository() {
  const real = createStudentsRepository(ctx.db);
  const releases: (() => void)[] = [];
  const counted = {
    readings: 0,
    held: false,
    get read() {
      return releases.length;
    },
    release: () => releases.splice(0).forEach((go) => go()),
  };
  const repository: StudentsRepository = {
    ...real,
    page(query, now) {
      counted.readings += 1;
      return real.page(query, now);
    },
    // Asked once the page's rows and total are read.
    async accessByUser(ids) {
      const owned = await real.accessByUser(ids);
      if (counted.held) await new Promise<void>((go) => releases.push(go));
      return owned;
    },
  };
  return { repository, counted };
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

const until = (done: () => boolean) => expect.poll(done).toBe(true);

describe('the student list asked by several admins at once', () => {
  it('reads a page once for the admins who asked while a reading ran', async () => {
    const { repository, counted } = countedRepository();
    const students = serviceOn(repository);
    counted.held = true;
    const first = students.page(firstPage);
    await until(() => counted.read === 1);
    // The same page with its fields in another order is the same page.
    const others = Array.from({ length: 5 }, () =>
      students.page({ noCourse: true, pageSize: 20, page: 1, search: undefined }),
    );
    counted.release();
    await until(() => counted.read === 1);
    counted.held = false;
    counted.release();
    const answers = await Promise.all([first, ...others]);
    expect(counted.readings).toBe(2);
    for (const answer of answers.slice(2)) expect(answer).toBe(answers[1]);
    expect(answers[0]).toEqual(answers[1]);
    // Another page is another reading.
    expect((await students.page({ ...firstPage, page: 2 })).users).toEqual([]);
    expect(counted.readings).toBe(3);
  });

  it('never answers an admin with a page read before they asked', async () => {
    const { repository, counted } = countedRepository();
    const students = serviceOn(repository);
    counted.held = true;
    const early = students.page(firstPage);
    await until(() => counted.read === 1);
    const newcomer = await insertStudent(ctx, { createdAt: new Date(ctx.clock.now()) });
    const late = students.page(firstPage);
    counted.release();
    await until(() => counted.read === 1);
    counted.held = false;
    counted.release();
    const [before, after] = await Promise.all([early, late]);
    expect(after.count).toBe(before.count + 1);
    expect(after.users[0]!._id).toBe(newcomer.id);
    expect(before.users.map((user) => user._id)).not.toContain(newcomer.id);
  });
});
