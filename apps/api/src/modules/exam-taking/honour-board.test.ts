import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HonourBoardResponse, SessionUser } from '@sabora/contract';
import { examOverrides, results, users } from '../../db/schema/index';
import { messages } from '../../messages';
import { adminToken, insertCourse, studentWith } from '../../../test/support/catalogue-fixtures';
import {
  examCalls,
  graceMs,
  insertExamWithQuestions,
  insertTimedExam,
  minute,
  type InsertedExam,
} from '../../../test/support/exam-fixtures';
import { storeResults } from '../../../test/support/result-fixtures';
import { buildTestApp, messagesOf, type TestContext } from '../../../test/support/helper';

let ctx: TestContext;
let calls: ReturnType<typeof examCalls>;
let student: SessionUser;

// Picks by question of the German fixture (2 + 3 + 1.5 = 6.5 in all).
const full = [['den'], ['anrufen', 'einkaufen'], ['Haus', 'Baum', 'Tisch']];
const fiveOfSix = [['den'], ['anrufen', 'einkaufen']];
const twoOfSix = [['den']];
const none: string[][] = [];

beforeAll(async () => {
  ctx = await buildTestApp();
  calls = examCalls(ctx);
  student = await studentWith(ctx);
});
afterAll(() => ctx.close());

const boardOf = (examId: string, token: string | undefined = student.token) =>
  calls.send('GET', `/user/exams/${examId}/honour-board`, token);

/** A timed exam with the board on, whose window the clock is then inside. */
async function boardExam(values: Parameters<typeof insertTimedExam>[1] = {}) {
  const exam = await insertTimedExam(ctx, {
    ...values,
    values: { honourBoard: true, ...values.values },
  });
  ctx.clock.set(exam.start + minute);
  return exam;
}

/** One stored result per name, each submitted a second after the one before. */
async function resultsOf(exam: InsertedExam, entries: Array<[string, string[][]]>) {
  const stored = [];
  for (const [name, picks] of entries) {
    ctx.clock.advance(1000);
    const [row] = await storeResults(ctx, exam, [picks], { name });
    stored.push(row!);
  }
  return stored;
}

