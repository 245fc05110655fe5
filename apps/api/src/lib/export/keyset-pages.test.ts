import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, type UserRow } from '../../db/schema/index';
import { insertStudents } from '../../../test/support/exam-fixtures';
import { buildTestApp, type TestContext } from '../../../test/support/helper';
import { keysetPages, orderOf, type SortKey } from './keyset-pages';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

describe('keysetPages', () => {
  it('walks a list with ties and mixed directions exactly once, in order, page by page', async () => {
    const at = (minutes: number) => new Date(Date.UTC(2026, 10, 1) + minutes * 60_000);
    // Registration times with ties, over two levels, so both keys and the id decide.
    for (const [index, minutes] of [5, 5, 5, 3, 3, 9, 1, 5].entries()) {
      await insertStudents(ctx, 1, {
        createdAt: at(minutes),
        level: index % 2 === 0 ? 'sec-1' : 'sec-2',
        governorate: 'luxor',
      });
    }
    const keys: Array<SortKey<UserRow>> = [
      { column: users.level, direction: 'asc', value: (row) => row.level },
      { column: users.createdAt, direction: 'desc', value: (row) => row.createdAt },
      { column: users.id, direction: 'asc', value: (row) => row.id },
    ];
    const luxor = eq(users.governorate, 'luxor');
    const expected = await ctx.db
      .select()
      .from(users)
      .where(luxor)
      .orderBy(...orderOf(keys));
    const sizes: number[] = [];
    const walked: string[] = [];
    const pages = keysetPages(
      keys,
      (after, limit) =>
        ctx.db
          .select()
          .from(users)
          .where(and(luxor, after))
          .orderBy(...orderOf(keys))
          .limit(limit),
      3,
    );
    for await (const page of pages) {
      sizes.push(page.length);
      walked.push(...page.map((row) => row.id));
    }
    expect(sizes).toEqual([3, 3, 2]);
    expect(walked).toEqual(expected.map((row) => row.id));
  });
});
