import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';

export interface FaultDatabase {
  kind: 'pglite' | 'postgres';
  /** DATABASE_URL for the server; undefined means the embedded database in its DATA_DIR. */
  url: string | undefined;
  /** Opens the database from the test (only while no server holds an embedded one). */
  open(): DatabaseHandle;
  drop(): Promise<void>;
}

/** A new database on `serverUrl`, or the embedded one in `dataDir` when there is no server. */
export async function faultDatabase(serverUrl: string, dataDir: string): Promise<FaultDatabase> {
  if (!serverUrl) {
    return {
      kind: 'pglite',
      url: undefined,
      open: () => openDatabase({ kind: 'pglite', dataDir }),
      drop: async () => undefined,
    };
  }
  const name = `sabora_fault_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    kind: 'postgres',
    url: url.toString(),
    open: () => openDatabase({ kind: 'postgres', url: url.toString() }),
    drop: () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`),
  };
}

async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
