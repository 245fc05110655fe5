import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { HeartbeatBatcherStats } from '../../apps/api/src/modules/watching/heartbeat-batcher';
import { openDatabase, type DatabaseTarget } from '../../apps/api/src/db/client';
import { freshPostgresDatabase } from './fresh-database';
import { runLoad } from './load';
import { describeMachine } from './machine';
import { repoRoot, startApi } from './processes';
import { seedDatabase } from './seed';

/**
 * The heartbeat load of issue 17 (decision 0168): 10,000 students with a video
 * open, each player beating every 20 s, so ~500 beats a second over real HTTP
 * for a minute. Reports beats/s, latency, and from the batcher's counters the
 * statements and rows written per beat and the transactions per second.
 *
 *   npx tsx bench/src/heartbeats.ts [--db=pglite|postgres] [--students=10000] [--seconds=60]
 */
const args = new Map(
  process.argv.slice(2).map((arg) => {
    const [key, value] = arg.replace(/^--/, '').split('=');
    return [key!, value ?? 'true'] as const;
  }),
);
const kind = (args.get('db') ?? 'pglite') as 'pglite' | 'postgres';
const studentCount = Number(args.get('students') ?? 10_000);
const seconds = Number(args.get('seconds') ?? 60);
const beatEvery = 20;
const rate = Math.round(studentCount / beatEvery);
const connections = Number(args.get('connections') ?? 100);
const postgresUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const port = 3640;

function log(message: string): void {
  console.log(`[heartbeats ${new Date().toISOString().slice(11, 19)}] ${message}`);
}

async function freshTarget() {
  const dataDir = mkdtempSync(join(tmpdir(), 'sabora-beats-'));
  if (kind === 'pglite') {
    return {
      target: { kind: 'pglite', dataDir } as DatabaseTarget,
      dataDir,
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const database = await freshPostgresDatabase(postgresUrl);
  return {
    target: { kind: 'postgres', url: database.url } as DatabaseTarget,
    dataDir,
    async drop() {
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Committed transactions of the bench database so far (PostgreSQL only). */
async function commits(target: DatabaseTarget): Promise<number | null> {
  if (target.kind !== 'postgres') return null;
  const handle = openDatabase(target);
  try {
    const result = (await handle.db.execute(
      sql`select xact_commit as n from pg_stat_database where datname = current_database()`,
    )) as unknown as { rows: Array<{ n: string | number }> };
    return Number(result.rows[0]!.n);
  } finally {
    await handle.close();
  }
}

async function main(): Promise<void> {
  const machine = describeMachine();
  log(`${machine.cores} × ${machine.cpuModel}; ${kind}, ${studentCount} students, ${rate} beats/s`);
  const jwtSecret = randomBytes(32).toString('hex');
  const { target, dataDir, drop } = await freshTarget();
  try {
    const seeded = await seedDatabase(target, {
      students: studentCount,
      closeRuns: 0,
      catalogueCourses: 1,
      catalogueVideos: 1,
      jwtSecret,
    });
    const videoId = seeded.videoIds[0]!;
    const handle = openDatabase(target);
    await handle.db.execute(sql`update videos set max_views = 3`);
    await handle.close();
    log(`seeded ${seeded.students.length} students`);

    const statsFile = join(dataDir, 'heartbeat-stats.json');
    const api = await startApi({
      port,
      jwtSecret,
      dataDir,
      entry: 'bench/src/heartbeat-server.ts',
      env: { NODE_OPTIONS: '--import tsx', HEARTBEAT_STATS_FILE: statsFile },
      ...(target.kind === 'postgres' ? { databaseUrl: target.url } : {}),
    });
    const players = seeded.students.map((student) => ({
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${student.token}`,
      },
      sitting: randomUUID(),
      position: 0,
    }));
    const commitsBefore = await commits(target);
    let next = 0;
    let figures;
    try {
      figures = await runLoad({
        url: api.url,
        connections,
        duration: seconds,
        overallRate: rate,
        timeoutSeconds: 30,
        requests: [
          {
            method: 'POST',
            path: `/api/user/videos/${videoId}/progress`,
            setupRequest: (request) => {
              const player = players[next++ % players.length]!;
              player.position += beatEvery;
              return {
                ...request,
                headers: player.headers,
                body: JSON.stringify({
                  sitting: player.sitting,
                  position: player.position,
                  duration: 3600,
                  played: [[player.position - beatEvery, player.position]],
                  watched: beatEvery,
                }),
              };
            },
          },
        ],
      });
    } finally {
      await api.stop();
    }
    const commitsAfter = await commits(target);
    const stats = JSON.parse(readFileSync(statsFile, 'utf8')) as HeartbeatBatcherStats;
    const beats = Math.max(1, stats.beats);
    const transactions = stats.batches + stats.fallbacks;
    const result = {
      generatedAt: new Date().toISOString(),
      database: kind,
      students: studentCount,
      offeredRate: rate,
      connections,
      machine,
      figures,
      batcher: stats,
      perBeat: {
        statements: stats.statements / beats,
        // begin and commit around each batch's statements.
        statementsWithTransaction: (stats.statements + 2 * transactions) / beats,
        rowsWritten: stats.rowsWritten / beats,
        beatsPerBatch: stats.beats / Math.max(1, stats.batches),
      },
      transactionsPerSecond: transactions / figures.seconds,
      postgresCommitsPerSecond:
        commitsBefore === null || commitsAfter === null
          ? null
          : (commitsAfter - commitsBefore) / figures.seconds,
    };
    log(
      `${figures.requests} beats in ${figures.seconds.toFixed(1)} s: ${figures.throughput.toFixed(0)}/s, p50 ${figures.p50} ms, p99 ${figures.p99} ms, max ${figures.max} ms, statuses ${JSON.stringify(figures.status)}`,
    );
    log(
      `batches ${stats.batches} (largest ${stats.largestBatch}, fallbacks ${stats.fallbacks}), ${result.perBeat.statements.toFixed(3)} statements and ${result.perBeat.rowsWritten.toFixed(2)} rows per beat, ${result.transactionsPerSecond.toFixed(1)} transactions/s${result.postgresCommitsPerSecond === null ? '' : ` (PostgreSQL counted ${result.postgresCommitsPerSecond.toFixed(1)} commits/s)`}`,
    );
    mkdirSync(join(repoRoot, 'bench/results'), { recursive: true });
    writeFileSync(
      join(repoRoot, `bench/results/heartbeats-${kind}.json`),
      `${JSON.stringify(result, null, 2)}\n`,
    );
    // Beats still in flight when the load stopped are stored but not counted by autocannon.
    const ok = figures.non2xx === 0 && figures.errors === 0 && stats.beats >= figures.requests;
    log(ok ? 'PASS' : 'FAIL');
    if (!ok) process.exitCode = 1;
  } finally {
    await drop();
  }
}

await main();
