// Profiles the API under one scenario: seeds a fresh database like the benchmark,
// runs the API with --cpu-prof, loads it, and prints where the time went.
// `tsx bench/src/profile.ts <scenario> [postgres|pglite]`, scenario one of:
// time-now, exam-page, exam-page-plain, exam-page-revalidate, exam-close, catalogue, sign-in.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freshPostgresDatabase } from './fresh-database';
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

const database = kind === 'postgres' ? await freshPostgresDatabase(serverUrl) : undefined;
const target: DatabaseTarget = database
  ? { kind: 'postgres', url: database.url }
  : { kind: 'pglite', dataDir };
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
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
