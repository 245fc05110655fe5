import { parseArgs } from 'node:util';

export type DatabaseKind = 'postgres' | 'pglite';

export interface BenchOptions {
  quick: boolean;
  databases: DatabaseKind[];
  /** Also measure PostgreSQL with the API in cluster mode (WORKERS=n); 0 for single process only. */
  workers: number;
  runs: number;
  duration: number;
  connections: number;
  students: Record<DatabaseKind, number>;
  build: boolean;
  cpuProfile: boolean;
  postgresUrl: string;
  /** Only write bench/REPORT.md again from bench/report.json (after editing bench/notes.md). */
  reportOnly: boolean;
  /** The API build to start; BENCH_API_ENTRY, for measuring an older build. */
  apiEntry: string | undefined;
  /** Where the JSON goes; the report is written next to bench/REPORT.md only for full runs. */
  output: string;
  /** Extra settings for the API (`K=V,K=V`), e.g. to measure with a cache turned off. */
  apiEnv: Record<string, string>;
  /** The data-scale bench instead (issue 19): `--scale`, with its dataset's size and reuse. */
  scale: { run: boolean; factor: number; databaseUrl: string | undefined; keep: boolean };
}

function settings(list: string | undefined): Record<string, string> {
  const pairs = (list ?? '').split(',').filter((pair) => pair.trim() !== '');
  return Object.fromEntries(
    pairs.map((pair) => {
      const [name, ...value] = pair.split('=');
      if (!name || value.length === 0) throw new Error(`api-env: ${pair} is not NAME=value`);
      return [name.trim(), value.join('=').trim()];
    }),
  );
}

/** Flags win over BENCH_* variables, which win over the defaults. */
export function parseOptions(argv: string[], env: NodeJS.ProcessEnv): BenchOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      quick: { type: 'boolean' },
      db: { type: 'string' },
      workers: { type: 'string' },
      runs: { type: 'string' },
      duration: { type: 'string' },
      students: { type: 'string' },
      'skip-build': { type: 'boolean' },
      'cpu-prof': { type: 'boolean' },
      output: { type: 'string' },
      'report-only': { type: 'boolean' },
      'api-env': { type: 'string' },
      scale: { type: 'boolean' },
      'scale-factor': { type: 'string' },
      'scale-db': { type: 'string' },
      keep: { type: 'boolean' },
    },
  });
  const quick = values.quick ?? env.BENCH_QUICK === '1';
  const number = (flag: string | undefined, name: string, fallback: number) => {
    const raw = flag ?? env[name];
    const parsed = raw === undefined ? fallback : Number(raw);
    if (!Number.isFinite(parsed) || parsed < 0) throw new Error(`${name} must be a number`);
    return parsed;
  };
  const databases = (values.db ?? env.BENCH_DATABASES ?? 'postgres,pglite')
    .split(',')
    .map((name) => name.trim());
  for (const name of databases) {
    if (name !== 'postgres' && name !== 'pglite') throw new Error(`unknown database ${name}`);
  }
  const students = number(values.students, 'BENCH_STUDENTS', 0);
  return {
    quick,
    databases: databases as DatabaseKind[],
    workers: number(values.workers, 'BENCH_WORKERS', 0),
    runs: number(values.runs, 'BENCH_RUNS', quick ? 1 : 3),
    duration: number(values.duration, 'BENCH_DURATION', quick ? 3 : 10),
    connections: 100,
    students: {
      postgres: students || (quick ? 500 : 10_000),
      pglite: number(undefined, 'BENCH_PGLITE_STUDENTS', 0) || students || (quick ? 500 : 4_000),
    },
    build: !(values['skip-build'] ?? env.BENCH_SKIP_BUILD === '1'),
    cpuProfile: values['cpu-prof'] ?? env.BENCH_CPU_PROF === '1',
    postgresUrl: env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    reportOnly: values['report-only'] ?? false,
    apiEntry: env.BENCH_API_ENTRY || undefined,
    output: values.output ?? env.BENCH_OUTPUT ?? 'bench/results/latest.json',
    apiEnv: settings(values['api-env'] ?? env.BENCH_API_ENV),
    scale: {
      run: values.scale ?? env.BENCH_SCALE === '1',
      factor: number(values['scale-factor'], 'BENCH_SCALE_FACTOR', quick ? 0.05 : 1),
      databaseUrl: values['scale-db'] ?? env.BENCH_SCALE_DB ?? undefined,
      keep: values.keep ?? false,
    },
  };
}
