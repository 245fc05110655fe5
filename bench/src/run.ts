import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { freshPostgresDatabase } from './fresh-database';
import type { DatabaseTarget } from '../../apps/api/src/db/client';
import type { LoadFigures } from './load';
import { describeMachine, type MachineInfo } from './machine';
import { parseOptions, type BenchOptions, type DatabaseKind } from './options';
import { repoRoot, startApi, startBaseline } from './processes';
import { writeReport } from './report';
import { runScale } from './scale/run-scale';
import {
  baseline,
  catalogue,
  closeStorm,
  browserEncodings,
  examPage,
  examPageTag,
  signInBurst,
  timeNow,
  type ScenarioSettings,
} from './scenarios';
import { seedDatabase } from './seed';
import { summarize, type Summary } from './summary';
import { checkStorms, type StormCheck } from './verify';

const ports = { baseline: 3601, api: 3610 };

export interface PassResult {
  database: DatabaseKind;
  workers: number;
  students: number;
  loadAverageAfter: number[];
  scenarios: Record<string, Summary>;
  storms: StormCheck[];
  /** Seconds each close storm took to store every student's submission. */
  stormSeconds: number[];
}

export interface BenchResults {
  generatedAt: string;
  quick: boolean;
  /** The API build measured. */
  api: string;
  settings: {
    runs: number;
    duration: number;
    connections: number;
    /** Settings added to the API's environment (--api-env), if any. */
    apiEnv?: Record<string, string>;
  };
  machine: MachineInfo;
  baseline: Summary;
  passes: PassResult[];
}

