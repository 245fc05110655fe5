import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { examDrafts, resultAnswers, results } from '../../db/schema/index';
import { messages } from '../../messages';
import { adminToken, insertCourse, studentWith } from '../../../test/support/catalogue-fixtures';
import {
  entriesFor,
  examCalls,
  graceMs,
  insertExamWithQuestions,
  insertTimedExam,
  type InsertedExam,
} from '../../../test/support/exam-fixtures';
import { buildTestApp, messagesOf, type TestContext } from '../../../test/support/helper';

let ctx: TestContext;
let calls: ReturnType<typeof examCalls>;
let untimed: InsertedExam;

beforeAll(async () => {
  ctx = await buildTestApp();
  calls = examCalls(ctx);
  untimed = await insertExamWithQuestions(ctx);
});
afterAll(() => ctx.close());

async function submitAsNewStudent(exam: InsertedExam, body: unknown) {
  const student = await studentWith(ctx);
  return { student, response: await calls.submit(exam.row.id, student.token, body) };
}

describe('grading through POST /api/user/exams/{id}', () => {
  it.each<[string, Array<string[] | undefined>, number, string[]]>([
    [
      'everything right',
      [['den'], ['anrufen', 'einkaufen'], ['Haus', 'Baum', 'Tisch']],
      6.5,
      ['correct', 'correct', 'correct'],
    ],
    [
      'half of the two-answer question, two of three nouns',
      [['den'], ['einkaufen', 'besuchen'], ['Haus', 'schnell', 'Tisch']],
      4.5,
      ['correct', 'semi-correct', 'semi-correct'],
    ],
    ['all wrong', [['dem'], ['verstehen'], ['schnell']], 0, ['wrong', 'wrong', 'wrong']],
    ['nothing answered', [], 0, ['wrong', 'wrong', 'wrong']],
    [
      'only the first question answered',
      [['den'], undefined, undefined],
      2,
      ['correct', 'wrong', 'wrong'],
    ],
  ])('%s', async (_case, picks, score, ratings) => {
    const { response } = await submitAsNewStudent(untimed, entriesFor(untimed, picks));
    expect(response.statusCode).toBe(200);
    const { result } = response.json();
    expect(result.score).toBe(score);
    expect(result.totalScore).toBe(6.5);
    expect(result.answers.map((a: { rating: string }) => a.rating)).toEqual(ratings);
  });

  it('ignores the correct options and scores the client sends', async () => {
    const forged = entriesFor(untimed, [['dem'], ['verstehen']]).map((entry) => ({
      ...entry,
      correct: [entry.selected],
      score: 1000,
    }));
    const { response } = await submitAsNewStudent(untimed, forged);
    expect(response.statusCode).toBe(200);
    expect(response.json().result.score).toBe(0);
    expect(response.json().result.answers[0].correct).toEqual(['den']);
  });

  it('counts an option sent twice once', async () => {
    const body = [...entriesFor(untimed, [['den']]), ...entriesFor(untimed, [['den']])];
    const { response } = await submitAsNewStudent(untimed, body);
    expect(response.json().result.answers[0]).toMatchObject({ selected: ['den'], score: 2 });
  });

  it('stores the result, one answer per question and no draft', async () => {
    const { student, response } = await submitAsNewStudent(untimed, entriesFor(untimed, [['den']]));
    const id = response.json().result._id;
    const [answers] = await ctx.db
      .select({ value: count() })
      .from(resultAnswers)
      .where(eq(resultAnswers.resultId, id));
    expect(answers?.value).toBe(3);
    const drafts = await ctx.db
      .select()
      .from(examDrafts)
      .where(and(eq(examDrafts.userId, student._id), eq(examDrafts.examId, untimed.row.id)));
    expect(drafts).toEqual([]);
  });
});

describe('answers the server refuses (422)', () => {
  it.each<[string, (exam: InsertedExam) => unknown, string[]]>([
    [
      'more options than the question has correct ones',
      (exam) => entriesFor(exam, [['den', 'dem']]),
      [messages.tooManyOptions],
    ],
    [
      'an option the question does not have',
      (exam) => entriesFor(exam, [['die']]),
      [messages.unknownOption],
    ],
    [
      'a question of another exam',
      (exam) => [
        { question: '1b4e28ba-2fa1-4d3b-a3f5-ef19b5a7633b', exam: exam.row.id, selected: 'den' },
      ],
      [messages.unknownQuestion],
    ],
    [
      'entries naming another exam',
      (exam) =>
        entriesFor(exam, [['den']]).map((entry) => ({
          ...entry,
          exam: '1b4e28ba-2fa1-4d3b-a3f5-ef19b5a7633b',
        })),
      [messages.answersOfAnotherExam],
    ],
    ['a body that is not a list', () => ({ answers: [] }), ['الإجابات لازم تتبعت كقائمة']],
    [
      'entries with broken fields',
      () => [{ question: 'q1', exam: 7, selected: ['den'] }],
      [
        'رقم السؤال في الإجابات مش صحيح، حدّث الصفحة وحاول تاني',
        'رقم الامتحان في الإجابات مش صحيح، حدّث الصفحة وحاول تاني',
        'الإجابة المختارة لازم تكون كلام',
      ],
    ],
  ])('%s', async (_case, body, expected) => {
    const { student, response } = await submitAsNewStudent(untimed, body(untimed));
    expect(response.statusCode).toBe(422);
    expect(messagesOf(response)).toEqual(expected);
    const stored = await ctx.db.select().from(results).where(eq(results.userId, student._id));
    expect(stored).toEqual([]);
  });
});

