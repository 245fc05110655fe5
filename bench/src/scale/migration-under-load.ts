// Issue 19: "a new migration on the 100k dataset keeps the app answering; time it".
// On a kept data-scale dataset, the built API serves students and admins while
// another process (as a newly deployed API would) applies one more migration
// through the API's own migrator. Every answer is timed against the migration.
// `npx tsx bench/src/scale/migration-under-load.ts --db=<dataset url> [--connections=20]`
// With `--migrations-from=<folder>` the migrations are that folder's pending
// ones (apps/api/drizzle: this checkout's), applied for good, on a dataset
// built by an older checkout and served by its build (`--api-entry`); every
// submit the API acknowledged is looked for in the database afterwards.
import { randomBytes } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { openDatabase } from '../../../apps/api/src/db/client';
import { migrateDatabase } from '../../../apps/api/src/db/migrate';
import { migrationsFolder } from '../../../apps/api/src/locations';
import { createTokenService } from '../../../apps/api/src/lib/tokens';
import type { LoadRequest } from '../load';
import { describeMachine } from '../machine';
import { repoRoot, startApi, type Server } from '../processes';
import { answerSheet } from '../scenarios';
import { optionTexts } from './dataset-sql';
import { datasetFacts, uuidOf } from './run-scale';

const { values } = parseArgs({
  args: process.argv.slice(2),
  options: {
    db: { type: 'string' },
    connections: { type: 'string', default: '20' },
    port: { type: 'string', default: '3590' },
    split: { type: 'boolean', default: false },
    'migrations-from': { type: 'string' },
    'api-entry': { type: 'string' },
  },
});
if (!values.db) throw new Error('--db=<a kept data-scale dataset> is required');
const databaseUrl = values.db;
const connections = Number(values.connections);
const quietSeconds = 5;
const openQuestions = 40;
const migrationsFrom = values['migrations-from'];
const label = migrationsFrom ? '-real' : values.split ? '-split' : '';

/**
 * The migration to apply: the shape of the largest the platform has had, on
 * names of its own so it can be taken back afterwards. Migration 0022 (a
 * students' column with its index, kept by triggers on purchases, backfilled
 * for every student) and migration 0017 (a new index over the million
 * results). With `--split`, the same statements as three migrations, as
 * decision 0233 asks them written: the columns and triggers, the backfill, the
 * indexes.
 */
function trialMigrations(split: boolean): Array<{ tag: string; sql: string }> {
  const students = readFileSync(join(migrationsFolder, '0022_students_access_until.sql'), 'utf8')
    .replaceAll('access_until', 'trial_access_until')
    .split('--> statement-breakpoint');
  const statements = [
    ...students,
    'CREATE INDEX "results_trial_recent_idx" ON "results" USING btree ("user_id","submitted_at" DESC NULLS FIRST,"id");',
  ];
  const file = (parts: string[]) => parts.join('--> statement-breakpoint');
  if (!split) return [{ tag: '0999_trial_upgrade', sql: file(statements) }];
  const opening = (statement: string) =>
    statement
      .replace(/^\s*--.*$/gm, '')
      .trimStart()
      .split(/\s+/)
      .slice(0, 2)
      .join(' ');
  const isIndex = (statement: string) => opening(statement) === 'CREATE INDEX';
  const isBackfill = (statement: string) => opening(statement).startsWith('UPDATE');
  return [
    {
      tag: '0997_trial_columns',
      sql: file(statements.filter((statement) => !isIndex(statement) && !isBackfill(statement))),
    },
    { tag: '0998_trial_backfill', sql: file(statements.filter(isBackfill)) },
    { tag: '0999_trial_indexes', sql: file(statements.filter(isIndex)) },
  ];
}

const undoTrial = `
  DROP TRIGGER IF EXISTS "user_courses_trial_access_until_insert" ON "user_courses";
  DROP TRIGGER IF EXISTS "user_courses_trial_access_until_update" ON "user_courses";
  DROP TRIGGER IF EXISTS "user_courses_trial_access_until_delete" ON "user_courses";
  DROP FUNCTION IF EXISTS "users_keep_trial_access_until"();
  DROP INDEX IF EXISTS "results_trial_recent_idx";
  ALTER TABLE "users" DROP COLUMN IF EXISTS "trial_access_until";
  DELETE FROM drizzle."__drizzle_migrations" WHERE created_at >= $1;`;

/** The API's migrations folder and journal with the trial migrations after the last. */
function trialFolder(when: number, split: boolean): string {
  const folder = mkdtempSync(join(tmpdir(), 'sabora-trial-migrations-'));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalFile = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as {
    entries: Array<{
      idx: number;
      version: string;
      when: number;
      tag: string;
      breakpoints: boolean;
    }>;
  };
  for (const [index, migration] of trialMigrations(split).entries()) {
    const last = journal.entries.at(-1)!;
    journal.entries.push({ ...last, idx: last.idx + 1, when: when + index, tag: migration.tag });
    writeFileSync(join(folder, `${migration.tag}.sql`), migration.sql);
  }
  writeFileSync(journalFile, JSON.stringify(journal, null, 2));
  return folder;
}

