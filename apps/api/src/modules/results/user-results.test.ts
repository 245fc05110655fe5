import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser, UserResultItem } from '@sabora/contract';
import { messages } from '../../messages';
import { adminToken, studentWith } from '../../../test/support/catalogue-fixtures';
import {
  entriesFor,
  examCalls,
  graceMs,
  insertExamWithQuestions,
  insertTimedExam,
} from '../../../test/support/exam-fixtures';
import { buildTestApp, messagesOf, type TestContext } from '../../../test/support/helper';

let ctx: TestContext;
let calls: ReturnType<typeof examCalls>;
let student: SessionUser;
let timed: Awaited<ReturnType<typeof insertTimedExam>>;
const ids = {} as Record<'untimed' | 'timed', string>;

beforeAll(async () => {
  ctx = await buildTestApp();
  calls = examCalls(ctx);
  student = await studentWith(ctx);
  const untimed = await insertExamWithQuestions(ctx, { values: { title: 'Übung' } });
  timed = await insertTimedExam(ctx, { values: { title: 'Monatstest' } });
  const first = await calls.submit(untimed.row.id, student.token, entriesFor(untimed, [['den']]));
  ids.untimed = first.json().result._id;
  ctx.clock.set(timed.start + 5);
  const second = await calls.submit(timed.row.id, student.token, entriesFor(timed, [['den']]));
  expect(second.statusCode).toBe(200);
  const list = await calls.send('GET', '/user/results', student.token);
  ids.timed = list.json().results[0]._id;
});
afterAll(() => ctx.close());

describe('GET /api/user/results', () => {
  it('lists the student’s results newest first, hiding scores while the exam is open', async () => {
    ctx.clock.set(timed.end);
    const response = await calls.send('GET', '/user/results', student.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      results: [
        {
          _id: ids.timed,
          exam: { _id: timed.row.id, title: 'Monatstest' },
          score: null,
          totalScore: null,
          submittedAt: timed.start + 5,
          revealed: false,
        },
        expect.objectContaining({ _id: ids.untimed, score: 2, totalScore: 6.5, revealed: true }),
      ],
      count: 2,
    });
  });

  it('shows the score once the exam closed', async () => {
    ctx.clock.set(timed.end + graceMs);
    const [latest] = (await calls.send('GET', '/user/results', student.token)).json<{
      results: UserResultItem[];
    }>().results;
    expect(latest).toMatchObject({ score: 2, totalScore: 6.5, revealed: true });
  });

  it('pages', async () => {
    const page = await calls.send('GET', '/user/results?page=2&pageSize=1', student.token);
    expect(page.json().results.map((r: UserResultItem) => r._id)).toEqual([ids.untimed]);
    expect(page.json().count).toBe(2);
  });

  it('lists nothing for a student without results', async () => {
    const response = await calls.send('GET', '/user/results', (await studentWith(ctx)).token);
    expect(response.json()).toEqual({ results: [], count: 0 });
  });

  it('validates the query in Arabic', async () => {
    const response = await calls.send('GET', '/user/results?pageSize=500', student.token);
    expect(response.statusCode).toBe(422);
    expect(messagesOf(response)).toEqual(['أقصى عدد في الصفحة 100']);
  });

  it('needs a student token', async () => {
    expect((await calls.send('GET', '/user/results')).statusCode).toBe(401);
    const response = await calls.send('GET', '/user/results', await adminToken(ctx));
    expect(response.statusCode).toBe(403);
    expect(messagesOf(response)).toEqual([messages.studentsOnly]);
  });
});

describe('GET /api/user/results/{id}', () => {
  it('answers only when it was submitted while the exam is open', async () => {
    ctx.clock.set(timed.end + graceMs - 1);
    const response = await calls.send('GET', `/user/results/${ids.timed}`, student.token);
    expect(response.json()).toEqual({
      earlyResult: { submittedAt: timed.start + 5, revealAt: timed.end + graceMs },
    });
  });

  it('gives the result with its answers once the exam closed', async () => {
    ctx.clock.set(timed.end + graceMs);
    const response = await calls.send('GET', `/user/results/${ids.timed}`, student.token);
    const { result } = response.json();
    expect(result).toMatchObject({
      _id: ids.timed,
      exam: { _id: timed.row.id, title: 'Monatstest' },
      score: 2,
      totalScore: 6.5,
      submittedAt: timed.start + 5,
    });
    expect(result.answers[0]).toEqual({
      _id: expect.any(String),
      question: {
        _id: timed.questions[0]!.id,
        title: 'Ich sehe ___ Mann.',
        options: ['der', 'den', 'dem', 'des'],
        imageUrl: null,
      },
      selected: ['den'],
      correct: ['den'],
      score: 2,
      questionScore: 2,
      rating: 'correct',
    });
  });

  it('answers 404 for another student’s result, as for an unknown one', async () => {
    const other = await studentWith(ctx);
    const response = await calls.send('GET', `/user/results/${ids.untimed}`, other.token);
    expect(response.statusCode).toBe(404);
    expect(messagesOf(response)).toEqual([messages.resultNotFound]);
    const unknown = await calls.send(
      'GET',
      '/user/results/1b4e28ba-2fa1-4d3b-a3f5-ef19b5a7633b',
      student.token,
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('needs a student token and a valid id', async () => {
    expect((await calls.send('GET', `/user/results/${ids.timed}`)).statusCode).toBe(401);
    const admin = await calls.send('GET', `/user/results/${ids.timed}`, await adminToken(ctx));
    expect(admin.statusCode).toBe(403);
    const invalid = await calls.send('GET', '/user/results/42', student.token);
    expect(invalid.statusCode).toBe(422);
    expect(messagesOf(invalid)).toEqual(['الرقم التعريفي في الرابط مش صحيح']);
  });
});
