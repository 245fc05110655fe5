import { and, asc, desc, eq, gt, lt, or, type AnyColumn, type SQL } from 'drizzle-orm';

/** One column of a list's order, and how to read its value back from a fetched row. */
export interface SortKey<Row> {
  column: AnyColumn;
  direction: 'asc' | 'desc';
  value(row: Row): unknown;
}

/** The ORDER BY of the keys. */
export function orderOf<Row>(keys: ReadonlyArray<SortKey<Row>>): SQL[] {
  return keys.map((key) => (key.direction === 'asc' ? asc(key.column) : desc(key.column)));
}

/** Rows that come after `row` in the keys' order (the keys end with a unique column, never null). */
function after<Row>(keys: ReadonlyArray<SortKey<Row>>, row: Row): SQL | undefined {
  return or(
    ...keys.map((key, index) =>
      and(
        ...keys.slice(0, index).map((earlier) => eq(earlier.column, earlier.value(row))),
        key.direction === 'asc' ? gt(key.column, key.value(row)) : lt(key.column, key.value(row)),
      ),
    ),
  );
}

/**
 * A whole list, page by page, each page starting after the last row of the one
 * before (keyset paging): an export of 100,000 rows holds one page in memory,
 * and a late page costs what an early one does, unlike OFFSET.
 */
export async function* keysetPages<Row>(
  keys: ReadonlyArray<SortKey<Row>>,
  fetch: (after: SQL | undefined, limit: number) => Promise<Row[]>,
  pageSize = 500,
): AsyncGenerator<Row[]> {
  let last: Row | undefined;
  for (;;) {
    const rows = await fetch(last === undefined ? undefined : after(keys, last), pageSize);
    if (rows.length > 0) yield rows;
    if (rows.length < pageSize) return;
    last = rows.at(-1);
  }
}
