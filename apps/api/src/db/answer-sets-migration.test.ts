import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { migrationsCopy } from '../../test/support/migrations-copy';
import { scratchDatabase, type ScratchDatabase } from '../../test/support/scratch-databases';
import { openDatabase, type DatabaseHandle, type DatabaseTarget } from './client';
import { rowsOf } from './executor';
import { migrateDatabase } from './migrate';

// Migration 0025 (decision 0237) moves every stored answer from result_answers'
// rows into one row of arrays per result; the view of the same name must then
// read what the table held.

const serverUrl = inject('testDatabaseUrl');

let database: ScratchDatabase | undefined;
let target: DatabaseTarget;
let handle: DatabaseHandle;
let before: string;

const examId = '10000000-0000-4000-8000-000000000000';
const kept = '20000000-0000-4000-8000-000000000001';
const edited = '20000000-0000-4000-8000-000000000002';
const deleted = '20000000-0000-4000-8000-000000000003';
const first = '30000000-0000-4000-8000-000000000001';
const second = '30000000-0000-4000-8000-000000000002';

interface AnswerRow {
  result_id: string;
  question_id: string | null;
  position: number;
  selected: string[];
  correct: string[];
  question_score: string;
  score: string;
  rating: string;
}

const read = () =>
  rowsOf<AnswerRow>(
    handle.db,
    sql`select result_id, question_id, position, selected, correct,
        question_score::text as question_score, score::text as score, rating::text as rating
      from result_answers order by result_id, position`,
  );

beforeAll(async () => {
  database = serverUrl ? await scratchDatabase(serverUrl, 'sabora_answer_sets') : undefined;
  target = database ? { kind: 'postgres', url: database.url } : { kind: 'pglite', dataDir: null };
  handle = openDatabase(target);
  before = migrationsCopy({ before: '0025' });
  await migrateDatabase(handle, target, before);
  // Two results of one exam: answers with a gap in their positions (a regrade
  // dropped one), choices in the student's order, none chosen, a question
  // whose options were edited since (its old choice and key are gone from
  // it), and a deleted question's.
  const statements = `
    insert into exams (id, title) values ('${examId}', 'Deutsch');
    insert into questions (id, exam_id, position, title, options, correct, score) values
      ('${kept}', '${examId}', 0, 'der/die/das', '{der,die,das}', '{die,das}', 2),
      ('${edited}', '${examId}', 1, 'Verb', '{gehen,laufen}', '{gehen}', 1),
      ('${deleted}', '${examId}', 2, 'weg', '{ja,nein}', '{ja}', 1);
    insert into results (id, exam_id, user_id, score, total_score) values
      ('${first}', '${examId}', null, 3.5, 4),
      ('${second}', '${examId}', null, 0, 4);
    insert into result_answers
      (result_id, question_id, position, selected, correct, question_score, score, rating) values
      ('${first}', '${kept}', 0, '{das,die}', '{die,das}', 2, 2, 'correct'),
      ('${first}', '${edited}', 2, '{rennen}', '{rennen}', 1.5, 1.5, 'correct'),
      ('${first}', '${deleted}', 3, '{}', '{ja}', 1, 0, 'wrong'),
      ('${second}', '${kept}', 0, '{der}', '{die,das}', 2, 0, 'wrong'),
      ('${second}', '${edited}', 1, '{gehen}', '{gehen}', 1, 1, 'correct');
    delete from questions where id = '${deleted}'`;
  for (const statement of statements.split(';')) await handle.db.execute(sql.raw(statement));
});

afterAll(async () => {
  await handle.close();
  rmSync(before, { recursive: true, force: true });
  await database?.drop();
});

describe('migration 0025 (result answers as one row per result)', () => {
  it('keeps every answer: in order, its choices, key, scores, rating and question', async () => {
    const answer = (
      result: string,
      question: string | null,
      position: number,
      selected: string[],
      correct: string[],
      questionScore: string,
      score: string,
      rating: string,
    ): AnswerRow => ({
      result_id: result,
      question_id: question,
      position,
      selected,
      correct,
      question_score: questionScore,
      score,
      rating,
    });
    const expected = [
      // Choices come back in the question's order; positions close their gaps.
      answer(first, kept, 0, ['die', 'das'], ['die', 'das'], '2.0000', '2.0000', 'correct'),
      answer(first, edited, 1, ['rennen'], ['rennen'], '1.5000', '1.5000', 'correct'),
      answer(first, null, 2, [], ['ja'], '1.0000', '0.0000', 'wrong'),
      answer(second, kept, 0, ['der'], ['die', 'das'], '2.0000', '0.0000', 'wrong'),
      answer(second, edited, 1, ['gehen'], ['gehen'], '1.0000', '1.0000', 'correct'),
    ];
    await migrateDatabase(handle, target);
    expect(await read()).toEqual(expected);
  });

  it('stores each result as one row, and what they were graded against once per question and key', async () => {
    const [counts] = await rowsOf<{ sets: number; snapshots: number }>(
      handle.db,
      sql`select (select count(*)::int from result_answer_sets) as sets,
        (select count(*)::int from graded_questions) as snapshots`,
    );
    expect(counts).toEqual({ sets: 2, snapshots: 4 });
  });
});
