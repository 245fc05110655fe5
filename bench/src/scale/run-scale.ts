import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import pg from 'pg';
import { createTokenService } from '../../../apps/api/src/lib/tokens';
import { runLoad, type LoadFigures, type LoadRequest } from '../load';
import { describeMachine, type MachineInfo } from '../machine';
import { repoRoot, startApi, type Server } from '../processes';
import { browserEncodings, closeStorm, stormClient, type ScenarioSettings } from '../scenarios';
import type { Seeded, SeededExam } from '../seed';
import { buildDataset, type BuiltDataset } from './build-dataset';
import { measureCeilings, type Ceilings } from './ceilings';
import { optionTexts } from './dataset-sql';
import { scaleCalls, type ScaleCall } from './scale-calls';

/**
 * `npm run bench -- --scale [--quick]` (issue 19): builds the data-scale
 * dataset, starts the built API on it, and times every call of `scale-calls.ts`
 * with 20 concurrent callers, the exports one at a time with the API's memory
 * sampled, then the submit storm of the open exam's owners. Writes
 * `bench/results/scale.json` and, for a full run, `bench/scale.json`.
 */
export interface ScaleOptions {
  quick: boolean;
  scale: number;
  connections: number;
  duration: number;
  build: boolean;
  postgresUrl: string;
  /** Reuse a dataset already built (kept with --keep) instead of building one. */
  databaseUrl: string | undefined;
  keep: boolean;
}

export interface CallFigures {
  name: string;
  who: ScaleCall['who'];
  path: string;
  throughput: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** Exports: the API's resident memory, highest seen while it streamed, in MB. */
  peakRssMb?: number;
  /** Exports: the API's resident memory just before the export, in MB. */
  idleRssMb?: number;
  bytes?: number;
  /** Answers by status code. */
  status?: Record<string, number>;
}

export interface ScaleResults {
  generatedAt: string;
  /** Where the dataset was, so a later run on the kept dataset can name what it measured. */
  databaseUrl: string;
  quick: boolean;
  scale: number;
  connections: number;
  duration: number;
  machine: MachineInfo;
  dataset: Pick<BuiltDataset, 'size' | 'steps' | 'seconds' | 'tables'> | null;
  /** The closed exams whose figures the API kept after its first start (decision 0230), and how long that took. */
  figuresKept?: { exams: number; seconds: number };
  calls: CallFigures[];
  submit: StormResult;
  ceilings?: Ceilings;
  /** The same close with 20 admins reading its results, statistics and non-solvers meanwhile. */
  submitWithAdmins?: StormResult & {
    admins: Pick<CallFigures, 'throughput' | 'p50' | 'p99' | 'non2xx' | 'errors'> & {
      paths: string[];
    };
  };
}

export interface StormResult {
  students: number;
  throughput: number;
  p50: number;
  p99: number;
  stored: number;
  acknowledged: number;
  non2xx: number;
  /** What sent the storm (decision 0251); runs before it recorded none and were autocannon's. */
  client?: 'wrk' | 'autocannon';
}

const port = 3640;

function log(message: string): void {
  console.log(`[scale ${new Date().toISOString().slice(11, 19)}] ${message}`);
}

export function uuidOf(name: string): string {
  // The same as dataset-sql's bench_uuid: md5 with the v4 version and variant nibbles.
  const hex = [...new Uint8Array(md5(name))]
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('');
  const fixed = `${hex.slice(0, 12)}4${hex.slice(13, 16)}8${hex.slice(17)}`;
  return `${fixed.slice(0, 8)}-${fixed.slice(8, 12)}-${fixed.slice(12, 16)}-${fixed.slice(16, 20)}-${fixed.slice(20)}`;
}

function md5(text: string): Buffer {
  return createHash('md5').update(text).digest();
}

/** The dataset of the last full run, when it is the one being measured again. */
function builtBefore(databaseUrl: string | undefined): ScaleResults['dataset'] | undefined {
  const file = join(repoRoot, 'bench/scale.json');
  if (!databaseUrl || !existsSync(file)) return undefined;
  const previous = JSON.parse(readFileSync(file, 'utf8')) as ScaleResults;
  return previous.databaseUrl === databaseUrl ? previous.dataset : undefined;
}

