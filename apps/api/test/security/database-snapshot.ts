import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../src/db/client';

/** Each table's row count and a hash of every row, to tell whether anything at all changed. */
export type DatabaseSnapshot = Record<string, string>;

// Both drivers (PGlite and node-postgres) answer with `rows`.
async function query<Row>(db: Database, statement: SQL): Promise<{ rows: Row[] }> {
  return (await db.execute(statement)) as unknown as { rows: Row[] };
}

let tableNames: string[] | undefined;

async function tablesOf(db: Database): Promise<string[]> {
  const { rows } = await query<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  return rows.map((row) => row.name);
}

export async function snapshotDatabase(db: Database): Promise<DatabaseSnapshot> {
  tableNames ??= await tablesOf(db);
  // One row of scalar subqueries: one round trip however many tables there are.
  const columns = tableNames.map(
    (name) =>
      // A sum of row hashes ignores row order, so no table needs sorting.
      `(select count(*) || ':' || coalesce(sum(hashtextextended(t::text, 0)::numeric), 0) from "${name}" t) as "${name}"`,
  );
  const { rows } = await query<DatabaseSnapshot>(db, sql.raw(`select ${columns.join(', ')}`));
  return rows[0]!;
}
