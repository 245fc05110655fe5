import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '@sabora/contract';
import type { VideoRow } from '../../db/schema/index';
import { messages } from '../../messages';
import { adminToken, insertVideo, studentWith } from '../../../test/support/catalogue-fixtures';
import {
  examCalls,
  graceMs,
  insertExamWithQuestions,
  insertTimedExam,
  type InsertedExam,
} from '../../../test/support/exam-fixtures';
import { buildTestApp, messagesOf, type TestContext } from '../../../test/support/helper';

let ctx: TestContext;
let calls: ReturnType<typeof examCalls>;
let admin: string;
let video: VideoRow;
let timed: Awaited<ReturnType<typeof insertTimedExam>>;
let plain: InsertedExam;
let none: InsertedExam;

beforeAll(async () => {
  ctx = await buildTestApp();
  calls = examCalls(ctx);
  admin = await adminToken(ctx);
  video = await insertVideo(ctx, {
    values: {
      url: 'https://youtu.be/loesung',
      imageUrl: '/uploads/images/2026/12/loesung.png',
    },
  });
  timed = await insertTimedExam(ctx, {
    values: { solutionVideoId: video.id, solutionUrl: 'https://youtu.be/verdraengt' },
  });
  plain = await insertExamWithQuestions(ctx, {
    values: { solutionUrl: 'https://youtu.be/nur-url' },
  });
  none = await insertExamWithQuestions(ctx);
});
afterAll(() => ctx.close());

const solution = (examId: string, token?: string) =>
  calls.send('GET', `/user/exam-solution/${examId}`, token);
const named = (exam: InsertedExam) => ({ _id: exam.row.id, title: exam.row.title });
const poster = () => ({
  exam: named(timed),
  video: { imageUrl: '/uploads/images/2026/12/loesung.png' },
});
const full = () => ({
  exam: named(timed),
  video: { url: 'https://youtu.be/loesung', imageUrl: '/uploads/images/2026/12/loesung.png' },
});

describe('GET /api/user/exam-solution/{id}', () => {
  let solver: SessionUser;
  beforeAll(async () => {
    solver = await studentWith(ctx);
    ctx.clock.set(timed.start);
    await calls.submit(timed.row.id, solver.token, []);
  });

  it('gives no address to a student who has not solved the exam', async () => {
    ctx.clock.set(timed.end + graceMs);
    const response = await solution(timed.row.id, (await studentWith(ctx)).token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(poster());
  });

  it('gives no address while the exam still takes answers', async () => {
    ctx.clock.set(timed.end + graceMs - 1);
    expect((await solution(timed.row.id, solver.token)).json()).toEqual(poster());
  });

  it('gives the attached video once the student solved it and it closed', async () => {
    ctx.clock.set(timed.end + graceMs);
    expect((await solution(timed.row.id, solver.token)).json()).toEqual(full());
  });

  it('gives the plain solution address of an untimed exam right after solving', async () => {
    const student = await studentWith(ctx);
    expect((await solution(plain.row.id, student.token)).json()).toEqual({
      exam: named(plain),
      video: { imageUrl: null },
    });
    await calls.submit(plain.row.id, student.token, []);
    expect((await solution(plain.row.id, student.token)).json()).toEqual({
      exam: named(plain),
      video: { url: 'https://youtu.be/nur-url', imageUrl: null },
    });
  });

  it('answers 404 when the exam has no solution or does not exist', async () => {
    const student = await studentWith(ctx);
    const missing = await solution(none.row.id, student.token);
    expect(missing.statusCode).toBe(404);
    expect(messagesOf(missing)).toEqual([messages.noSolution]);
    const unknown = await solution('1b4e28ba-2fa1-4d3b-a3f5-ef19b5a7633b', student.token);
    expect(messagesOf(unknown)).toEqual([messages.examNotFound]);
  });

  it('needs a student token', async () => {
    expect((await solution(timed.row.id)).statusCode).toBe(401);
    const response = await solution(timed.row.id, admin);
    expect(response.statusCode).toBe(403);
    expect(messagesOf(response)).toEqual([messages.studentsOnly]);
  });

  it('refuses an id that is not one', async () => {
    const response = await solution('abc', (await studentWith(ctx)).token);
    expect(response.statusCode).toBe(422);
    expect(messagesOf(response)).toEqual(['الرقم التعريفي في الرابط مش صحيح']);
  });
});

describe('GET /api/admin/exam-solution/{id}', () => {
  it('always gives the address', async () => {
    ctx.clock.set(timed.start - 1);
    const response = await calls.send('GET', `/admin/exam-solution/${timed.row.id}`, admin);
    expect(response.json()).toEqual(full());
  });

  it('refuses a student and validates the id', async () => {
    const student = await studentWith(ctx);
    const refused = await calls.send('GET', `/admin/exam-solution/${timed.row.id}`, student.token);
    expect(refused.statusCode).toBe(403);
    expect(messagesOf(refused)).toEqual([messages.adminsOnly]);
    const invalid = await calls.send('GET', '/admin/exam-solution/abc', admin);
    expect(invalid.statusCode).toBe(422);
    expect(messagesOf(invalid)).toEqual(['الرقم التعريفي في الرابط مش صحيح']);
  });
});
