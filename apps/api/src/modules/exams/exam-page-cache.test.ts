import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '@sabora/contract';
import { resultAnswers, results } from '../../db/schema/index';
import { adminToken, studentWith } from '../../../test/support/catalogue-fixtures';
import { entriesFor, examCalls, insertTimedExam } from '../../../test/support/exam-fixtures';
import { bearer, buildTestApp, type TestContext } from '../../../test/support/helper';
import { matchesTag } from './exam-page-cache';

let ctx: TestContext;
let calls: ReturnType<typeof examCalls>;
let admin: string;

beforeAll(async () => {
  ctx = await buildTestApp();
  calls = examCalls(ctx);
  admin = await adminToken(ctx);
});
afterAll(() => ctx.close());

async function openExam() {
  const exam = await insertTimedExam(ctx);
  ctx.clock.set(exam.start + 1000);
  return exam;
}

const revalidate = (examId: string, token: string, tag: string) =>
  ctx.app.inject({
    url: `/api/user/exams/${examId}`,
    headers: { ...bearer(token), 'if-none-match': tag },
  });

describe('the open exam page: ETag and 304', () => {
  let student: SessionUser;
  beforeAll(async () => {
    student = await studentWith(ctx);
  });

  it('answers with a weak, private tag and 304 without a body when the client has it', async () => {
    const exam = await openExam();
    const first = await calls.open(exam.row.id, student.token);
    expect(first.statusCode).toBe(200);
    const tag = first.headers.etag as string;
    expect(tag).toMatch(/^W\/".+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(first.headers['content-type']).toMatch(/^application\/json/);

    ctx.clock.advance(5000);
    const again = await revalidate(exam.row.id, student.token, tag);
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(tag);
  });

  it('sends the page again when the tag is another one, with the current serverTime', async () => {
    const exam = await openExam();
    const response = await revalidate(exam.row.id, student.token, 'W/"something-else"');
    expect(response.statusCode).toBe(200);
    expect(response.json().serverTime).toBe(ctx.clock.now());
    expect(response.json().questions).toHaveLength(3);
  });

  it("keeps each student's draft to themselves and changes the tag when the draft changes", async () => {
    const exam = await openExam();
    const other = await studentWith(ctx);
    const before = await calls.open(exam.row.id, student.token);
    const saved = await calls.saveDraft(exam.row.id, student.token, entriesFor(exam, [['den']]));
    expect(saved.statusCode).toBe(200);

    const mine = await revalidate(exam.row.id, student.token, before.headers.etag as string);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().draft).toEqual({ [exam.questions[0]!.id]: ['den'] });
    expect(mine.headers.etag).not.toBe(before.headers.etag);

    const theirs = await calls.open(exam.row.id, other.token);
    expect(theirs.json().draft).toEqual({});
    expect(theirs.headers.etag).toBe(before.headers.etag);
  });

  it('answers a student who submitted with the result state, never 304', async () => {
    const exam = await openExam();
    const submitter = await studentWith(ctx);
    const page = await calls.open(exam.row.id, submitter.token);
    await calls.submit(exam.row.id, submitter.token, entriesFor(exam, [['den']]));
    const response = await revalidate(exam.row.id, submitter.token, page.headers.etag as string);
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json()).sort()).toEqual(['earlyResult', 'serverTime']);
    expect(response.headers.etag).toBeUndefined();
  });
});

describe('the cached exam after an admin edit', () => {
  it('shows and grades against the edited questions at once', async () => {
    const exam = await openExam();
    const student = await studentWith(ctx);
    const before = await calls.open(exam.row.id, student.token);
    const [first, second, third] = exam.questions;
    const edited = await calls.send('PATCH', `/admin/exams/${exam.row.id}`, admin, {
      questions: [
        {
          _id: first!.id,
          title: 'Ich sehe ___ Frau.',
          options: ['die', 'der'],
          correct: ['die'],
          score: 2,
        },
        { ...toInput(second!), _id: second!.id },
        { ...toInput(third!), _id: third!.id },
      ],
    });
    expect(edited.statusCode).toBe(200);

    const after = await revalidate(exam.row.id, student.token, before.headers.etag as string);
    expect(after.statusCode).toBe(200);
    expect(after.json().questions[0]).toMatchObject({
      title: 'Ich sehe ___ Frau.',
      options: ['die', 'der'],
    });

    const submitted = await calls.submit(exam.row.id, student.token, [
      { question: first!.id, exam: exam.row.id, selected: 'die' },
    ]);
    expect(submitted.statusCode).toBe(200);
    const [stored] = await ctx.db.select().from(results).where(eq(results.userId, student._id));
    expect(stored!.score).toBe(2);
  });

  it('is gone once the exam is deleted', async () => {
    const exam = await openExam();
    const student = await studentWith(ctx);
    expect((await calls.open(exam.row.id, student.token)).statusCode).toBe(200);
    const removed = await calls.send('DELETE', `/admin/exams/${exam.row.id}`, admin);
    expect(removed.statusCode).toBe(200);
    expect((await calls.open(exam.row.id, student.token)).statusCode).toBe(404);
  });
});