/** What a connection is waiting for (autocannon's per-connection context). */
interface Sending {
  sending: { name: string; at: number; token: string };
}

interface Answer {
  name: string;
  sentAt: number;
  answeredAt: number;
  ms: number;
  status: number;
}

interface Window {
  answered: number;
  perSecond: number;
  p50: number;
  p99: number;
  max: number;
  non2xx: number;
  statuses: Record<string, number>;
}

function windowOf(answers: Answer[], seconds: number): Window {
  const times = answers.map((answer) => answer.ms).sort((a, b) => a - b);
  const at = (share: number) =>
    Math.round(times[Math.min(times.length - 1, Math.floor(share * times.length))] ?? 0);
  return {
    answered: answers.length,
    perSecond: Math.round(answers.length / seconds),
    p50: at(0.5),
    p99: at(0.99),
    max: Math.round(times.at(-1) ?? 0),
    non2xx: answers.filter((answer) => answer.status < 200 || answer.status >= 300).length,
    statuses: answers.reduce<Record<string, number>>((counts, answer) => {
      counts[answer.status] = (counts[answer.status] ?? 0) + 1;
      return counts;
    }, {}),
  };
}

const client = new pg.Client({ connectionString: databaseUrl });
await client.connect();
const dataDir = mkdtempSync(join(tmpdir(), 'sabora-migration-'));
const when = Date.now();
let server: Server | undefined;
try {
  const { students, owners, admin } = await datasetFacts(client);
  const jwtSecret = randomBytes(32).toString('hex');
  server = await startApi({
    port: Number(values.port),
    jwtSecret,
    databaseUrl,
    dataDir,
    ...(values['api-entry'] ? { entry: values['api-entry'] } : {}),
  });
  const signer = createTokenService(jwtSecret, () => Date.now());
  const adminToken = signer.sign({
    kind: 'admin',
    sub: admin.id,
    ua: admin.updated_at.getTime(),
  });
  const studentToken = (index: number) =>
    signer.sign({ kind: 'user', sub: uuidOf(`u${index}`), sv: 0 });
  const studentTokens = Array.from({ length: Math.min(owners, 30_000) }, (_, i) => studentToken(i));
  const studentOf = new Map(studentTokens.map((token, index) => [token, index]));
  const acknowledged = new Set<number>();
  const refusedSubmits: Answer[] = [];
  let nextStudent = 0;
  const student = () => studentTokens[nextStudent++ % studentTokens.length]!;
  const open = uuidOf('open');
  const sheet = answerSheet(
    {
      id: open,
      questions: Array.from({ length: openQuestions }, (_, p) => ({
        id: uuidOf(`qopen-${p}`),
        options: optionTexts,
        correct: [optionTexts[p % 4]!],
      })),
    },
    1,
  );
  const json = { 'content-type': 'application/json' };
  const answers: Answer[] = [];
  const nameOf = new Map<LoadRequest, string>();
  const started = performance.now();
  const call = (
    name: string,
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    token: () => string,
    body?: string,
  ): LoadRequest => {
    const request: LoadRequest = {
      method,
      path,
      ...(body ? { body } : {}),
      setupRequest: (req, context) => {
        const bearer = token();
        (context as Sending).sending = { name, at: performance.now() - started, token: bearer };
        return { ...req, headers: { ...(body ? json : {}), authorization: `Bearer ${bearer}` } };
      },
      onResponse: (status, _body, context) => {
        const { sending } = context as Sending;
        const answeredAt = performance.now() - started;
        const answer = {
          name,
          sentAt: sending.at,
          answeredAt,
          ms: answeredAt - sending.at,
          status,
        };
        answers.push(answer);
        if (name !== 'submit') return;
        if (status >= 200 && status < 300) acknowledged.add(studentOf.get(sending.token)!);
        else refusedSubmits.push(answer);
      },
    };
    nameOf.set(request, name);
    return request;
  };
  // What a deadline's minutes look like to the server: students opening the
  // exam, saving answers and submitting, the catalogue, and the admins' lists.
  const requests = [
    call('exam page', 'GET', `/api/user/exams/${open}`, student),
    call('draft save', 'PUT', `/api/user/exams/${open}/draft`, student, sheet),
    call('submit', 'POST', `/api/user/exams/${open}`, student, sheet),
    call('catalogue', 'POST', '/api/shared/courses', student, '{}'),
    call(
      'admin: students by name',
      'GET',
      `/api/admin/users?search=${encodeURIComponent('مريم حسن')}`,
      () => adminToken,
    ),
    call('admin: exam results', 'GET', `/api/admin/exam-results/${uuidOf('e0')}`, () => adminToken),
    call(
      'admin: student page',
      'GET',
      `/api/admin/users/${uuidOf(`u${students - 1}`)}`,
      () => adminToken,
    ),
  ];

  let run: autocannon.Instance | undefined;
  const done = new Promise<autocannon.Result>((resolve, reject) => {
    run = autocannon(
      { url: server!.url, connections, pipelining: 1, timeout: 60, duration: 600, requests },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });

  await new Promise((resolve) => setTimeout(resolve, quietSeconds * 1000));
  const migrationStart = performance.now() - started;
  const folder = migrationsFrom ?? trialFolder(when, values.split!);
  const target = { kind: 'postgres' as const, url: databaseUrl };
  const handle = openDatabase(target);
  let stepBacks = 0;
  try {
    await migrateDatabase(handle, target, folder, { onRetry: () => stepBacks++ });
  } finally {
    await handle.close();
    if (!migrationsFrom) rmSync(folder, { recursive: true, force: true });
  }
  const migrationEnd = performance.now() - started;
  await new Promise((resolve) => setTimeout(resolve, quietSeconds * 1000));
  run!.stop();
  const result = await done;
  const end = performance.now() - started;
  await server.stop();
  server = undefined;
  // Every acknowledged submit must be stored with all its answers, whichever
  // side of the migration it committed on; read through result_answers, a
  // table before 0025 and a view of the answer sets after it.
  const { rows: stored } = await client.query<{ answers: number }>(
    `select count(a.position)::int as answers
     from results r left join result_answers a on a.result_id = r.id
     where r.exam_id = $1 and r.user_id = any($2::uuid[])
     group by r.id`,
    [open, [...acknowledged].map((index) => uuidOf(`u${index}`))],
  );
  const phase = (answer: Answer) =>
    answer.answeredAt < migrationStart
      ? 'before'
      : answer.sentAt > migrationEnd
        ? 'after'
        : 'during';

  const before = answers.filter((a) => a.answeredAt < migrationStart);
  // A request is the migration's when it was waiting at any moment of it.
  const during = answers.filter((a) => a.answeredAt >= migrationStart && a.sentAt <= migrationEnd);
  const after = answers.filter((a) => a.sentAt > migrationEnd);
  let gap = 0;
  const answeredTimes = answers.map((a) => a.answeredAt).sort((a, b) => a - b);
  for (let i = 1; i < answeredTimes.length; i++) {
    const t = answeredTimes[i]!;
    if (t >= migrationStart && answeredTimes[i - 1]! <= migrationEnd)
      gap = Math.max(gap, t - answeredTimes[i - 1]!);
  }
  const migrationSeconds = (migrationEnd - migrationStart) / 1000;
  const figures = {
    at: new Date().toISOString(),
    machine: describeMachine(),
    students,
    connections,
    split: values.split,
    migrationsFrom: migrationsFrom ?? null,
    apiEntry: values['api-entry'] ?? null,
    migrationSeconds,
    stepBacks,
    longestSilenceMs: Math.round(gap),
    errors: result.errors,
    timeouts: result.timeouts,
    before: windowOf(before, migrationStart / 1000),
    during: windowOf(during, Math.max(migrationSeconds, 0.001)),
    after: windowOf(after, (end - migrationEnd) / 1000),
    duringByCall: Object.fromEntries(
      requests.map((request) => {
        const name = nameOf.get(request)!;
        const mine = during.filter((answer) => answer.name === name);
        return [name, windowOf(mine, Math.max(migrationSeconds, 0.001))];
      }),
    ),
    submits: {
      acknowledged: acknowledged.size,
      stored: stored.length,
      lost: acknowledged.size - stored.length,
      incomplete: stored.filter((row) => row.answers !== openQuestions).length,
      refused: refusedSubmits.reduce<Record<string, number>>((counts, answer) => {
        const key = `${phase(answer)} ${answer.status}`;
        counts[key] = (counts[key] ?? 0) + 1;
        return counts;
      }, {}),
    },
  };
  console.log(JSON.stringify(figures, null, 2));
  const out = join(repoRoot, 'bench/results');
  mkdirSync(out, { recursive: true });
  writeFileSync(join(out, `migration-under-load${label}.json`), JSON.stringify(figures, null, 2));
} finally {
  await server?.stop();
  if (!migrationsFrom) await takeBackTrial();
  await client.end();
  rmSync(dataDir, { recursive: true, force: true });
}

async function takeBackTrial() {
  await client.query('begin');
  for (const statement of undoTrial
    .split(';')
    .map((s) => s.trim())
    .filter(Boolean)) {
    await client.query(statement, statement.includes('$1') ? [when] : []);
  }
  await client.query('commit');
}
