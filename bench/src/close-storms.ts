// The exam close alone, for before/after pairs (issue 19, decision 0204): one
// fresh PostgreSQL database, then close storms alternating between API builds
// (A B A B …) on the same machine state, each on an exam nobody has submitted,
// with the CPU each side spent per submit and the WAL written, checked by SQL;
// then the same run's ceilings: bare node:http and pgbench's single-row inserts.
// `tsx bench/src/close-storms.ts [--entries=a.js,b.js] [--connections=100,200] [--runs=3] [--students=10000] [--shuffle-options] [--drafts] [--opened] [--keep]`
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { freshPostgresDatabase } from './fresh-database';
import { runLoad } from './load';
import { cpuSeconds, startApi } from './processes';
import { measureCeilings } from './scale/ceilings';
import { closeStorm } from './scenarios';
import { seedDatabase, type Seeded, type SeededExam } from './seed';
import { checkStorms } from './verify';

const { values } = parseArgs({
  args: process.argv.slice(2),
  options: {
    entries: { type: 'string', default: 'apps/api/dist/server.js' },
    runs: { type: 'string', default: '3' },
    // Students submitting at once; several alternate like builds do.
    connections: { type: 'string', default: '100' },
    students: { type: 'string', default: '10000' },
    port: { type: 'string', default: '3630' },
    keep: { type: 'boolean', default: false },
    // Each student's paper shows the options in an order of its own.
    'shuffle-options': { type: 'boolean', default: false },
    // Each student has a draft of the whole paper, as the exam page saves one
    // with every answer: the submit deletes it.
    drafts: { type: 'boolean', default: false },
    // Every student opens the exam page before the recorded storm, unrecorded,
    // as they do at its start: their tokens and sessions are known to the API.
    opened: { type: 'boolean', default: false },
  },
});
// An entry may start with node's own flags: `--max-semi-space-size=32 apps/api/dist/server.js`.
const connectionCounts = values.connections.split(',').map(Number);
const entries = values.entries.split(',').flatMap((spec) => {
  const words = spec.trim().split(/\s+/);
  return connectionCounts.map((connections) => ({
    label: connectionCounts.length > 1 ? `${spec.trim()} × ${connections}` : spec.trim(),
    file: words.at(-1)!,
    nodeArgs: words.slice(0, -1),
    connections,
  }));
});
const runs = Number(values.runs);
const serverUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const database = await freshPostgresDatabase(serverUrl);
const target = { kind: 'postgres' as const, url: database.url };

const server = new pg.Client({ connectionString: serverUrl });
await server.connect();

/**
 * The CPU the database's backends spent while `during` ran, sampled every
 * 100 ms: the pool opens and closes connections during a storm, so the
 * backends at its start are not all of them.
 */
async function backendCpu(during: Promise<unknown>): Promise<number> {
  const spent = new Map<number, { first: number; last: number }>();
  let running = true;
  const sample = async (atStart: boolean) => {
    const { rows } = await server.query<{ pid: number }>(
      `select pid from pg_stat_activity where datname = $1`,
      [database.name],
    );
    for (const { pid } of rows) {
      const now = cpuSeconds(pid);
      const seen = spent.get(pid);
      if (seen) seen.last = Math.max(seen.last, now);
      else spent.set(pid, { first: atStart ? now : 0, last: now });
    }
  };
  await sample(true);
  void during.finally(() => {
    running = false;
  });
  while (running) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    await sample(false);
  }
  return [...spent.values()].reduce((sum, { first, last }) => sum + last - first, 0);
}

async function walLsn(): Promise<string> {
  const { rows } = await server.query<{ lsn: string }>(`select pg_current_wal_lsn()::text as lsn`);
  return rows[0]!.lsn;
}

async function walSince(lsn: string): Promise<number> {
  const { rows } = await server.query<{ bytes: string }>(
    `select pg_wal_lsn_diff(pg_current_wal_lsn(), $1::pg_lsn)::bigint::text as bytes`,
    [lsn],
  );
  return Number(rows[0]!.bytes);
}

