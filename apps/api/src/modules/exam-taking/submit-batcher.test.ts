import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, inArray } from 'drizzle-orm';
import { openDatabase } from '../../db/client';
import {
  exams,
  questions,
  resultAnswers,
  results,
  users,
  type UserRow,
} from '../../db/schema/index';
import { isDatabaseUnavailable } from '../../lib/database-errors';
import { defaultSignInLimits } from '../auth/sign-in-limits';
import { studentWith } from '../../../test/support/catalogue-fixtures';
import {
  entriesFor,
  examCalls,
  graceMs,
  insertDrafts,
  insertExamWithQuestions,
  insertStudents,
  insertTimedExam,
  type InsertedExam,
} from '../../../test/support/exam-fixtures';
import { buildTestApp, type TestContext } from '../../../test/support/helper';
import { checkedSubmission, gradeDraft } from './exam-grading';
import { createSubmissionsRepository, type Submission } from './submissions.repository';
import { createSubmitBatcher, maxBatchSize, type SubmitBatcher } from './submit-batcher';

let ctx: TestContext;
let exam: InsertedExam;

beforeAll(async () => {
  // Sixty sign-ups from one address, one after another.
  ctx = await buildTestApp({
    signInLimits: { ...defaultSignInLimits, perIp: { max: 1000, windowMs: 60_000 } },
  });
  exam = await insertExamWithQuestions(ctx);
});
afterAll(() => ctx.close());

/** Picks for the three German questions, with the score each earns out of 6.5. */
const sheets: Array<{ picks: Array<string[] | undefined>; score: number }> = [
  { picks: [['den'], ['anrufen', 'einkaufen'], ['Haus', 'Baum', 'Tisch']], score: 6.5 },
  { picks: [['den'], ['einkaufen', 'besuchen'], ['Haus', 'schnell', 'Tisch']], score: 4.5 },
  { picks: [['dem'], ['verstehen'], ['schnell']], score: 0 },
  { picks: [['den']], score: 2 },
];

function submissionOf(
  target: InsertedExam,
  student: UserRow,
  picks: Array<string[] | undefined>,
): Submission {
  const { graded } = checkedSubmission(target.row.id, target.questions, entriesFor(target, picks));
  return {
    examId: target.row.id,
    userId: student.id,
    graded,
    gradedAgainst: target.questions,
    submittedAt: new Date(ctx.clock.now()),
  };
}

function batcherOn(db = ctx.db, limits?: { batchSize: number; inFlight: number }): SubmitBatcher {
  return createSubmitBatcher(createSubmissionsRepository(db), limits);
}

async function resultsOf(examId: string, userIds: string[]) {
  return ctx.db
    .select()
    .from(results)
    .where(eq(results.examId, examId))
    .then((rows) => rows.filter((row) => userIds.includes(row.userId!)));
}

async function answerCount(resultIds: string[]): Promise<number> {
  if (resultIds.length === 0) return 0;
  const [row] = await ctx.db
    .select({ value: count() })
    .from(resultAnswers)
    .where(inArray(resultAnswers.resultId, resultIds));
  return row?.value ?? 0;
}

/** Settles every submit; the outcomes in submit order. */
function settleAll(batcher: SubmitBatcher, submissions: Submission[]) {
  return Promise.allSettled(submissions.map((submission) => batcher.submit(submission)));
}

describe('an exam close storm through POST /api/user/exams/{id}', () => {
  it('stores sixty students submitting at once exactly once each, and answers every one', async () => {
    const calls = examCalls(ctx);
    const students = [];
    for (let i = 0; i < 60; i += 1) students.push(await studentWith(ctx));
    // Five students press submit twice at the same moment with other answers.
    const twice = students.slice(0, 5);
    const responses = await Promise.all([
      ...students.map((student, i) =>
        calls.submit(exam.row.id, student.token, entriesFor(exam, sheets[i % 4]!.picks)),
      ),
      ...twice.map((student) =>
        calls.submit(exam.row.id, student.token, entriesFor(exam, sheets[3]!.picks)),
      ),
    ]);

    expect(responses.map((response) => response.statusCode)).toEqual(responses.map(() => 200));
    twice.forEach((_student, i) => {
      expect(responses[60 + i]!.json()).toEqual(responses[i]!.json());
    });
    const stored = await resultsOf(
      exam.row.id,
      students.map((student) => student._id),
    );
    expect(stored).toHaveLength(60);
    students.forEach((student, i) => {
      const own = stored.find((row) => row.userId === student._id)!;
      expect(responses[i]!.json().result._id).toBe(own.id);
      if (i >= twice.length) expect(own.score).toBe(sheets[i % 4]!.score);
    });
    expect(await answerCount(stored.map((row) => row.id))).toBe(60 * 3);
  });
});