describe('GET /api/user/exams/{id}/honour-board', () => {
  it('waits for the exam to close, then ranks by percent with ties sharing a rank', async () => {
    const exam = await boardExam();
    await resultsOf(exam, [
      ['منى أحمد', twoOfSix],
      ['أحمد محمد علي', full],
      ['سارة حسن', fiveOfSix],
      ['عمر خالد', full],
      ['يوسف', none],
    ]);
    ctx.clock.set(exam.end + graceMs - 1);
    const early = await boardOf(exam.row.id);
    expect(early.statusCode).toBe(409);
    expect(messagesOf(early)).toEqual([messages.honourBoardNotYet]);

    ctx.clock.set(exam.end + graceMs);
    const response = await boardOf(exam.row.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { rank: 1, name: 'أحمد ع.', governorate: 'giza', score: 6.5, totalScore: 6.5 },
      { rank: 1, name: 'عمر خ.', governorate: 'giza', score: 6.5, totalScore: 6.5 },
      { rank: 3, name: 'سارة ح.', governorate: 'giza', score: 5, totalScore: 6.5 },
      { rank: 4, name: 'منى أ.', governorate: 'giza', score: 2, totalScore: 6.5 },
      { rank: 5, name: 'يوسف', governorate: 'giza', score: 0, totalScore: 6.5 },
    ]);
  });

  it('shows the top ten only, the earlier submit first within a tie', async () => {
    const exam = await boardExam();
    const firsts = [
      'آدم',
      'بسمة',
      'تامر',
      'ثريا',
      'جمال',
      'حنان',
      'خالد',
      'دينا',
      'رامي',
      'زينب',
      'سامح',
      'شيماء',
    ];
    await resultsOf(
      exam,
      firsts.map((first, index): [string, string[][]] => [
        `${first} المصري`,
        index < 3 ? full : twoOfSix,
      ]),
    );
    ctx.clock.set(exam.end + graceMs);
    const board = (await boardOf(exam.row.id)).json<HonourBoardResponse>();
    expect(board.map(({ rank }) => rank)).toEqual([1, 1, 1, 4, 4, 4, 4, 4, 4, 4]);
    expect(board.map(({ name }) => name)).toEqual(
      firsts.slice(0, 10).map((first) => `${first} م.`),
    );
  });

  it('compares percents, so a result graded out of another full score ranks fairly', async () => {
    const exam = await boardExam();
    const [half] = await resultsOf(exam, [
      ['هالة سمير', fiveOfSix],
      ['كريم نبيل', fiveOfSix],
    ]);
    // 3 of 6 (a regrade or a draw) is 50%, below 5 of 6.5.
    await ctx.db
      .update(results)
      .set({ score: 3, totalScore: 6 })
      .where(eq(results.userId, half!.id));
    ctx.clock.set(exam.end + graceMs);
    const board = (await boardOf(exam.row.id)).json<HonourBoardResponse>();
    expect(board.map(({ name, rank }) => [name, rank])).toEqual([
      ['كريم ن.', 1],
      ['هالة س.', 2],
    ]);
  });

  it('masks names however they were typed: Arabic, one word, extra spaces', async () => {
    const exam = await boardExam();
    await resultsOf(exam, [
      ['  محمود   عبد الرحمن   السيد  ', full],
      ['عبد الله يوسف', fiveOfSix],
      ['نور', twoOfSix],
      ['Ahmed Mohamed Ali', none],
    ]);
    ctx.clock.set(exam.end + graceMs);
    const board = (await boardOf(exam.row.id)).json<HonourBoardResponse>();
    expect(board.map(({ name }) => name)).toEqual(['محمود س.', 'عبد الله ي.', 'نور', 'Ahmed A.']);
  });

  it('leaves out a student still inside a window of their own, and a deleted one', async () => {
    const exam = await boardExam();
    const [late, gone] = await resultsOf(exam, [
      ['طارق فؤاد', full],
      ['رنا عادل', full],
      ['ليلى مراد', twoOfSix],
    ]);
    await ctx.db.insert(examOverrides).values({
      examId: exam.row.id,
      userId: late!.id,
      extraMinutes: 30,
    });
    await ctx.db.delete(users).where(eq(users.id, gone!.id));
    ctx.clock.set(exam.end + graceMs);
    const names = async () =>
      (await boardOf(exam.row.id)).json<HonourBoardResponse>().map(({ name }) => name);
    expect(await names()).toEqual(['ليلى م.']);
    ctx.clock.set(exam.end + 30 * minute + graceMs);
    expect(await names()).toEqual(['طارق ف.', 'ليلى م.']);
  });

  it('waits for the caller’s own window too', async () => {
    const exam = await boardExam();
    await resultsOf(exam, [['فريدة شوقي', full]]);
    const late = await studentWith(ctx);
    await ctx.db
      .insert(examOverrides)
      .values({ examId: exam.row.id, userId: late._id, extraMinutes: 20 });
    ctx.clock.set(exam.end + graceMs);
    expect((await boardOf(exam.row.id)).statusCode).toBe(200);
    const waiting = await boardOf(exam.row.id, late.token);
    expect(waiting.statusCode).toBe(409);
    expect(messagesOf(waiting)).toEqual([messages.honourBoardNotYet]);
    ctx.clock.set(exam.end + 20 * minute + graceMs);
    expect((await boardOf(exam.row.id, late.token)).statusCode).toBe(200);
  });

  it('answers every student asking at the closing instant with the same board', async () => {
    const exam = await boardExam();
    await resultsOf(exam, [
      ['هدى كمال', full],
      ['باسم رءوف', twoOfSix],
    ]);
    ctx.clock.set(exam.end + graceMs);
    const askers = await Promise.all(Array.from({ length: 6 }, () => studentWith(ctx)));
    const boards = await Promise.all(askers.map((asker) => boardOf(exam.row.id, asker.token)));
    expect(boards.map((response) => response.statusCode)).toEqual(askers.map(() => 200));
    const first = boards[0]!.json<HonourBoardResponse>();
    expect(first.map(({ name }) => name)).toEqual(['هدى ك.', 'باسم ر.']);
    for (const response of boards) expect(response.json()).toEqual(first);
  });

  it('answers an empty board when nobody has a result', async () => {
    const exam = await boardExam();
    ctx.clock.set(exam.end + graceMs);
    const response = await boardOf(exam.row.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('is not found with an Arabic reason when the exam has no board', async () => {
    const exam = await boardExam({ values: { honourBoard: false } });
    ctx.clock.set(exam.end + graceMs);
    const response = await boardOf(exam.row.id);
    expect(response.statusCode).toBe(404);
    expect(messagesOf(response)).toEqual([messages.honourBoardOff]);
  });

  it('refuses an untimed exam, which never closes', async () => {
    const exam = await insertExamWithQuestions(ctx, { values: { honourBoard: true } });
    const response = await boardOf(exam.row.id);
    expect(response.statusCode).toBe(409);
    expect(messagesOf(response)).toEqual([messages.honourBoardUntimed]);
  });

  it('keeps the exam page’s access rules', async () => {
    const course = await insertCourse(ctx);
    const paid = await boardExam({ courses: [course] });
    const center = await boardExam({ values: { isForCenter: true } });
    ctx.clock.set(center.end + graceMs);
    const locked = await boardOf(paid.row.id);
    expect(locked.statusCode).toBe(403);
    expect(messagesOf(locked)).toEqual([messages.examLocked]);
    const centerOnly = await boardOf(center.row.id);
    expect(centerOnly.statusCode).toBe(403);
    expect(messagesOf(centerOnly)).toEqual([messages.examCenterOnly]);
    const owner = await studentWith(ctx, { courses: [course] });
    expect((await boardOf(paid.row.id, owner.token)).statusCode).toBe(200);
    const missing = await boardOf('00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(messagesOf(missing)).toEqual([messages.examNotFound]);
  });

  it('is for signed-in students only', async () => {
    const exam = await boardExam();
    ctx.clock.set(exam.end + graceMs);
    expect((await boardOf(exam.row.id, '')).statusCode).toBe(401);
    const asAdmin = await boardOf(exam.row.id, await adminToken(ctx));
    expect(asAdmin.statusCode).toBe(403);
  });

  it('refuses a malformed id in Arabic', async () => {
    const response = await boardOf('not-an-id');
    expect(response.statusCode).toBe(422);
    expect(messagesOf(response).join(' ')).toMatch(/[\u0600-\u06FF]/u);
  });
});
