import { rmSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, afterEach, describe, expect, inject, it } from 'vitest';
import { migrationsCopy } from '../../test/support/migrations-copy';
import { scratchDatabase, type ScratchDatabase } from '../../test/support/scratch-databases';
import { migrationsFolder } from '../locations';
import { openDatabase, type DatabaseTarget } from './client';
import { migrateDatabase } from './migrate';

// Migration 0025 (decisions 0237, 0239) copies result_answers into answer sets
// and then drops the table, while the API it replaces still serves. A write to
// result_answers committed after the copy read the table would be dropped with
// it; every writer must instead wait for the migration and then be refused by
// the view. One process at a time is the embedded database's rule, so this is
// PostgreSQL's alone.

const serverUrl = inject('testDatabaseUrl');

const examId = '10000000-0000-4000-8000-000000000000';
const questionId = '20000000-0000-4000-8000-000000000001';
const first = '30000000-0000-4000-8000-000000000001';
const second = '30000000-0000-4000-8000-000000000002';
const late = '30000000-0000-4000-8000-000000000003';

describe.skipIf(!serverUrl)('migration 0025 while the old API writes answers', () => {
  const databases: ScratchDatabase[] = [];
  const clients: pg.Client[] = [];

  async function connect(url: string): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    clients.push(client);
    return client;
  }

  /** A database at migration 0024 with two results of one question each. */
  async function databaseBefore(): Promise<DatabaseTarget & { kind: 'postgres' }> {
    const database = await scratchDatabase(serverUrl, 'sabora_answer_writers');
    databases.push(database);
    const target = { kind: 'postgres' as const, url: database.url };
    const folder = migrationsCopy({ before: '0025' });
    const handle = openDatabase(target);
    try {
      await migrateDatabase(handle, target, folder);
    } finally {
      await handle.close();
      rmSync(folder, { recursive: true, force: true });
    }
    const client = await connect(target.url);
    await client.query(`
      insert into exams (id, title) values ('${examId}', 'Deutsch');
      insert into questions (id, exam_id, position, title, options, correct, score) values
        ('${questionId}', '${examId}', 0, 'der/die/das', '{der,die,das}', '{die}', 1);
      insert into results (id, exam_id, user_id, score, total_score) values
        ('${first}', '${examId}', null, 1, 1), ('${second}', '${examId}', null, 0, 1);
      insert into result_answers
        (result_id, question_id, position, selected, correct, question_score, score, rating) values
        ('${first}', '${questionId}', 0, '{die}', '{die}', 1, 1, 'correct'),
        ('${second}', '${questionId}', 0, '{der}', '{die}', 1, 0, 'wrong')`);
    return target;
  }

  /**
   * Runs migration 0025 held in the middle of its copy (a reading holds the
   * first result's row, which the answer sets' foreign key must key-share
   * lock), lets `write` start on a connection of its own while it is held, and
   * lets it go once the write has either ended or waited `waitedMs` for a lock.
   * Answers how the write ended and how often the migration stepped back.
   */
  async function migrateWhile(
    target: DatabaseTarget & { kind: 'postgres' },
    write: (client: pg.Client) => Promise<unknown>,
    waitedMs = 0,
  ): Promise<{ outcome: 'acknowledged' | 'refused'; stepBacks: number }> {
    const holder = await connect(target.url);
    const writer = await connect(target.url);
    const watcher = await connect(target.url);
    await holder.query('begin');
    await holder.query(`select 1 from results where id = '${first}' for update`);
    const handle = openDatabase(target);
    // The hold is the test's, not a reading to step back from.
    let stepBacks = 0;
    const migrating = migrateDatabase(handle, target, migrationsFolder, {
      lockTimeoutMs: 60_000,
      retryPauseMs: 100,
      onRetry: () => stepBacks++,
    });
    const waiting = async (who: string, value: number | string) => {
      const { rows } = await watcher.query<{ n: number }>(
        `select count(*)::int as n from pg_stat_activity
         where datname = current_database() and wait_event_type = 'Lock' and ${who}`,
        [value],
      );
      return rows[0]!.n > 0;
    };
    while (!(await waiting('query like $1', '%INSERT INTO "result_answer_sets"%'))) await sleep(20);
    let ended = false;
    const outcome = write(writer).then(
      () => 'acknowledged' as const,
      () => 'refused' as const,
    );
    void outcome.finally(() => (ended = true));
    const writerPid = (writer as unknown as { processID: number }).processID;
    while (!ended && !(await waiting('pid = $1', writerPid))) await sleep(20);
    if (!ended) await sleep(waitedMs);
    await holder.query('commit');
    try {
      await migrating;
    } finally {
      await handle.close();
    }
    return { outcome: await outcome, stepBacks };
  }

  afterEach(async () => {
    for (const client of clients.splice(0)) await client.end();
  });

  afterAll(async () => {
    for (const database of databases) await database.drop();
  });

  it('refuses a regrade of stored answers that comes during the copy, rather than dropping it', async () => {
    const target = await databaseBefore();
    const { outcome } = await migrateWhile(target, (writer) =>
      writer.query(
        `update result_answers set correct = '{der}', score = 1, rating = 'correct'
         where result_id = '${second}' and position = 0`,
      ),
    );
    const reader = await connect(target.url);
    const { rows } = await reader.query<{ correct: string[]; rating: string }>(
      `select correct, rating::text as rating from result_answers where result_id = '${second}'`,
    );
    const stored = rows[0];
    expect({ outcome, stored }).toEqual({
      outcome: 'refused',
      stored: { correct: ['die'], rating: 'wrong' },
    });
  });

  it('keeps a submit that comes during the copy waiting, then refuses it whole', async () => {
    const target = await databaseBefore();
    // The old API's submit: the result and its answers in one statement.
    const { outcome } = await migrateWhile(target, (writer) =>
      writer.query(`
        with created as (
          insert into results (id, exam_id, user_id, score, total_score)
          values ('${late}', '${examId}', null, 1, 1) returning id
        )
        insert into result_answers
          (result_id, question_id, position, selected, correct, question_score, score, rating)
        select id, '${questionId}', 0, '{die}', '{die}', 1, 1, 'correct' from created`),
    );
    const reader = await connect(target.url);
    const { rows } = await reader.query<{ result_id: string; answers: number }>(
      `select r.id as result_id, count(a.position)::int as answers
       from results r left join result_answers a on a.result_id = r.id
       group by r.id order by r.id`,
    );
    expect({ outcome, rows }).toEqual({
      outcome: 'refused',
      rows: [
        { result_id: first, answers: 1 },
        { result_id: second, answers: 1 },
      ],
    });
  });

  it('gives way to a draft sweep that holds the questions while it waits to write a result, and moves what it wrote', async () => {
    const target = await databaseBefore();
    // The old API's sweep reads the exam's questions, then writes the results;
    // waiting longer than the deadlock timeout before the migration's drop of
    // the questions' trigger closes the circle, it is the migration that finds
    // the deadlock.
    const reader = await connect(target.url);
    const { rows: timeout } = await reader.query<{ ms: number }>(
      `select setting::int as ms from pg_settings where name = 'deadlock_timeout'`,
    );
    const { outcome, stepBacks } = await migrateWhile(
      target,
      async (writer) => {
        await writer.query('begin');
        await writer.query(`select * from questions where exam_id = '${examId}'`);
        await writer.query(`
          insert into results (id, exam_id, user_id, score, total_score)
          values ('${late}', '${examId}', null, 1, 1)`);
        await writer.query(`
          insert into result_answers
            (result_id, question_id, position, selected, correct, question_score, score, rating)
          values ('${late}', '${questionId}', 0, '{die}', '{die}', 1, 1, 'correct')`);
        await writer.query('commit');
      },
      timeout[0]!.ms * 1.5,
    );
    const { rows } = await reader.query<{ result_id: string; selected: string[] }>(
      `select result_id, selected from result_answers order by result_id`,
    );
    expect({ outcome, stepBacks, rows }).toEqual({
      outcome: 'acknowledged',
      stepBacks: 1,
      rows: [
        { result_id: first, selected: ['die'] },
        { result_id: second, selected: ['der'] },
        { result_id: late, selected: ['die'] },
      ],
    });
  });
});
