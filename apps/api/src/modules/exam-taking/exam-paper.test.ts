import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  answerEntriesOf,
  type AdminExamPage,
  type ResultDetail,
  type StudentQuestion,
} from '@sabora/contract';
import type { UserRow } from '../../db/schema/index';
import { adminToken } from '../../../test/support/catalogue-fixtures';
import {
  examCalls,
  insertExamWithQuestions,
  type InsertedExam,
  type QuestionFixture,
} from '../../../test/support/exam-fixtures';
import { bearer, buildTestApp, phoneDevice, type TestContext } from '../../../test/support/helper';
import { insertStudent, studentPassword } from '../../../test/support/student-fixtures';

const studentCount = 200;

// Twelve questions of one score each, so every draw is worth the same.
const twelve: QuestionFixture[] = Array.from({ length: 12 }, (_, n) => ({
  title: `Frage ${n + 1}`,
  options: ['A', 'B', 'C', 'D'].map((letter) => `${letter}${n + 1}`),
  correct: [`A${n + 1}`],
  score: 1,
}));

let ctx: TestContext;
let calls: ReturnType<typeof examCalls>;
let admin: string;
let exam: InsertedExam;
let students: UserRow[];

async function login(student: UserRow): Promise<string> {
  const response = await calls.send('POST', '/auth/login', undefined, {
    phone: student.phone,
    password: studentPassword,
    hash: phoneDevice,
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ token: string }>().token;
}

/** What a student was given: each question and its options, in their order. */
async function paperSeenBy(token: string): Promise<string[]> {
  const response = await calls.open(exam.row.id, token);
  expect(response.statusCode).toBe(200);
  const page = response.json<{ exam: { totalScore: number }; questions: StudentQuestion[] }>();
  expect(page.exam.totalScore).toBe(7);
  return page.questions.map((question) => `${question._id}:${question.options.join('|')}`);
}

const idsOf = (paper: readonly string[]) => paper.map((entry) => entry.split(':')[0]!);

beforeAll(async () => {
  ctx = await buildTestApp({
    // Two hundred students sign in from one address, twice each.
    signInLimits: {
      perIp: { max: 10 * studentCount, windowMs: 60_000 },
      perAccount: { maxFailures: 10, windowMs: 60_000 },
      passwordChecks: { concurrent: 2, queued: 4 * studentCount, maxWaitMs: 600_000 },
    },
  });
  calls = examCalls(ctx);
  admin = await adminToken(ctx);
  exam = await insertExamWithQuestions(ctx, {
    values: { shuffleQuestions: true, shuffleOptions: true, drawCount: 7 },
    questions: twelve,
  });
  students = [];
  for (let n = 0; n < studentCount; n++) students.push(await insertStudent(ctx));
}, 120_000);
afterAll(() => ctx.close());

describe('for 200 students, each paper is their own and fixed', () => {
  const first = new Map<string, string[]>();

  it('differs between students', { timeout: 120_000 }, async () => {
    const tokens = await Promise.all(students.map(login));
    const papers = await Promise.all(tokens.map(paperSeenBy));
    students.forEach((student, n) => first.set(student.id, papers[n]!));
    expect(new Set(papers.map((paper) => paper.join(','))).size).toBe(studentCount);
    // Each student gets 7 different questions of the 12, each with all 4 options.
    for (const paper of papers) {
      expect(new Set(idsOf(paper)).size).toBe(7);
      for (const entry of paper) expect(entry.split(':')[1]!.split('|')).toHaveLength(4);
    }
    // Every question opens somebody's paper: the order is not the admin's.
    expect(new Set(papers.map((paper) => idsOf(paper)[0])).size).toBe(12);
    // And every question is drawn for some and not for others.
    const drawn = new Map<string, number>();
    for (const id of papers.flatMap(idsOf)) drawn.set(id, (drawn.get(id) ?? 0) + 1);
    expect([...drawn.values()].every((times) => times > 0 && times < studentCount)).toBe(true);
  });

  it('is the same on a reload and after a fresh sign-in', { timeout: 120_000 }, async () => {
    const tokens = await Promise.all(students.map(login));
    const reloaded = await Promise.all(tokens.map(paperSeenBy));
    const again = await Promise.all(tokens.map(paperSeenBy));
    students.forEach((student, n) => {
      expect(reloaded[n]).toEqual(first.get(student.id));
      expect(again[n]).toEqual(first.get(student.id));
    });
  });

  it('stays put for everyone not given a question the teacher deletes', async () => {
    const page = (
      await calls.send('GET', `/admin/exams/${exam.row.id}`, admin)
    ).json<AdminExamPage>();
    const deleted = page.questions[4]!._id;
    const saved = await calls.send('PATCH', `/admin/exams/${exam.row.id}`, admin, {
      questions: page.questions.filter((question) => question._id !== deleted),
    });
    expect(saved.statusCode).toBe(200);
    const tokens = await Promise.all(students.map(login));
    const after = await Promise.all(tokens.map(paperSeenBy));
    let untouched = 0;
    students.forEach((student, n) => {
      const before = first.get(student.id)!;
      const now = after[n]!;
      expect(idsOf(now)).not.toContain(deleted);
      if (!idsOf(before).includes(deleted)) {
        untouched += 1;
        expect(now).toEqual(before);
      } else {
        // Only the deleted question is replaced; the rest keep their order and options.
        const kept = before.filter((entry) => !entry.startsWith(`${deleted}:`));
        expect(now.filter((entry) => kept.includes(entry))).toEqual(kept);
        expect(now).toHaveLength(7);
      }
    });
    expect(untouched).toBeGreaterThan(0);
    expect(untouched).toBeLessThan(studentCount);
  });
});

describe('the exam page of a student with their own paper', () => {
  it('still revalidates with its tag, and differs from a neighbour’s', async () => {
    const [mine, neighbour] = await Promise.all(students.slice(0, 2).map(login));
    const first = await calls.open(exam.row.id, mine!);
    const tag = first.headers.etag as string;
    expect(tag).toMatch(/^W\/".+"$/);
    ctx.clock.advance(5000);
    const again = await ctx.app.inject({
      url: `/api/user/exams/${exam.row.id}`,
      headers: { ...bearer(mine!), 'if-none-match': tag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const theirs = await calls.open(exam.row.id, neighbour!);
    expect(theirs.headers.etag).not.toBe(tag);
    // Their own page is not the shared, pre-compressed one, yet still compressed.
    const zipped = await ctx.app.inject({
      url: `/api/user/exams/${exam.row.id}`,
      headers: { ...bearer(mine!), 'accept-encoding': 'gzip' },
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
  });
});

/** A question: 2–4 options, 1 or more of them correct, a score of 0.5–3. */
const questionArbitrary = fc.record({
  optionCount: fc.integer({ min: 2, max: 4 }),
  correctMask: fc.integer({ min: 1, max: 15 }),
  score: fc.constantFrom(0.5, 1, 2, 3),
});

const examArbitrary = fc
  .record({
    questions: fc.array(questionArbitrary, { minLength: 1, maxLength: 6 }),
    shuffleQuestions: fc.boolean(),
    shuffleOptions: fc.boolean(),
    draw: fc.option(fc.integer({ min: 1, max: 6 }), { nil: null }),
    // Per student and question on their paper: which options they tick, by bit.
    ticks: fc.array(fc.array(fc.integer({ min: 0, max: 15 }), { minLength: 6, maxLength: 6 }), {
      minLength: 3,
      maxLength: 3,
    }),
  })
  .map(({ questions, draw, ...rest }) => ({
    ...rest,
    drawCount: draw === null ? null : Math.min(draw, questions.length),
    questions: questions.map(({ optionCount, correctMask, score }, n): QuestionFixture => {
      const options = Array.from({ length: optionCount }, (_, k) => `Q${n}-O${k}`);
      const correct = options.filter((_, k) => correctMask & (1 << k));
      return {
        title: `Frage ${n}`,
        options,
        correct: correct.length ? correct : [options[0]!],
        score,
      };
    }),
  }));

const round = (value: number) => Math.round(value * 10_000) / 10_000;

describe('every student is graded against exactly their own questions', () => {
  let tokens: string[];
  beforeAll(async () => {
    tokens = await Promise.all(students.slice(0, 3).map(login));
  });

  it('for any exam, settings and answers', { timeout: 180_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(examArbitrary, async (generated) => {
        const taken = await insertExamWithQuestions(ctx, {
          values: {
            shuffleQuestions: generated.shuffleQuestions,
            shuffleOptions: generated.shuffleOptions,
            drawCount: generated.drawCount,
          },
          questions: generated.questions,
        });
        const byId = new Map(taken.questions.map((question) => [question.id, question]));
        for (const [n, token] of tokens.entries()) {
          const page = (await calls.open(taken.row.id, token)).json<{
            exam: { totalScore: number; questionCount: number };
            questions: StudentQuestion[];
          }>();
          const paper = page.questions;
          expect(paper).toHaveLength(generated.drawCount ?? taken.questions.length);
          const selections: Record<string, string[]> = {};
          let expected = 0;
          paper.forEach((question, q) => {
            const stored = byId.get(question._id)!;
            expect([...question.options].sort()).toEqual([...stored.options].sort());
            const ticked = question.options
              .filter((_, k) => generated.ticks[n]![q]! & (1 << k))
              .slice(0, question.correctCount);
            selections[question._id] = ticked;
            const hits = ticked.filter((option) => stored.correct.includes(option)).length;
            expected += round((hits * stored.score) / stored.correct.length);
          });
          const total = round(paper.reduce((sum, question) => sum + question.score, 0));
          expect(page.exam).toMatchObject({ totalScore: total, questionCount: paper.length });
          const offPaper = taken.questions.find((question) => !(question.id in selections));
          if (offPaper) {
            const foreign = answerEntriesOf(taken.row.id, {
              ...selections,
              [offPaper.id]: [offPaper.options[0]!],
            });
            const refused = await calls.submit(taken.row.id, token, foreign);
            expect(refused.statusCode).toBe(422);
          }
          const submitted = await calls.submit(
            taken.row.id,
            token,
            answerEntriesOf(taken.row.id, selections),
          );
          expect(submitted.statusCode).toBe(200);
          const result = submitted.json<{ result: ResultDetail }>().result;
          expect(result.score).toBe(round(expected));
          expect(result.totalScore).toBe(total);
          expect(result.answers.map((answer) => answer.question?._id)).toEqual(
            paper.map((question) => question._id),
          );
          expect(result.answers.map((answer) => answer.question?.options)).toEqual(
            paper.map((question) => question.options),
          );
          expect(result.answers.map((answer) => answer.selected)).toEqual(
            paper.map((question) => selections[question._id]),
          );
        }
      }),
      { numRuns: 25 },
    );
  });
});

describe('a result shows the student’s own paper, in their order', () => {
  it('on the submit, the exam page, the results page and the admin’s view', async () => {
    const small = await insertExamWithQuestions(ctx, {
      values: { shuffleQuestions: true, shuffleOptions: true, drawCount: 3 },
      questions: twelve.slice(0, 4),
    });
    const student = students[7]!;
    const token = await login(student);
    const page = (await calls.open(small.row.id, token)).json<{ questions: StudentQuestion[] }>();
    const shown = page.questions.map((question) => [question._id, question.options]);
    const picks = Object.fromEntries(page.questions.map((q) => [q._id, [q.options[1]!]]));
    const submitted = await calls.submit(small.row.id, token, answerEntriesOf(small.row.id, picks));
    const resultId = submitted.json<{ result: ResultDetail }>().result._id;
    const asShown = (result: ResultDetail) =>
      result.answers.map((answer) => [answer.question?._id, answer.question?.options]);
    const views = async () => [
      submitted.json<{ result: ResultDetail }>().result,
      (await calls.open(small.row.id, token)).json<{ result: ResultDetail }>().result,
      (await calls.send('GET', `/user/results/${resultId}`, token)).json<{ result: ResultDetail }>()
        .result,
      (await calls.send('GET', `/admin/results/${resultId}`, admin)).json<ResultDetail>(),
    ];
    for (const view of await views()) expect(asShown(view)).toEqual(shown);

    // The teacher deletes the student's second question: it shows as deleted, in its place.
    const adminPage = (
      await calls.send('GET', `/admin/exams/${small.row.id}`, admin)
    ).json<AdminExamPage>();
    const gone = page.questions[1]!._id;
    await calls.send('PATCH', `/admin/exams/${small.row.id}`, admin, {
      questions: adminPage.questions.filter((question) => question._id !== gone),
    });
    const afterDelete = shown.map(([id, options]) =>
      id === gone ? [undefined, undefined] : [id, options],
    );
    for (const view of (await views()).slice(1)) {
      expect(asShown(view)).toEqual(afterDelete);
      expect(view.answers[1]).toMatchObject({
        question: null,
        selected: [page.questions[1]!.options[1]],
      });
    }
  });
});
