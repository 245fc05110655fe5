import pg from 'pg';
import { migrateDatabase } from '../../../apps/api/src/db/migrate';
import { openDatabase } from '../../../apps/api/src/db/client';
import { hashPassword } from '../../../apps/api/src/lib/password';
import { freshPostgresDatabase } from '../fresh-database';
import { datasetSize, datasetSteps, type DatasetSize } from './dataset-sql';

export const scalePassword = 'scale-pass-123';

export interface BuiltDataset {
  url: string;
  size: DatasetSize;
  /** Seconds per step, in order, and in all. */
  steps: Array<{ name: string; seconds: number }>;
  seconds: number;
  tables: Array<{ table: string; rows: number; bytes: number }>;
  drop(): Promise<void>;
}

/**
 * A fresh PostgreSQL database, migrated by the API's own migrations, then
 * filled by `dataset-sql.ts` in one session with triggers off. Returns how
 * long each step took and what the tables weigh.
 */
export async function buildDataset(
  serverUrl: string,
  scale: number,
  log: (line: string) => void,
): Promise<BuiltDataset> {
  const database = await freshPostgresDatabase(serverUrl);
  const target = { kind: 'postgres' as const, url: database.url };
  const handle = openDatabase(target);
  try {
    await migrateDatabase(handle, target);
  } finally {
    await handle.close();
  }
  const size = datasetSize(scale);
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  const steps: BuiltDataset['steps'] = [];
  const started = performance.now();
  try {
    await client.query(
      "set session_replication_role = replica; set synchronous_commit = off; set maintenance_work_mem = '512MB'",
    );
    for (const step of datasetSteps(size, await hashPassword(scalePassword))) {
      const begun = performance.now();
      await client.query(step.sql);
      const seconds = (performance.now() - begun) / 1000;
      steps.push({ name: step.name, seconds });
      log(`${step.name}: ${seconds.toFixed(1)} s`);
    }
    const { rows } = await client.query<{ table: string; rows: string; bytes: string }>(
      `select c.relname as table, c.reltuples::bigint as rows, pg_total_relation_size(c.oid) as bytes
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind = 'r'
       order by pg_total_relation_size(c.oid) desc`,
    );
    return {
      url: database.url,
      size,
      steps,
      seconds: (performance.now() - started) / 1000,
      tables: rows.map((row) => ({
        table: row.table,
        rows: Math.max(0, Number(row.rows)),
        bytes: Number(row.bytes),
      })),
      drop: () => database.drop(),
    };
  } catch (error) {
    await database.drop();
    throw error;
  } finally {
    await client.end();
  }
}
