import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  examCalls,
  insertExamWithQuestions,
  type InsertedExam,
} from '../../test/support/exam-fixtures';
import { bearer, buildTestApp, signUpStudent, type TestContext } from '../../test/support/helper';

let ctx: TestContext;
let exam: InsertedExam;
let token: string;

beforeAll(async () => {
  ctx = await buildTestApp();
  exam = await insertExamWithQuestions(ctx, {
    questions: Array.from({ length: 40 }, (_, n) => ({
      title: `Frage ${n + 1}: Welcher Artikel passt? — اختار الأداة الصح`,
      options: ['der', 'die', 'das', 'den'],
      correct: ['den'],
      score: 1,
      imageUrl: null,
    })),
  });
  token = (await signUpStudent(ctx.app)).token;
});
afterAll(() => ctx.close());

const openExam = (encoding?: string) =>
  ctx.app.inject({
    url: `/api/user/exams/${exam.row.id}`,
    headers: { ...bearer(token), ...(encoding ? { 'accept-encoding': encoding } : {}) },
  });

describe('compressed answers', () => {
  it('sends a large answer in brotli, or gzip, to a client that accepts it', async () => {
    const plain = await openExam();
    expect(plain.headers['content-encoding']).toBeUndefined();
    const brotli = await openExam('br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toContain('accept-encoding');
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    const unpacked = JSON.parse(brotliDecompressSync(brotli.rawPayload).toString('utf8'));
    expect(unpacked.questions).toEqual(plain.json().questions);
    const gzip = await openExam('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString('utf8')).exam).toEqual(
      plain.json().exam,
    );
  });

  it('answers a browser, which takes both, the exam page in gzip spliced from its head', async () => {
    const plain = await openExam();
    const browser = await openExam('gzip, deflate, br');
    expect(browser.headers['content-encoding']).toBe('gzip');
    expect(browser.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(gunzipSync(browser.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('keeps the tag, and an empty 304, the same whatever the encoding', async () => {
    const first = await openExam('br');
    const tag = first.headers.etag as string;
    const again = await ctx.app.inject({
      url: `/api/user/exams/${exam.row.id}`,
      headers: { ...bearer(token), 'accept-encoding': 'br', 'if-none-match': tag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('leaves small answers and errors as they are', async () => {
    const time = await ctx.app.inject({
      url: '/api/shared/time-now',
      headers: { 'accept-encoding': 'br' },
    });
    expect(time.headers['content-encoding']).toBeUndefined();
    const calls = examCalls(ctx);
    const refused = await calls.submit(exam.row.id, undefined, []);
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['content-encoding']).toBeUndefined();
  });
});