describe('the open exam page: encodings', () => {
  const chrome = 'gzip, deflate, br, zstd';
  const openWith = (examId: string, token: string, acceptEncoding?: string) =>
    ctx.app.inject({
      url: `/api/user/exams/${examId}`,
      headers: {
        ...bearer(token),
        ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
      },
    });

  it('sends a browser the same page in gzip, with the same tag, its draft included', async () => {
    const exam = await openExam();
    const student = await studentWith(ctx);
    const draft = entriesFor(exam, [['den'], ['anrufen', 'einkaufen']]);
    expect((await calls.saveDraft(exam.row.id, student.token, draft)).statusCode).toBe(200);

    const plain = await openWith(exam.row.id, student.token);
    const zipped = await openWith(exam.row.id, student.token, chrome);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers['content-type']).toMatch(/^application\/json/);
    expect(zipped.headers.vary).toBe('accept-encoding');
    expect(zipped.headers.etag).toBe(plain.headers.etag);
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
    expect(plain.json().draft).toEqual({
      [exam.questions[0]!.id]: ['den'],
      [exam.questions[1]!.id]: ['anrufen', 'einkaufen'],
    });
  });

  it('follows an edit of the exam in the gzip page too', async () => {
    const exam = await openExam();
    const student = await studentWith(ctx);
    await openWith(exam.row.id, student.token, chrome);
    const renamed = await calls.send('PATCH', `/admin/exams/${exam.row.id}`, admin, {
      title: 'Prüfung: Dativ – الجزء الثاني',
    });
    expect(renamed.statusCode).toBe(200);
    const zipped = await openWith(exam.row.id, student.token, chrome);
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString()).exam.title).toBe(
      'Prüfung: Dativ – الجزء الثاني',
    );
  });

  it('leaves a client that takes only brotli to the compression plugin', async () => {
    // Above the plugin's 1 KB threshold.
    const exam = await insertTimedExam(ctx, {
      questions: Array.from({ length: 20 }, (_, i) => ({
        title: `Frage ${i}: Wo wohnst du? — السؤال ${i}`,
        options: ['in Kairo', 'in Berlin'],
        correct: ['in Kairo'],
        score: 1,
      })),
    });
    ctx.clock.set(exam.start + 1000);
    const student = await studentWith(ctx);
    const plain = await openWith(exam.row.id, student.token);
    const brotli = await openWith(exam.row.id, student.token, 'br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toBe('accept-encoding');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
  });

  it('sends a client that refuses gzip the plain page', async () => {
    const exam = await openExam();
    const student = await studentWith(ctx);
    const response = await openWith(exam.row.id, student.token, 'gzip;q=0, identity');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json().questions).toHaveLength(3);
  });
});

describe('a submit stored exactly once', () => {
  it('keeps one result with all its answers when one student submits many times at once', async () => {
    const exam = await openExam();
    const student = await studentWith(ctx);
    const entries = entriesFor(exam, [['den'], ['anrufen', 'einkaufen'], ['Haus']]);
    const responses = await Promise.all(
      Array.from({ length: 12 }, () => calls.submit(exam.row.id, student.token, entries)),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(12).fill(200));
    const stored = await ctx.db.select().from(results).where(eq(results.userId, student._id));
    expect(stored).toHaveLength(1);
    const [answers] = await ctx.db
      .select({ value: count() })
      .from(resultAnswers)
      .where(eq(resultAnswers.resultId, stored[0]!.id));
    expect(answers?.value).toBe(3);
    expect(stored[0]!.score).toBe(2 + 3 + 0.5);
  });
});

describe('matchesTag', () => {
  it('compares weakly and reads lists and *', () => {
    expect(matchesTag('W/"a"', 'W/"a"')).toBe(true);
    expect(matchesTag('"a"', 'W/"a"')).toBe(true);
    expect(matchesTag('W/"b", W/"a"', 'W/"a"')).toBe(true);
    expect(matchesTag('*', 'W/"a"')).toBe(true);
    expect(matchesTag('W/"b"', 'W/"a"')).toBe(false);
    expect(matchesTag(undefined, 'W/"a"')).toBe(false);
  });
});

function toInput(question: { title: string; options: string[]; correct: string[]; score: number }) {
  const { title, options, correct, score } = question;
  return { title, options, correct, score };
}
