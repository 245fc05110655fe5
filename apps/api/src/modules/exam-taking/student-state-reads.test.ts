import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '@sabora/contract';
import { studentWith } from '../../../test/support/catalogue-fixtures';
import { entriesFor, examCalls, insertTimedExam } from '../../../test/support/exam-fixtures';
import { buildTestApp, type TestContext } from '../../../test/support/helper';
import { createExamsRepository } from '../exams/exams.repository';
import type { StudentExamKey } from '../exams/student-exam-state';
import { createStudentStateReads } from './student-state-reads';

let ctx: TestContext;
let exam: Awaited<ReturnType<typeof insertTimedExam>>;
let other: Awaited<ReturnType<typeof insertTimedExam>>;
let drafter: SessionUser;
let submitter: SessionUser;
let newcomer: SessionUser;

beforeAll(async () => {
  ctx = await buildTestApp();
  const calls = examCalls(ctx);
  exam = await insertTimedExam(ctx);
  other = await insertTimedExam(ctx);
  ctx.clock.set(exam.start + 1000);
  [drafter, submitter, newcomer] = await Promise.all([
    studentWith(ctx),
    studentWith(ctx),
    studentWith(ctx),
  ]);
  const draft = await calls.saveDraft(exam.row.id, drafter.token, entriesFor(exam, [['den']]));
  expect(draft.statusCode).toBe(200);
  const submit = await calls.submit(other.row.id, submitter.token, entriesFor(other, [['den']]));
  expect(submit.statusCode).toBe(200);
});
afterAll(() => ctx.close());

/** The real repository, recording each batch it is asked for. */
function recordingExams() {
  const real = createExamsRepository(ctx.db);
  const batches: StudentExamKey[][] = [];
  return {
    batches,
    repository: {
      ...real,
      studentStates(keys: readonly StudentExamKey[]) {
        batches.push([...keys]);
        return real.studentStates(keys);
      },
    },
  };
}

describe("students' results and drafts", () => {
  it('reads many students of several exams in one statement, each with their own state', async () => {
    const { batches, repository } = recordingExams();
    const reads = createStudentStateReads(repository);
    const [withDraft, withResult, plain, elsewhere, repeated] = await Promise.all([
      reads.of(exam.row.id, drafter._id),
      reads.of(other.row.id, submitter._id),
      reads.of(exam.row.id, newcomer._id),
      reads.of(exam.row.id, submitter._id),
      reads.of(exam.row.id, drafter._id),
    ]);
    expect(batches).toHaveLength(1);
    expect(batches[0]).toHaveLength(5);
    const drafted = { [exam.questions[0]!.id]: ['den'] };
    expect(withDraft).toEqual({ result: undefined, draft: drafted });
    expect(repeated).toEqual(withDraft);
    expect(withResult?.draft).toBeUndefined();
    expect(withResult?.result).toEqual({ id: expect.any(String), submittedAt: expect.any(Date) });
    expect(plain).toEqual({ result: undefined, draft: undefined });
    expect(elsewhere).toEqual({ result: undefined, draft: undefined });
  });

  it('answers undefined for an exam that does not exist, without failing the others', async () => {
    const reads = createStudentStateReads(createExamsRepository(ctx.db));
    const [missing, found] = await Promise.all([
      reads.of(randomUUID(), drafter._id),
      reads.of(exam.row.id, drafter._id),
    ]);
    expect(missing).toBeUndefined();
    expect(found?.draft).toBeDefined();
  });

  it('reads again on every call: a draft saved since is seen', async () => {
    const reads = createStudentStateReads(createExamsRepository(ctx.db));
    expect((await reads.of(exam.row.id, newcomer._id))?.draft).toBeUndefined();
    const saved = await examCalls(ctx).saveDraft(
      exam.row.id,
      newcomer.token,
      entriesFor(exam, [undefined, ['anrufen']]),
    );
    expect(saved.statusCode).toBe(200);
    expect((await reads.of(exam.row.id, newcomer._id))?.draft).toEqual({
      [exam.questions[1]!.id]: ['anrufen'],
    });
  });
});