describe('once per student and exam', () => {
  it('a repeated submit answers the first result unchanged', async () => {
    const student = await studentWith(ctx);
    const first = await calls.submit(untimed.row.id, student.token, entriesFor(untimed, [['den']]));
    const again = await calls.submit(
      untimed.row.id,
      student.token,
      entriesFor(untimed, [['den'], ['anrufen', 'einkaufen']]),
    );
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
  });

  it('a repeated submit with invalid answers still answers the first result', async () => {
    const student = await studentWith(ctx);
    const first = await calls.submit(untimed.row.id, student.token, []);
    const again = await calls.submit(untimed.row.id, student.token, entriesFor(untimed, [['x']]));
    expect(again.statusCode).toBe(200);
    expect(again.json().result._id).toBe(first.json().result._id);
  });

  it('two submits at the same moment store one result and both get it', async () => {
    const student = await studentWith(ctx);
    const [one, two] = await Promise.all([
      calls.submit(untimed.row.id, student.token, entriesFor(untimed, [['den']])),
      calls.submit(untimed.row.id, student.token, entriesFor(untimed, [['dem']])),
    ]);
    expect(one.statusCode).toBe(200);
    expect(two.statusCode).toBe(200);
    expect(one.json().result._id).toBe(two.json().result._id);
    expect(one.json().result.score).toBe(two.json().result.score);
    const rows = await ctx.db.select().from(results).where(eq(results.userId, student._id));
    expect(rows).toHaveLength(1);
    const [answers] = await ctx.db
      .select({ value: count() })
      .from(resultAnswers)
      .where(eq(resultAnswers.resultId, rows[0]!.id));
    expect(answers?.value).toBe(3);
  });
});

describe('the submission window of a timed exam', () => {
  let timed: Awaited<ReturnType<typeof insertTimedExam>>;
  beforeAll(async () => {
    timed = await insertTimedExam(ctx);
  });

  it('refuses 1 ms before the start', async () => {
    ctx.clock.set(timed.start - 1);
    const { response } = await submitAsNewStudent(timed, []);
    expect(response.statusCode).toBe(409);
    expect(messagesOf(response)).toEqual([messages.examNotStarted]);
  });

  it('takes a submit at the start and answers only when it was submitted', async () => {
    ctx.clock.set(timed.start);
    const { response } = await submitAsNewStudent(timed, entriesFor(timed, [['den']]));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      earlyResult: { submittedAt: timed.start, revealAt: timed.end + graceMs },
      serverTime: timed.start,
    });
  });

  it('takes a submit 1 ms before the end of grace', async () => {
    ctx.clock.set(timed.end + graceMs - 1);
    const { response } = await submitAsNewStudent(timed, entriesFor(timed, [['den']]));
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json())).toEqual(['earlyResult', 'serverTime']);
  });

  it('refuses at the end of grace', async () => {
    ctx.clock.set(timed.end + graceMs);
    const { response } = await submitAsNewStudent(timed, entriesFor(timed, [['den']]));
    expect(response.statusCode).toBe(409);
    expect(messagesOf(response)).toEqual([messages.examEnded]);
  });

  it('a repeated submit after the close answers the graded result', async () => {
    const student = await studentWith(ctx);
    ctx.clock.set(timed.end - 1);
    await calls.submit(timed.row.id, student.token, entriesFor(timed, [['den']]));
    ctx.clock.set(timed.end + graceMs);
    const again = await calls.submit(timed.row.id, student.token, []);
    expect(again.statusCode).toBe(200);
    expect(again.json().result).toMatchObject({ score: 2, submittedAt: timed.end - 1 });
  });
});

describe('who may submit', () => {
  it('needs a token', async () => {
    const response = await calls.submit(untimed.row.id, undefined, []);
    expect(response.statusCode).toBe(401);
  });

  it('refuses an admin', async () => {
    const response = await calls.submit(untimed.row.id, await adminToken(ctx), []);
    expect(response.statusCode).toBe(403);
    expect(messagesOf(response)).toEqual([messages.studentsOnly]);
  });

  it('refuses a student without the exam’s course', async () => {
    const course = await insertCourse(ctx);
    const locked = await insertExamWithQuestions(ctx, { courses: [course] });
    const { response } = await submitAsNewStudent(locked, []);
    expect(response.statusCode).toBe(403);
    expect(messagesOf(response)).toEqual([messages.examLocked]);
  });
});
