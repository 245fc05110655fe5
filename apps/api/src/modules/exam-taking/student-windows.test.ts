import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { SessionUser, TimedExam } from '@sabora/contract';
import { examOverrides, results, type NewExamOverrideRow } from '../../db/schema/index';
import { studentWith } from '../../../test/support/catalogue-fixtures';
import {
  entriesFor,
  examCalls,
  graceMs,
  insertDrafts,
  insertStudents,
  insertTimedExam,
  minute,
} from '../../../test/support/exam-fixtures';
import { buildTestApp, type TestContext } from '../../../test/support/helper';
import { createDraftSweeper } from './draft-sweeper';
import { createSubmissionsRepository } from './submissions.repository';

/**
 * Everything follows the student's own window (design.md "Exam depth"):
 * boundaries 1 ms either side of their own end plus grace, for extra time
 * and for a make-up a week later, on the controllable clock.
 */
let ctx: TestContext;
let calls: ReturnType<typeof examCalls>;
const base = Date.UTC(2026, 10, 21, 9);
const week = 7 * 24 * 60 * minute;

beforeAll(async () => {
  ctx = await buildTestApp();
  calls = examCalls(ctx);
});
afterAll(() => ctx.close());
afterEach(() => ctx.clock.set(base));

async function giveWindow(values: NewExamOverrideRow) {
  await ctx.db.insert(examOverrides).values(values);
}

const stateOf = async (examId: string, student: SessionUser) => {
  const response = await calls.open(examId, student.token);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json<Record<string, unknown>>();
  return Object.keys(body).find((key) => key !== 'serverTime' && key !== 'questions')!;
};

async function resultOf(examId: string, student: SessionUser) {
  const response = await calls.send('GET', '/user/results', student.token);
  const item = response
    .json<{ results: Array<{ _id: string; revealed: boolean; exam: { _id: string } }> }>()
    .results.find((entry) => entry.exam._id === examId)!;
  const detail = await calls.send('GET', `/user/results/${item._id}`, student.token);
  return { listed: item.revealed, detail: detail.json<Record<string, unknown>>() };
}

describe('a student with extra minutes', () => {
  it('may answer until their own end plus grace, and no later (1 ms either side)', async () => {
    ctx.clock.set(base);
    const exam = await insertTimedExam(ctx);
    const [extra, plain] = [await studentWith(ctx), await studentWith(ctx)];
    await giveWindow({ examId: exam.row.id, userId: extra._id, extraMinutes: 20 });
    const deadline = exam.end + 20 * minute + graceMs;

    ctx.clock.set(exam.end + graceMs);
    expect(await stateOf(exam.row.id, plain)).toBe('lateExam');
    expect(await stateOf(exam.row.id, extra)).toBe('exam');

    ctx.clock.set(deadline - 1);
    expect(await stateOf(exam.row.id, extra)).toBe('exam');
    const entries = entriesFor(exam, [['den']]);
    const draft = await calls.saveDraft(exam.row.id, extra.token, entries);
    expect(draft.statusCode, draft.body).toBe(200);

    ctx.clock.set(deadline);
    expect(await stateOf(exam.row.id, extra)).toBe('lateExam');
    const late = await calls.submit(exam.row.id, extra.token, entries);
    expect(late.statusCode).toBe(409);
  });

  it('submits at the last ms; the result stays hidden until their own close, then shows', async () => {
    ctx.clock.set(base);
    const exam = await insertTimedExam(ctx);
    const [extra, plain] = [await studentWith(ctx), await studentWith(ctx)];
    await giveWindow({ examId: exam.row.id, userId: extra._id, extraMinutes: 20 });
    const deadline = exam.end + 20 * minute + graceMs;
    const entries = entriesFor(exam, [['den']]);

    ctx.clock.set(exam.start + minute);
    expect((await calls.submit(exam.row.id, plain.token, entries)).statusCode).toBe(200);
    ctx.clock.set(deadline - 1);
    const submitted = await calls.submit(exam.row.id, extra.token, entries);
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json()).toMatchObject({ earlyResult: { revealAt: deadline } });
    expect(await stateOf(exam.row.id, extra)).toBe('earlyResult');
    const hidden = await resultOf(exam.row.id, extra);
    expect(hidden.listed).toBe(false);
    expect(hidden.detail).toEqual({
      earlyResult: { submittedAt: deadline - 1, revealAt: deadline },
    });
    // Another student's extra time holds no one back.
    expect((await resultOf(exam.row.id, plain)).listed).toBe(true);

    ctx.clock.set(deadline);
    expect(await stateOf(exam.row.id, extra)).toBe('result');
    const shown = await resultOf(exam.row.id, extra);
    expect(shown.listed).toBe(true);
    expect(Object.keys(shown.detail)).toEqual(['result']);
  });
});

