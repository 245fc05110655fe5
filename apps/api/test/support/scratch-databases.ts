import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Runs one statement on the test PostgreSQL server itself: creating or dropping a database. */
async function onDatabaseServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export interface ScratchDatabase {
  name: string;
  url: string;
  /** Drops it, its open connections too. */
  drop(): Promise<void>;
}

/** A new, empty database on the test server, named `<prefix>_<random>` so test files never meet. */
export async function scratchDatabase(serverUrl: string, prefix: string): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await onDatabaseServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => onDatabaseServer(serverUrl, `drop database if exists ${name} with (force)`),
  };
}
