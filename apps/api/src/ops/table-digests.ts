import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rowsOf } from '../db/executor';

export interface TableDigest {
  rows: number;
  /** md5 of every row's text, in order: equal digests mean equal contents. */
  digest: string;
}

/** Every table of the app and of the migrations journal, by qualified name. */
export async function tableDigests(db: Database): Promise<Record<string, TableDigest>> {
  const tables = await rowsOf<{ name: string }>(
    db,
    sql`select format('%I.%I', table_schema, table_name) as name
        from information_schema.tables
        where table_type = 'BASE TABLE' and table_schema in ('public', 'drizzle')
        order by 1`,
  );
  const digests: Record<string, TableDigest> = {};
  for (const { name } of tables) {
    const [row] = await rowsOf<{ rows: number; digest: string | null }>(
      db,
      sql.raw(
        `select count(*)::int as rows, md5(string_agg(t::text, E'\\n' order by t::text)) as digest from ${name} t`,
      ),
    );
    digests[name] = { rows: row!.rows, digest: row!.digest ?? '' };
  }
  return digests;
}