describe('group commit', () => {
  it('sends a lone submit at once, in a statement of its own', async () => {
    const [student] = await insertStudents(ctx, 1);
    const batcher = batcherOn();
    const saved = await batcher.submit(submissionOf(exam, student!, sheets[0]!.picks));
    expect(saved.created).toBe(true);
    expect(batcher.stats()).toEqual({ batches: 1, submissions: 1, largestBatch: 1, fallbacks: 0 });
  });

  it('stores a burst in a few statements of at most the cap', async () => {
    const students = await insertStudents(ctx, 60);
    const batcher = batcherOn();
    const outcomes = await settleAll(
      batcher,
      students.map((student, i) => submissionOf(exam, student, sheets[i % 4]!.picks)),
    );

    expect(outcomes.every((outcome) => outcome.status === 'fulfilled')).toBe(true);
    // All sixty arrive in one turn: fifty go together, the other ten in the next statement.
    expect(batcher.stats()).toEqual({
      batches: 2,
      submissions: 60,
      largestBatch: maxBatchSize,
      fallbacks: 0,
    });
    const stored = await resultsOf(
      exam.row.id,
      students.map((student) => student.id),
    );
    expect(stored).toHaveLength(60);
    expect(await answerCount(stored.map((row) => row.id))).toBe(60 * 3);
  });

  it('serves waiting submits first come, first served', async () => {
    const students = await insertStudents(ctx, 12);
    const batcher = batcherOn(ctx.db, { batchSize: 5, inFlight: 1 });
    const answered: number[] = [];
    await Promise.all(
      students.map((student, i) =>
        batcher.submit(submissionOf(exam, student, sheets[0]!.picks)).then(() => answered.push(i)),
      ),
    );
    expect(answered).toEqual(students.map((_student, i) => i));
    expect(batcher.stats()).toMatchObject({ batches: 3, largestBatch: 5 });
  });

  it('answers a repeated submit inside one batch with the first one’s result', async () => {
    const [student, other] = await insertStudents(ctx, 2);
    const batcher = batcherOn();
    const [one, again, theOther] = await settleAll(batcher, [
      submissionOf(exam, student!, sheets[1]!.picks),
      submissionOf(exam, student!, sheets[0]!.picks),
      submissionOf(exam, other!, sheets[2]!.picks),
    ]);

    expect(batcher.stats()).toMatchObject({ batches: 1, largestBatch: 3, fallbacks: 0 });
    if (one?.status !== 'fulfilled' || again?.status !== 'fulfilled') throw new Error('refused');
    expect(one.value.created).toBe(true);
    expect(again.value).toEqual({ ...one.value, created: false });
    expect(theOther!.status).toBe('fulfilled');
    const stored = await resultsOf(exam.row.id, [student!.id]);
    expect(stored.map((row) => row.score)).toEqual([sheets[1]!.score]);
    expect(await answerCount(stored.map((row) => row.id))).toBe(3);
  });

  it('a student deleted between the check and the insert fails alone', async () => {
    const [before, gone, after] = await insertStudents(ctx, 3);
    const submissions = [before!, gone!, after!].map((student) =>
      submissionOf(exam, student, sheets[0]!.picks),
    );
    await ctx.db.delete(users).where(eq(users.id, gone!.id));
    const batcher = batcherOn();
    const outcomes = await settleAll(batcher, submissions);

    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
    expect(batcher.stats()).toMatchObject({ batches: 0, fallbacks: 1, submissions: 2 });
    const stored = await resultsOf(exam.row.id, [before!.id, after!.id]);
    expect(stored).toHaveLength(2);
    expect(await answerCount(stored.map((row) => row.id))).toBe(6);
    const orphans = await ctx.db.select().from(results).where(eq(results.userId, gone!.id));
    expect(orphans).toEqual([]);
  });

  it('a question the admin removed in between fails only that exam’s submits', async () => {
    const edited = await insertExamWithQuestions(ctx);
    const [onEdited, onOther] = await insertStudents(ctx, 2);
    const submissions = [
      submissionOf(edited, onEdited!, sheets[0]!.picks),
      submissionOf(exam, onOther!, sheets[0]!.picks),
    ];
    await ctx.db.delete(questions).where(eq(questions.id, edited.questions[2]!.id));
    const batcher = batcherOn();
    const outcomes = await settleAll(batcher, submissions);

    expect(outcomes.map((outcome) => outcome.status)).toEqual(['rejected', 'fulfilled']);
    expect(await resultsOf(edited.row.id, [onEdited!.id])).toEqual([]);
    expect(await resultsOf(exam.row.id, [onOther!.id])).toHaveLength(1);
  });

  it('acknowledges nothing when the database cannot be reached', async () => {
    const students = await insertStudents(ctx, 4);
    const gone = openDatabase(ctx.target);
    await gone.close();
    const batcher = batcherOn(gone.db);
    const outcomes = await settleAll(
      batcher,
      students.map((student) => submissionOf(exam, student, sheets[0]!.picks)),
    );

    expect(outcomes.map((outcome) => outcome.status)).toEqual(students.map(() => 'rejected'));
    if (ctx.databaseKind === 'postgres') {
      // Answered 503 at once, not retried one by one against a database that is not there.
      for (const outcome of outcomes) {
        expect(isDatabaseUnavailable((outcome as PromiseRejectedResult).reason)).toBe(true);
      }
      expect(batcher.stats().fallbacks).toBe(0);
    }
    const ids = students.map((student) => student.id);
    expect(await resultsOf(exam.row.id, ids)).toEqual([]);
  });

  it('submits arriving while the draft sweeper grades wait for it and get its results', async () => {
    const timed = await insertTimedExam(ctx);
    const students = await insertStudents(ctx, 40);
    await insertDrafts(ctx, timed, students, [['den']]);
    // Checked a moment before the close, stored while the sweep holds the drafts.
    ctx.clock.set(timed.end + graceMs - 1);
    const submissions = students.map((student) => submissionOf(timed, student, sheets[0]!.picks));
    const batcher = batcherOn();
    let submitted: ReturnType<typeof settleAll> | undefined;
    const swept = await createSubmissionsRepository(ctx.db).closeDrafts(
      timed.row.id,
      new Date(timed.end),
      (_exam, stored, drafts) => {
        submitted = settleAll(batcher, submissions);
        return drafts.map((draft) => ({
          userId: draft.userId,
          graded: gradeDraft(stored, draft.selections),
        }));
      },
    );
    const outcomes = await submitted!;

    expect(swept).toBe(40);
    expect(batcher.stats().fallbacks).toBe(0);
    const stored = await resultsOf(
      timed.row.id,
      students.map((student) => student.id),
    );
    expect(stored).toHaveLength(40);
    expect(stored.every((row) => row.submittedAt.getTime() === timed.end)).toBe(true);
    expect(await answerCount(stored.map((row) => row.id))).toBe(40 * 3);
    outcomes.forEach((outcome, i) => {
      if (outcome.status !== 'fulfilled') throw outcome.reason;
      const own = stored.find((row) => row.userId === students[i]!.id)!;
      expect(outcome.value).toEqual({ id: own.id, submittedAt: own.submittedAt, created: false });
    });
  });

  it('a batch waits while a sweep holds its exam, so the two never deadlock', async () => {
    const timed = await insertTimedExam(ctx);
    const [student] = await insertStudents(ctx, 1);
    ctx.clock.set(timed.end + graceMs - 1);
    const batcher = batcherOn();
    let answered = false;
    let submitted: Promise<unknown> | undefined;
    await ctx.db.transaction(async (tx) => {
      // The sweeper's lock on the exam (see `closeDrafts`).
      await tx.select().from(exams).where(eq(exams.id, timed.row.id)).for('no key update');
      submitted = batcher
        .submit(submissionOf(timed, student!, sheets[0]!.picks))
        .then(() => (answered = true));
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(answered).toBe(false);
    });
    await submitted;
    expect(await resultsOf(timed.row.id, [student!.id])).toHaveLength(1);
  });
});