describe('a student with a make-up window a week later', () => {
  it('waits for their own start, answers until their own end plus grace (1 ms either side)', async () => {
    ctx.clock.set(base);
    const exam = await insertTimedExam(ctx);
    const student = await studentWith(ctx);
    const makeUp = { startTime: exam.start + week, endTime: exam.end + week };
    await giveWindow({
      examId: exam.row.id,
      userId: student._id,
      startTime: new Date(makeUp.startTime),
      endTime: new Date(makeUp.endTime),
    });
    const entries = entriesFor(exam, [['den']]);

    ctx.clock.set(exam.start + minute);
    expect(await stateOf(exam.row.id, student)).toBe('earlyExam');
    expect((await calls.submit(exam.row.id, student.token, entries)).statusCode).toBe(409);
    ctx.clock.set(makeUp.startTime - 1);
    expect(await stateOf(exam.row.id, student)).toBe('earlyExam');
    ctx.clock.set(makeUp.startTime);
    expect(await stateOf(exam.row.id, student)).toBe('exam');

    ctx.clock.set(makeUp.endTime + graceMs - 1);
    const submitted = await calls.submit(exam.row.id, student.token, entries);
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json()).toMatchObject({
      earlyResult: { revealAt: makeUp.endTime + graceMs },
    });
    ctx.clock.set(makeUp.endTime + graceMs);
    expect(await stateOf(exam.row.id, student)).toBe('result');
  });

  it('refuses a submit 1 ms after their own end plus grace', async () => {
    ctx.clock.set(base);
    const exam = await insertTimedExam(ctx);
    const student = await studentWith(ctx);
    const makeUpEnd = exam.end + week;
    await giveWindow({
      examId: exam.row.id,
      userId: student._id,
      startTime: new Date(exam.start + week),
      endTime: new Date(makeUpEnd),
    });
    ctx.clock.set(makeUpEnd + graceMs);
    expect(await stateOf(exam.row.id, student)).toBe('lateExam');
    const late = await calls.submit(exam.row.id, student.token, entriesFor(exam, [['den']]));
    expect(late.statusCode).toBe(409);
  });
});