/** Every student asks for the exam's page once, 100 at a time. */
async function openExamPages(url: string, seeded: Seeded, exam: SeededExam) {
  let next = 0;
  const figures = await runLoad({
    url,
    connections: 100,
    amount: seeded.students.length,
    requests: [
      {
        method: 'GET',
        path: `/api/user/exams/${exam.id}`,
        setupRequest: (req) => ({
          ...req,
          headers: { authorization: `Bearer ${seeded.students[next++]!.token}` },
        }),
      },
    ],
  });
  if (figures.non2xx > 0 || figures.errors > 0) {
    throw new Error(`opening the exam page failed: ${JSON.stringify(figures.status)}`);
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'sabora-close-'));
try {
  const jwtSecret = randomBytes(32).toString('hex');
  const seeded = await seedDatabase(target, {
    students: Number(values.students),
    closeRuns: runs * entries.length * 2,
    catalogueCourses: 1,
    catalogueVideos: 1,
    jwtSecret,
  });
  const db = new pg.Client({ connectionString: target.url });
  await db.connect();
  if (values['shuffle-options']) await db.query('update exams set shuffle_options = true');
  if (values.drafts) {
    const students = seeded.students.map((student) => student.id);
    for (const exam of seeded.closeExams) {
      const selections = Object.fromEntries(
        exam.questions.map((question) => [question.id, [question.options[0]!]]),
      );
      await db.query(
        `insert into exam_drafts (user_id, exam_id, selections)
         select unnest($1::uuid[]), $2, $3::jsonb`,
        [students, exam.id, JSON.stringify(selections)],
      );
    }
  }
  await db.end();
  const storms: Array<{ examId: string; acknowledged: string[] }> = [];
  let exam = 0;
  for (let run = 0; run < runs; run += 1) {
    for (const entry of entries) {
      const api = await startApi({
        port: Number(values.port),
        jwtSecret,
        dataDir,
        entry: entry.file,
        nodeArgs: entry.nodeArgs,
        databaseUrl: target.url,
      });
      try {
        const settings = { url: api.url, duration: 10, connections: entry.connections };
        // Unrecorded: the pool's connections and the exam kept in memory.
        await closeStorm(
          settings,
          { ...seeded, students: seeded.students.slice(0, 300) },
          {
            ...seeded.closeExams[exam]!,
          },
        );
        if (values.opened) await openExamPages(api.url, seeded, seeded.closeExams[exam + 1]!);
        const load = loadavg()[0]!.toFixed(2);
        const apiBefore = cpuSeconds(api.pid);
        const lsn = await walLsn();
        const loaderBefore = process.cpuUsage();
        const storm = closeStorm(settings, seeded, seeded.closeExams[exam + 1]!);
        const dbCpu = await backendCpu(storm);
        const figures = await storm;
        const own = process.cpuUsage(loaderBefore);
        const loaderMicros = own.user + own.system + (figures.generatorCpuSeconds ?? 0) * 1e6;
        const wal = await walSince(lsn);
        const apiCpu = cpuSeconds(api.pid) - apiBefore;
        const n = figures.acknowledged.length;
        storms.push({
          examId: seeded.closeExams[exam + 1]!.id,
          acknowledged: figures.acknowledged,
        });
        console.log(
          `${entry.label} run ${run + 1}: ${figures.throughput.toFixed(0)}/s p50 ${figures.p50} p99 ${figures.p99} ms, ` +
            `API ${((apiCpu / n) * 1e6).toFixed(0)} µs/submit, PostgreSQL backends ${((dbCpu / n) * 1e6).toFixed(0)} µs/submit, ` +
            `load generator ${(loaderMicros / n).toFixed(0)} µs/submit, ` +
            `WAL ${(wal / n / 1024).toFixed(1)} KiB/submit, load ${load}, status ${JSON.stringify(figures.status)}`,
        );
      } finally {
        await api.stop();
      }
      exam += 2;
    }
  }
  for (const check of await checkStorms(target, storms)) {
    console.log(
      `check ${check.examId}: acknowledged ${check.acknowledged}, stored ${check.storedResults}, lost ${check.lost}, duplicated ${check.duplicated}, incomplete ${check.incomplete}, drafts left ${check.draftsLeft}`,
    );
  }
  const ceilings = await measureCeilings(target.url, Number(values.port) + 1, 20, 5);
  console.log(
    `ceilings (load ${loadavg()[0]!.toFixed(2)}): node:http ${ceilings.nodeHttp.throughput.toFixed(0)}/s, ` +
      `single-row inserts ${ceilings.postgresInserts?.throughput.toFixed(0) ?? '(no pgbench)'}/s`,
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
  if (values.keep) console.log(`kept ${target.url}`);
  else await database.drop();
  await server.end();
}