function log(message: string): void {
  console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}`);
}

async function measure(
  name: string,
  runs: number,
  ceiling: number,
  once: () => Promise<LoadFigures>,
): Promise<Summary> {
  const results: LoadFigures[] = [];
  for (let run = 0; run < runs; run += 1) results.push(await once());
  const summary = summarize(results, ceiling);
  log(
    `${name}: ${summary.throughput.toFixed(0)}/s p50 ${summary.p50} ms p99 ${summary.p99} ms, non-2xx ${summary.non2xx}, errors ${summary.errors}`,
  );
  return summary;
}

/** A fresh database of the given kind, and how to remove it afterwards. */
async function freshTarget(
  kind: DatabaseKind,
  options: BenchOptions,
): Promise<{ target: DatabaseTarget; dataDir: string; drop(): Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sabora-bench-'));
  if (kind === 'pglite') {
    return {
      target: { kind: 'pglite', dataDir },
      dataDir,
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const database = await freshPostgresDatabase(options.postgresUrl);
  return {
    target: { kind: 'postgres', url: database.url },
    dataDir,
    async drop() {
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function runPass(
  kind: DatabaseKind,
  workers: number,
  options: BenchOptions,
  ceiling: number,
): Promise<PassResult> {
  const label = `${kind}${workers ? ` ×${workers}` : ''}`;
  const students = options.students[kind];
  const jwtSecret = randomBytes(32).toString('hex');
  const { target, dataDir, drop } = await freshTarget(kind, options);
  try {
    log(`${label}: seeding ${students} students, ${options.runs + 1} exams of 40 questions`);
    const seeded = await seedDatabase(target, {
      students,
      closeRuns: options.runs,
      catalogueCourses: 12,
      catalogueVideos: 40,
      jwtSecret,
    });
    const api = await startApi({
      port: ports.api,
      jwtSecret,
      dataDir,
      workers,
      env: options.apiEnv,
      ...(options.apiEntry ? { entry: options.apiEntry } : {}),
      ...(target.kind === 'postgres' ? { databaseUrl: target.url } : {}),
      ...(options.cpuProfile
        ? { cpuProfileDir: join(repoRoot, 'bench/results/profiles', `${kind}-${workers}`) }
        : {}),
    });
    const scenarios: Record<string, Summary> = {};
    const storms: Array<{ examId: string; acknowledged: string[] }> = [];
    const stormSeconds: number[] = [];
    try {
      const settings: ScenarioSettings = {
        url: api.url,
        duration: options.duration,
        connections: options.connections,
      };
      const warm = { ...settings, duration: Math.min(2, options.duration) };
      const m = (name: string, once: () => Promise<LoadFigures>) =>
        measure(`${label} ${name}`, options.runs, ceiling, once);

      await timeNow(warm);
      scenarios['time-now'] = await m('time-now', () => timeNow(settings));
      await examPage(warm, seeded);
      scenarios['exam-page'] = await m('exam-page', () => examPage(settings, seeded));
      scenarios['exam-page-plain'] = await m('exam-page plain', () =>
        examPage(settings, seeded, {}),
      );
      const tag = await examPageTag(api.url, seeded);
      if (tag) {
        scenarios['exam-page-revalidate'] = await m('exam-page 304', () =>
          examPage(settings, seeded, { ifNoneMatch: tag, acceptEncoding: browserEncodings }),
        );
      }
      await catalogue(warm, seeded);
      scenarios.catalogue = await m('catalogue', () => catalogue(settings, seeded));
      let stormRun = 0;
      scenarios['exam-close'] = await m('exam-close', async () => {
        const exam = seeded.closeExams[stormRun++]!;
        const figures = await closeStorm(settings, seeded, exam);
        storms.push({ examId: exam.id, acknowledged: figures.acknowledged });
        stormSeconds.push(figures.seconds);
        return figures;
      });
      const duringSignIn: LoadFigures[] = [];
      scenarios['sign-in'] = await m('sign-in', async () => {
        const figures = await signInBurst(settings, seeded);
        duringSignIn.push(figures.examPage);
        return figures.logins;
      });
      scenarios['exam-page-during-sign-in'] = summarize(duringSignIn, ceiling);
    } finally {
      await api.stop();
    }
    const checks = await checkStorms(target, storms);
    for (const check of checks) {
      log(
        `${label} storm check: acknowledged ${check.acknowledged}, stored ${check.storedResults}, lost ${check.lost}, duplicated ${check.duplicated}, incomplete ${check.incomplete}`,
      );
    }
    return {
      database: kind,
      workers,
      students,
      loadAverageAfter: loadavg().map((value) => Math.round(value * 100) / 100),
      scenarios,
      storms: checks,
      stormSeconds,
    };
  } finally {
    await drop();
  }
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2), process.env);
  if (options.reportOnly) {
    // After editing bench/notes.md: the same measurements, the report written again.
    writeReport(
      JSON.parse(readFileSync(join(repoRoot, 'bench/report.json'), 'utf8')) as BenchResults,
    );
    log('wrote bench/REPORT.md from bench/report.json');
    return;
  }
  if (options.scale.run) {
    await runScale({
      quick: options.quick,
      scale: options.scale.factor,
      connections: 20,
      duration: options.quick ? 3 : options.duration,
      build: options.build,
      postgresUrl: options.postgresUrl,
      databaseUrl: options.scale.databaseUrl,
      keep: options.scale.keep,
    });
    return;
  }
  if (options.build && !options.apiEntry) {
    log('building the API (apps/api/dist)');
    execFileSync('npm', ['run', 'build', '--workspace', '@sabora/api'], {
      cwd: repoRoot,
      stdio: 'inherit',
    });
  }
  const machine = describeMachine();
  log(`${machine.cores} × ${machine.cpuModel}, load ${machine.loadAverageAtStart.join(' ')}`);

  const ceilingServer = await startBaseline(ports.baseline);
  let ceiling: Summary;
  try {
    const settings = {
      url: ceilingServer.url,
      duration: options.duration,
      connections: options.connections,
    };
    await baseline({ ...settings, duration: Math.min(2, options.duration) });
    ceiling = await measure('node:http baseline', options.runs, 0, () => baseline(settings));
  } finally {
    await ceilingServer.stop();
  }

  const passes: PassResult[] = [];
  for (const kind of options.databases) {
    passes.push(await runPass(kind, 0, options, ceiling.throughput));
    if (kind === 'postgres' && options.workers > 0) {
      passes.push(await runPass(kind, options.workers, options, ceiling.throughput));
    }
  }

  const results: BenchResults = {
    generatedAt: new Date().toISOString(),
    quick: options.quick,
    api: options.apiEntry ?? 'apps/api/dist/server.js',
    settings: {
      runs: options.runs,
      duration: options.duration,
      connections: options.connections,
      apiEnv: options.apiEnv,
    },
    machine,
    baseline: ceiling,
    passes,
  };
  const output = join(repoRoot, options.output);
  mkdirSync(dirname(output), { recursive: true });
  writeFileSync(output, `${JSON.stringify(results, null, 2)}\n`);
  log(`wrote ${options.output}`);
  // Only a full run of this checkout's API becomes the committed report.
  if (!options.quick && !options.apiEntry) {
    writeFileSync(join(repoRoot, 'bench/report.json'), `${JSON.stringify(results, null, 2)}\n`);
    writeReport(results);
    log('wrote bench/REPORT.md and bench/report.json');
  }
}

await main();
