import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startBaseline } from '../processes';
import { baseline } from '../scenarios';

export interface Ceilings {
  /** Bare node:http answering one constant JSON body, by the same load generator. */
  nodeHttp: { throughput: number; p99: number };
  /** Single-row INSERT transactions per second, pgbench with as many clients as the storm. */
  postgresInserts: { throughput: number; clients: number } | null;
}

function pgbenchPath(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  return readdirSync(root)
    .map((version) => join(root, version, 'bin/pgbench'))
    .find((path) => existsSync(path));
}

/**
 * What the exam close is measured against on the same machine in the same
 * run: the HTTP ceiling and PostgreSQL's own insert ceiling (each
 * transaction one row, committed, into a scratch table dropped after).
 */
export async function measureCeilings(
  databaseUrl: string,
  port: number,
  clients: number,
  seconds: number,
): Promise<Ceilings> {
  const server = await startBaseline(port);
  let nodeHttp: Ceilings['nodeHttp'];
  try {
    const figures = await baseline({ url: server.url, connections: 100, duration: seconds });
    nodeHttp = { throughput: figures.throughput, p99: figures.p99 };
  } finally {
    await server.stop();
  }
  const pgbench = pgbenchPath();
  if (!pgbench) return { nodeHttp, postgresInserts: null };
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const folder = mkdtempSync(join(tmpdir(), 'sabora-pgbench-'));
  try {
    await client.query(
      'create table bench_insert_ceiling (id bigserial primary key, at timestamptz not null default now())',
    );
    const script = join(folder, 'insert.sql');
    writeFileSync(script, 'insert into bench_insert_ceiling default values;\n');
    const output = execFileSync(
      pgbench,
      ['-n', '-c', String(clients), '-j', '2', '-T', String(seconds), '-f', script, databaseUrl],
      { encoding: 'utf8' },
    );
    const tps = /tps = ([\d.]+)/.exec(output)?.[1];
    return { nodeHttp, postgresInserts: tps ? { throughput: Number(tps), clients } : null };
  } finally {
    await client.query('drop table if exists bench_insert_ceiling');
    await client.end();
    rmSync(folder, { recursive: true, force: true });
  }
}