/** How many students, how many own course 0 (the open exam's), and the main admin who signs the calls. */
export async function datasetFacts(client: pg.Client) {
  const count = async (statement: string) =>
    Number((await client.query<{ n: string }>(statement)).rows[0]!.n);
  const [admin] = (
    await client.query<{ id: string; updated_at: Date }>(
      "select id, updated_at from admins where identifier = 'scale-admin-0@sabora.test'",
    )
  ).rows;
  if (!admin) throw new Error('not a data-scale dataset: its main admin is missing');
  return {
    students: await count('select count(*) as n from users'),
    owners: await count(
      "select count(*) as n from user_courses where course_id = bench_uuid('c0')",
    ),
    admin,
  };
}

/**
 * Waits until the dataset's database runs nothing but this check: a call whose
 * queries outlived its window would otherwise be timed as part of the next one.
 */
async function settled(client: pg.Client): Promise<void> {
  for (let polls = 0; polls < 600; polls++) {
    const { rows } = await client.query<{ n: string }>(
      `select count(*) as n from pg_stat_activity
       where datname = current_database() and state = 'active' and pid <> pg_backend_pid()`,
    );
    if (Number(rows[0]!.n) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Waits until the API has kept the statistics figures of every closed timed
 * exam with results (decision 0230), as five years of a live platform would
 * hold them; the dataset is built without them, so the first start keeps
 * them all, one exam after another.
 */
export async function closedFiguresKept(
  client: pg.Client,
): Promise<{ exams: number; seconds: number }> {
  const started = performance.now();
  for (;;) {
    const { rows } = await client.query<{ due: number; closed: number }>(
      `select count(*) filter (where f.kept_for_close is null)::int as due, count(*)::int as closed
       from exams e left join exam_figures f on f.exam_id = e.id
       where e.is_timed and e.end_time < now() - interval '1 hour'
         and exists (select 1 from results r where r.exam_id = e.id)`,
    );
    const { due, closed } = rows[0]!;
    const seconds = (performance.now() - started) / 1000;
    if (due === 0) return { exams: closed, seconds };
    if (seconds > 3600)
      throw new Error(`${due} closed exams still without kept figures after an hour`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

export function residentMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = /VmRSS:\s+(\d+)/.exec(status)?.[1];
  return kb ? Number(kb) / 1024 : 0;
}

/** One export, streamed to the end, with the API's memory sampled every 20 ms. */
export async function timeExport(
  server: Server,
  call: ScaleCall,
  token: string,
): Promise<CallFigures> {
  const idle = residentMb(server.pid);
  let peak = idle;
  const sampler = setInterval(() => {
    peak = Math.max(peak, residentMb(server.pid));
  }, 20);
  const started = performance.now();
  let bytes = 0;
  let status: number;
  try {
    const response = await fetch(`${server.url}${call.path}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    status = response.status;
    for await (const chunk of response.body ?? []) bytes += (chunk as Uint8Array).byteLength;
  } finally {
    clearInterval(sampler);
  }
  const ms = performance.now() - started;
  return {
    name: call.name,
    who: call.who,
    path: call.path,
    throughput: 1000 / ms,
    p50: Math.round(ms),
    p99: Math.round(ms),
    non2xx: status >= 200 && status < 300 ? 0 : 1,
    errors: 0,
    peakRssMb: Math.round(peak),
    idleRssMb: Math.round(idle),
    status: { [status]: 1 },
    bytes,
  };
}

export async function timeCall(
  server: Server,
  call: ScaleCall,
  tokens: Record<ScaleCall['who'], () => string>,
  options: Pick<ScaleOptions, 'connections' | 'duration'>,
): Promise<CallFigures> {
  const token = tokens[call.who];
  const request: LoadRequest = {
    method: call.method ?? 'GET',
    path: call.path,
    ...(call.method === 'POST' ? { body: '{}' } : {}),
    setupRequest: (req) => ({
      ...req,
      headers: {
        authorization: `Bearer ${token()}`,
        'accept-encoding': browserEncodings,
        ...(call.method === 'POST' ? { 'content-type': 'application/json' } : {}),
      },
    }),
  };
  const load = (duration: number): Promise<LoadFigures> =>
    runLoad({ url: server.url, connections: options.connections, duration, requests: [request] });
  await load(1);
  const figures = await load(options.duration);
  return {
    name: call.name,
    who: call.who,
    path: call.path,
    throughput: figures.throughput,
    p50: figures.p50,
    p99: figures.p99,
    non2xx: figures.non2xx,
    errors: figures.errors + figures.timeouts,
    status: figures.status,
  };
}

export async function runScale(options: ScaleOptions): Promise<ScaleResults> {
  const machine = describeMachine();
  let dataset: BuiltDataset | null = null;
  let databaseUrl = options.databaseUrl;
  if (!databaseUrl) {
    log(`building the dataset at scale ${options.scale}`);
    dataset = await buildDataset(options.postgresUrl, options.scale, (line) => log(line));
    databaseUrl = dataset.url;
    log(`dataset built in ${dataset.seconds.toFixed(0)} s: ${databaseUrl}`);
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const dataDir = mkdtempSync(join(tmpdir(), 'sabora-scale-'));
  let server: Server | undefined;
  try {
    const { students, owners, admin: main } = await datasetFacts(client);
    const phonePart = (
      await client.query<{ phone: string }>(
        "select phone from users where id = bench_uuid('u4321')",
      )
    ).rows[0]?.phone.slice(3, 8);
    if (options.build)
      execFileSync('npm', ['run', 'build', '--workspace', '@sabora/api'], {
        cwd: repoRoot,
        stdio: 'inherit',
      });
    const jwtSecret = randomBytes(32).toString('hex');
    server = await startApi({ port, jwtSecret, databaseUrl, dataDir });
    const figuresKept = await closedFiguresKept(client);
    log(
      `figures of ${figuresKept.exams} closed exams kept in ${figuresKept.seconds.toFixed(0)} s after the first start`,
    );
    const signer = createTokenService(jwtSecret, () => Date.now());
    const adminToken = signer.sign({
      kind: 'admin',
      sub: main.id,
      ua: main.updated_at.getTime(),
    });
    const studentToken = (index: number) =>
      signer.sign({ kind: 'user', sub: uuidOf(`u${index}`), sv: 0 });
    let next = 0;
    const studentTokens = Array.from({ length: Math.min(owners, 2000) }, (_, i) => studentToken(i));
    const heavyToken = studentToken(students - 1);
    const tokens: Record<ScaleCall['who'], () => string> = {
      admin: () => adminToken,
      student: () => studentTokens[next++ % studentTokens.length]!,
      'heavy-student': () => heavyToken,
    };
    const calls: CallFigures[] = [];
    const list = scaleCalls({ uuid: uuidOf, students, phonePart: phonePart ?? '0000' }, Date.now());
    const open = uuidOf('open');
    list.push({ name: 'exam page (open exam)', path: `/api/user/exams/${open}`, who: 'student' });
    for (const call of list) {
      await settled(client);
      const figures = call.export
        ? await timeExport(server, call, adminToken)
        : await timeCall(server, call, tokens, options);
      calls.push(figures);
      log(
        `${call.name}: ${figures.throughput.toFixed(0)}/s p50 ${figures.p50} ms p99 ${figures.p99} ms` +
          (figures.non2xx || figures.errors
            ? ` answers ${JSON.stringify(figures.status)} errors ${figures.errors}`
            : '') +
          (figures.peakRssMb
            ? ` RSS ${figures.idleRssMb} → ${figures.peakRssMb} MB, ${(figures.bytes! / 1e6).toFixed(1)} MB sent`
            : ''),
      );
    }
    const exam: SeededExam = {
      id: open,
      questions: Array.from({ length: 40 }, (_, p) => ({
        id: uuidOf(`qopen-${p}`),
        options: optionTexts,
        correct: [optionTexts[p % 4]!],
      })),
    };
    const seeded: Pick<Seeded, 'students'> = {
      students: Array.from({ length: owners }, (_, i) => ({
        id: uuidOf(`u${i}`),
        phone: '',
        token: studentToken(i),
      })),
    };
    const settings: ScenarioSettings = {
      url: server.url,
      connections: 100,
      duration: options.duration,
    };
    const storedNow = async () =>
      Number(
        (
          await client.query(
            `select count(*) as n from results r where r.exam_id = $1
               and (select cardinality(a.graded) from result_answer_sets a where a.result_id = r.id) = 40`,
            [open],
          )
        ).rows[0].n,
      );
    log(`submit storm: ${owners} students`);
    const storm = await closeStorm(settings, seeded as Seeded, exam);
    await server.stop();
    server = undefined;
    const stored = await storedNow();
    log(
      `submit storm: ${storm.throughput.toFixed(0)}/s p99 ${storm.p99} ms, ${storm.acknowledged.length} acknowledged, ${stored} stored`,
    );
    // The same close again while 20 admins read the exam's results, statistics
    // and non-solvers: a fresh API, so nothing it remembered of the first storm answers.
    await client.query('delete from results where exam_id = $1', [open]);
    server = await startApi({ port, jwtSecret, databaseUrl, dataDir });
    const adminPaths = [
      `/api/admin/exam-results/${open}`,
      `/api/admin/exam-results/${open}/stats`,
      `/api/admin/exam-results/${open}/non-solvers`,
    ];
    log(`submit storm with ${options.connections} admins browsing its results`);
    const [busyStorm, browsing] = await Promise.all([
      closeStorm({ ...settings, url: server.url }, seeded as Seeded, exam),
      runLoad({
        url: server.url,
        connections: options.connections,
        duration: Math.max(5, Math.ceil(owners / storm.throughput)),
        requests: adminPaths.map((path) => ({
          method: 'GET',
          path,
          headers: { authorization: `Bearer ${adminToken}` },
        })),
      }),
    ]);
    await server.stop();
    server = undefined;
    const busyStored = await storedNow();
    log(
      `submit storm with admins: ${busyStorm.throughput.toFixed(0)}/s p99 ${busyStorm.p99} ms, ${busyStored} stored; admins ${browsing.throughput.toFixed(0)}/s p50 ${browsing.p50} ms p99 ${browsing.p99} ms`,
    );
    log('ceilings: bare node:http and single-row inserts');
    const ceilings = await measureCeilings(databaseUrl!, port + 1, 20, 5);
    log(
      `ceilings: node:http ${ceilings.nodeHttp.throughput.toFixed(0)}/s, inserts ${ceilings.postgresInserts?.throughput.toFixed(0) ?? '(no pgbench)'}/s`,
    );
    const results: ScaleResults = {
      generatedAt: new Date().toISOString(),
      databaseUrl: databaseUrl!,
      quick: options.quick,
      scale: options.scale,
      connections: options.connections,
      duration: options.duration,
      machine,
      // A kept dataset (--scale-db) is described by the run that built it.
      dataset: dataset
        ? {
            size: dataset.size,
            steps: dataset.steps,
            seconds: dataset.seconds,
            tables: dataset.tables,
          }
        : (builtBefore(options.databaseUrl) ?? null),
      figuresKept,
      calls,
      ceilings,
      submit: {
        students: owners,
        throughput: storm.throughput,
        p50: storm.p50,
        p99: storm.p99,
        stored,
        acknowledged: storm.acknowledged.length,
        non2xx: storm.non2xx,
        client: stormClient(),
      },
      submitWithAdmins: {
        students: owners,
        throughput: busyStorm.throughput,
        p50: busyStorm.p50,
        p99: busyStorm.p99,
        stored: busyStored,
        acknowledged: busyStorm.acknowledged.length,
        non2xx: busyStorm.non2xx,
        client: stormClient(),
        admins: {
          paths: adminPaths,
          throughput: browsing.throughput,
          p50: browsing.p50,
          p99: browsing.p99,
          non2xx: browsing.non2xx,
          errors: browsing.errors + browsing.timeouts,
        },
      },
    };
    const output = join(repoRoot, 'bench/results/scale.json');
    mkdirSync(dirname(output), { recursive: true });
    writeFileSync(output, `${JSON.stringify(results, null, 2)}\n`);
    if (!options.quick)
      writeFileSync(join(repoRoot, 'bench/scale.json'), `${JSON.stringify(results, null, 2)}\n`);
    return results;
  } finally {
    await server?.stop();
    await client.end();
    rmSync(dataDir, { recursive: true, force: true });
    if (dataset && !options.keep) await dataset.drop();
    else if (dataset) log(`kept the dataset: ${dataset.url}`);
  }
}