describe('the draft sweeper', () => {
  const silent = { error: () => undefined, info: () => undefined };
  const sweep = () =>
    createDraftSweeper({
      submissions: createSubmissionsRepository(ctx.db),
      clock: ctx.clock,
      graceMs,
      log: silent,
    }).sweep();
  const graded = async (examId: string) =>
    new Map(
      (await ctx.db.select().from(results).where(eq(results.examId, examId))).map((row) => [
        row.userId,
        row.submittedAt.getTime(),
      ]),
    );

  it('grades each student at their own deadline, as submitted at their own end', async () => {
    ctx.clock.set(base);
    const exam = await insertTimedExam(ctx);
    const [plain, extra, makeUp, leftEarly] = await insertStudents(ctx, 4);
    await insertDrafts(ctx, exam, [plain!, extra!, makeUp!, leftEarly!], [['den'], ['anrufen']]);
    await giveWindow({ examId: exam.row.id, userId: extra!.id, extraMinutes: 30 });
    await giveWindow({
      examId: exam.row.id,
      userId: makeUp!.id,
      startTime: new Date(exam.start + week),
      endTime: new Date(exam.end + week),
    });
    const earlyEnd = exam.end - 30 * minute;
    await giveWindow({ examId: exam.row.id, userId: leftEarly!.id, endTime: new Date(earlyEnd) });
    // Other tests' drafts may be swept too: what counts is this exam's results.
    const sweptAt = async (at: number) => {
      ctx.clock.set(at);
      await sweep();
      return graded(exam.row.id);
    };

    expect((await sweptAt(earlyEnd + graceMs - 1)).size).toBe(0);
    expect(await sweptAt(earlyEnd + graceMs)).toEqual(new Map([[leftEarly!.id, earlyEnd]]));

    expect((await sweptAt(exam.end + graceMs - 1)).size).toBe(1);
    const atExamEnd = await sweptAt(exam.end + graceMs);
    expect(atExamEnd.size).toBe(2);
    expect(atExamEnd.get(plain!.id)).toBe(exam.end);

    const extraEnd = exam.end + 30 * minute;
    expect((await sweptAt(extraEnd + graceMs - 1)).size).toBe(2);
    expect((await sweptAt(extraEnd + graceMs)).get(extra!.id)).toBe(extraEnd);

    expect((await sweptAt(exam.end + week + graceMs - 1)).size).toBe(3);
    const all = await sweptAt(exam.end + week + graceMs);
    expect(all.get(makeUp!.id)).toBe(exam.end + week);
    expect(all.size).toBe(4);
  });

  it('never grades a student twice when their submit and the sweep meet', async () => {
    ctx.clock.set(base);
    const exam = await insertTimedExam(ctx);
    const [extra, plain] = [await studentWith(ctx), await studentWith(ctx)];
    await giveWindow({ examId: exam.row.id, userId: extra._id, extraMinutes: 10 });
    const entries = entriesFor(exam, [['den']]);
    ctx.clock.set(exam.start + minute);
    await calls.saveDraft(exam.row.id, plain.token, entries);
    await calls.saveDraft(exam.row.id, extra.token, entries);
    // The exam closed for everyone else; the extra-time student is still submitting.
    ctx.clock.set(exam.end + graceMs + minute);
    const [swept, submitted] = await Promise.all([
      sweep(),
      calls.submit(exam.row.id, extra.token, entries),
    ]);
    // A sweep that met the submit's batch holding the exam skips it until the
    // next sweep (submissions.repository.ts): between them, the closed
    // student's draft is graded exactly once.
    expect(swept + (await sweep())).toBe(1);
    expect(submitted.statusCode, submitted.body).toBe(200);
    const all = await graded(exam.row.id);
    expect(all.size).toBe(2);
    expect(all.get(plain._id)).toBe(exam.end);
    expect(all.get(extra._id)).toBe(exam.end + graceMs + minute);
  });
});

describe('GET /api/shared/timed-exams with own windows', () => {
  const banner = async (student: SessionUser, examId: string) => {
    const response = await calls.send('GET', '/shared/timed-exams', student.token);
    expect(response.statusCode).toBe(200);
    return response.json<TimedExam[]>().find((item) => item._id === examId);
  };

  it('shows each student their own start and end, and keeps the exam while theirs is open', async () => {
    ctx.clock.set(base);
    const exam = await insertTimedExam(ctx);
    const [extra, makeUp, plain] = [
      await studentWith(ctx),
      await studentWith(ctx),
      await studentWith(ctx),
    ];
    await giveWindow({ examId: exam.row.id, userId: extra._id, extraMinutes: 20 });
    await giveWindow({
      examId: exam.row.id,
      userId: makeUp._id,
      startTime: new Date(exam.start + week),
      endTime: new Date(exam.end + week),
    });
    ctx.clock.set(exam.start + minute);
    expect(await banner(extra, exam.row.id)).toMatchObject({
      startTime: exam.start,
      endTime: exam.end + 20 * minute,
      started: true,
    });
    expect(await banner(makeUp, exam.row.id)).toMatchObject({
      startTime: exam.start + week,
      endTime: exam.end + week,
      started: false,
    });
    expect(await banner(plain, exam.row.id)).toMatchObject({ endTime: exam.end });

    ctx.clock.set(exam.end + graceMs);
    expect(await banner(plain, exam.row.id)).toBeUndefined();
    expect(await banner(extra, exam.row.id)).toBeDefined();
    expect(await banner(makeUp, exam.row.id)).toBeDefined();
    ctx.clock.set(exam.end + 20 * minute + graceMs);
    expect(await banner(extra, exam.row.id)).toBeUndefined();
    expect(await banner(makeUp, exam.row.id)).toBeDefined();
  });
});
