import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bills } from '../../db/schema/index';
import { askWhileOneReads, createHolds } from '../../../test/support/held-readings';
import { buildTestApp, type TestContext } from '../../../test/support/helper';
import { insertStudent } from '../../../test/support/student-fixtures';
import { createBillsRepository, type BillsRepository } from './bills.repository';
import { createBillsService } from './bills.service';

let ctx: TestContext;
let studentId: string;
beforeAll(async () => {
  ctx = await buildTestApp();
  studentId = (await insertStudent(ctx)).id;
  for (let n = 1; n <= 3; n++) await recordBill(n);
});
afterAll(() => ctx.close());

async function recordBill(minutesAgo: number) {
  const [row] = await ctx.db
    .insert(bills)
    .values({
      userId: studentId,
      amount: 100,
      method: 'cash',
      createdAt: new Date(ctx.clock.now() - minutesAgo * 60_000),
    })
    .returning();
  return row!;
}

const firstPage = { page: 1, pageSize: 20 };

/** The real repository, counting the pages it reads and holding each (already read) while the test asks. */
function countedRepository() {
  const real = createBillsRepository(ctx.db);
  const holds = createHolds();
  const repository: BillsRepository = {
    ...real,
    page(...args) {
      holds.count();
      return holds.hold(real.page(...args));
    },
  };
  return { repository, holds };
}

function serviceOn(repository: BillsRepository) {
  return createBillsService({
    bills: repository,
    // Counted at every reading: what is shared is the reading, not a kept total.
    totals: { get: (filters) => repository.totals(filters), forget: () => undefined },
    students: {} as never,
    audit: {} as never,
    clock: ctx.clock,
    forgetStudent: () => undefined,
  });
}

describe('the bills list asked by several admins at once', () => {
  it('reads a page once for the admins who asked while a reading ran, assistants too', async () => {
    const { repository, holds } = countedRepository();
    const service = serviceOn(repository);
    const answers = await askWhileOneReads(
      holds,
      1,
      () => service.page(firstPage, 'main'),
      async () => [
        service.page({ pageSize: 20, page: 1 }, 'main'),
        service.page(firstPage, 'secondary'),
        service.page(firstPage, 'main'),
      ],
    );
    expect(holds.readings).toBe(2);
    const [first, main, secondary, alongside] = answers;
    expect(first).toEqual(main);
    expect(alongside!.bills).toBe(main!.bills);
    expect(secondary!.bills).toBe(main!.bills);
    // An assistant never sees what the bills add up to, shared or not.
    expect(main!.total).toBe(300);
    expect(secondary!.total).toBeNull();
    expect(secondary!.count).toBe(3);
  });

  it('never answers an admin with a page read before they asked', async () => {
    const { repository, holds } = countedRepository();
    const service = serviceOn(repository);
    let recorded = '';
    const [before, after, alongside] = await askWhileOneReads(
      holds,
      1,
      () => service.page(firstPage, 'main'),
      async () => {
        recorded = (await recordBill(0)).id;
        // Two admins asking after it: one reading for both.
        return [service.page(firstPage, 'main'), service.page(firstPage, 'main')];
      },
    );
    expect(alongside!.bills).toBe(after!.bills);
    expect(holds.readings).toBe(2);
    expect(before!.bills.map((bill) => bill._id)).not.toContain(recorded);
    expect(after!.bills[0]!._id).toBe(recorded);
    expect(after!.count).toBe(before!.count + 1);
  });
});
