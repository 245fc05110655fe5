// Profiles the API under one scenario: seeds a fresh database like the benchmark,
// runs the API with --cpu-prof, loads it, and prints where the time went.
// `tsx bench/src/profile.ts <scenario> [postgres|pglite]`, scenario one of:
// time-now, exam-page, exam-page-plain, exam-page-revalidate, exam-close, catalogue, sign-in.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { DatabaseTarget } from '../../apps/api/src/db/client';
import type { LoadFigures } from './load';
import { repoRoot, startApi } from './processes';
import {
  browserEncodings,
  catalogue,
  closeStorm,
  examPage,
  examPageTag,
  signInBurst,
  timeNow,
  type ScenarioSettings,
} from './scenarios';
import { seedDatabase, type Seeded } from './seed';

const scenario = process.argv[2] ?? 'exam-page';
const kind = process.argv[3] === 'pglite' ? 'pglite' : 'postgres';
const serverUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dataDir = mkdtempSync(join(tmpdir(), 'sabora-profile-'));
const profileDir = join(repoRoot, 'bench/results/profiles', `${scenario}-${kind}-${Date.now()}`);
const name = `sabora_profile_${randomBytes(4).toString('hex')}`;

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(statement);
  await client.end();
}

const scenarios: Record<string, (settings: ScenarioSettings, seeded: Seeded) => Promise<unknown>> =
  {
    'time-now': (settings) => timeNow(settings),
    'exam-page': (settings, seeded) => examPage(settings, seeded),
    'exam-page-plain': (settings, seeded) => examPage(settings, seeded, {}),
    'exam-page-revalidate': async (settings, seeded) =>
      examPage(settings, seeded, {
        ifNoneMatch: await examPageTag(settings.url, seeded),
        acceptEncoding: browserEncodings,
      }),
    'exam-close': (settings, seeded) => closeStorm(settings, seeded, seeded.closeExams[0]!),
    catalogue: (settings, seeded) => catalogue(settings, seeded),
    'sign-in': (settings, seeded) => signInBurst(settings, seeded),
  };
const load = scenarios[scenario];
if (!load) throw new Error(`unknown scenario ${scenario}`);

let target: DatabaseTarget = { kind: 'pglite', dataDir };
if (kind === 'postgres') {
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  target = { kind: 'postgres', url: url.toString() };
}
try {
  const jwtSecret = randomBytes(32).toString('hex');
  const seeded = await seedDatabase(target, {
    students: Number(process.env.BENCH_STUDENTS ?? 3000),
    closeRuns: 1,
    catalogueCourses: 12,
    catalogueVideos: 40,
    jwtSecret,
  });
  const api = await startApi({
    port: 3620,
    jwtSecret,
    dataDir,
    cpuProfileDir: profileDir,
    ...(target.kind === 'postgres' ? { databaseUrl: target.url } : {}),
  });
  try {
    const settings = { url: api.url, duration: 10, connections: 100 };
    const figures = (await load(settings, seeded)) as LoadFigures | { logins: LoadFigures };
    const shown = 'logins' in figures ? figures.logins : figures;
    console.log(
      `${scenario} on ${kind}: ${shown.throughput.toFixed(0)}/s, p50 ${shown.p50} ms, p99 ${shown.p99} ms, status ${JSON.stringify(shown.status)}`,
    );
  } finally {
    await api.stop();
  }
  for (const file of readdirSync(profileDir)) console.log(`profile: ${join(profileDir, file)}`);
} finally {
  if (kind === 'postgres') await admin(`drop database if exists ${name} with (force)`);
  rmSync(dataDir, { recursive: true, force: true });
}
