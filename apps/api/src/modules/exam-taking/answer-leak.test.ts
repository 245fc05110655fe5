import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { SessionUser } from '@sabora/contract';
import { insertCourse, insertVideo, studentWith } from '../../../test/support/catalogue-fixtures';
import {
  entriesFor,
  examCalls,
  graceMs,
  insertTimedExam,
  type QuestionFixture,
} from '../../../test/support/exam-fixtures';
import { buildTestApp, type TestContext } from '../../../test/support/helper';

// Correct options no other text could contain by chance.
const secretQuestions: QuestionFixture[] = [
  { title: 'Frage 1', options: ['RICHTIG-A', 'falsch-a'], correct: ['RICHTIG-A'], score: 1 },
  {
    title: 'Frage 2',
    options: ['RICHTIG-B', 'RICHTIG-C', 'falsch-b'],
    correct: ['RICHTIG-B', 'RICHTIG-C'],
    score: 2,
  },
];
const secrets = ['RICHTIG-A', 'RICHTIG-B', 'RICHTIG-C'];

/**
 * Where a correct option shows up in a body other than as one of a question's
 * options or as the student's own choice — or any `correct` field at all.
 */
function leaksIn(body: unknown, path = '$'): string[] {
  if (typeof body === 'string') return secrets.includes(body) ? [`${path} = ${body}`] : [];
  if (Array.isArray(body)) return body.flatMap((item, index) => leaksIn(item, `${path}[${index}]`));
  if (body === null || typeof body !== 'object') return [];
  return Object.entries(body).flatMap(([key, value]) => {
    if (key === 'correct') return [`${path}.correct`];
    // The question's own options, and the student's own choices (answers and draft).
    if (key === 'options' || key === 'selected' || key === 'draft') return [];
    return leaksIn(value, `${path}.${key}`);
  });
}

let ctx: TestContext;
let calls: ReturnType<typeof examCalls>;
let exam: Awaited<ReturnType<typeof insertTimedExam>>;
let student: SessionUser;
const bodies: Array<[string, LightMyRequestResponse]> = [];

beforeAll(async () => {
  ctx = await buildTestApp();
  calls = examCalls(ctx);
  const course = await insertCourse(ctx);
  exam = await insertTimedExam(ctx, {
    courses: [course],
    questions: secretQuestions,
    values: { solutionUrl: 'https://youtu.be/loesung' },
  });
  const video = await insertVideo(ctx, { courses: [course], exams: [exam.row] });
  student = await studentWith(ctx, { courses: [course] });
  ctx.clock.set(exam.start + 1);
  const picks = entriesFor(exam, [['RICHTIG-A'], ['RICHTIG-B', 'falsch-b']]);
  const record = async (name: string, response: Promise<LightMyRequestResponse>) => {
    bodies.push([name, await response]);
  };
  await record('timed exams', calls.send('GET', '/shared/timed-exams', student.token));
  await record('video page', calls.send('GET', `/user/videos/${video.id}`, student.token));
  await record('video list', calls.send('POST', '/shared/videos', student.token, {}));
  await record('exam page', calls.open(exam.row.id, student.token));
  await record('draft', calls.saveDraft(exam.row.id, student.token, picks));
  await record('exam page with draft', calls.open(exam.row.id, student.token));
  await record('submit', calls.submit(exam.row.id, student.token, picks));
  await record('repeated submit', calls.submit(exam.row.id, student.token, picks));
  await record('exam page after submit', calls.open(exam.row.id, student.token));
  const list = await calls.send('GET', '/user/results', student.token);
  bodies.push(['results', list]);
  const resultId = list.json().results[0]._id;
  await record('result', calls.send('GET', `/user/results/${resultId}`, student.token));
  await record('solution', calls.send('GET', `/user/exam-solution/${exam.row.id}`, student.token));
});
afterAll(() => ctx.close());

describe('no correct option reaches a student while the exam is open', () => {
  it('every call answered', () => {
    expect(bodies.map(([name, response]) => [name, response.statusCode])).toEqual(
      bodies.map(([name]) => [name, 200]),
    );
  });

  it('no body names a correct option outside the options and the student’s own choices', () => {
    const found = bodies.flatMap(([name, response]) =>
      leaksIn(response.json()).map((where) => `${name}: ${where}`),
    );
    expect(found).toEqual([]);
  });

  it('no body carries a score while the exam is open', () => {
    const submit = bodies.find(([name]) => name === 'submit')![1].json();
    expect(submit).toEqual({
      earlyResult: { submittedAt: exam.start + 1, revealAt: exam.end + graceMs },
      serverTime: exam.start + 1,
    });
    const results = bodies.find(([name]) => name === 'results')![1].json();
    expect(results.results[0]).toMatchObject({ score: null, totalScore: null, revealed: false });
  });

  it('the scan itself finds a leak in a revealed result', async () => {
    ctx.clock.set(exam.end + 60_000);
    const revealed = await calls.open(exam.row.id, student.token);
    expect(leaksIn(revealed.json()).length).toBeGreaterThan(0);
  });
});
