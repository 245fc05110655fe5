import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '@sabora/contract';
import { messages } from '../../messages';
import { adminToken, studentWith } from '../../../test/support/catalogue-fixtures';
import {
  entriesFor,
  examCalls,
  graceMs,
  insertTimedExam,
  selectionsFor,
} from '../../../test/support/exam-fixtures';
import { buildTestApp, messagesOf, type TestContext } from '../../../test/support/helper';

let ctx: TestContext;
let calls: ReturnType<typeof examCalls>;
let timed: Awaited<ReturnType<typeof insertTimedExam>>;
let student: SessionUser;

beforeAll(async () => {
  ctx = await buildTestApp();
  calls = examCalls(ctx);
  timed = await insertTimedExam(ctx);
  student = await studentWith(ctx);
});
afterAll(() => ctx.close());

describe('PUT /api/user/exams/{id}/draft', () => {
  it('saves the choices and the exam page gives them back', async () => {
    ctx.clock.set(timed.start + 1000);
    const picks = [['den'], ['anrufen', 'einkaufen']];
    const response = await calls.saveDraft(timed.row.id, student.token, entriesFor(timed, picks));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ savedAt: timed.start + 1000 });
    expect((await calls.open(timed.row.id, student.token)).json().draft).toEqual(
      selectionsFor(timed, picks),
    );
  });

  it('replaces the saved choices with the latest ones', async () => {
    ctx.clock.set(timed.start + 2000);
    await calls.saveDraft(timed.row.id, student.token, entriesFor(timed, [['den']]));
    await calls.saveDraft(
      timed.row.id,
      student.token,
      entriesFor(timed, [undefined, ['besuchen']]),
    );
    expect((await calls.open(timed.row.id, student.token)).json().draft).toEqual(
      selectionsFor(timed, [undefined, ['besuchen']]),
    );
  });

  it('is checked like a submit', async () => {
    ctx.clock.set(timed.start);
    const tooMany = await calls.saveDraft(
      timed.row.id,
      student.token,
      entriesFor(timed, [['den', 'dem']]),
    );
    expect(tooMany.statusCode).toBe(422);
    expect(messagesOf(tooMany)).toEqual([messages.tooManyOptions]);
    const unknown = await calls.saveDraft(
      timed.row.id,
      student.token,
      entriesFor(timed, [['die']]),
    );
    expect(unknown.statusCode).toBe(422);
    expect(messagesOf(unknown)).toEqual([messages.unknownOption]);
    const broken = await calls.saveDraft(timed.row.id, student.token, [{ selected: 3 }]);
    expect(broken.statusCode).toBe(422);
    expect(messagesOf(broken)).toEqual([
      'رقم السؤال في الإجابات مش صحيح، حدّث الصفحة وحاول تاني',
      'رقم الامتحان في الإجابات مش صحيح، حدّث الصفحة وحاول تاني',
      'الإجابة المختارة لازم تكون كلام',
    ]);
  });

  it('is refused before the start and once grace is over', async () => {
    ctx.clock.set(timed.start - 1);
    const early = await calls.saveDraft(timed.row.id, student.token, []);
    expect(early.statusCode).toBe(409);
    expect(messagesOf(early)).toEqual([messages.examNotStarted]);
    ctx.clock.set(timed.end + graceMs - 1);
    expect((await calls.saveDraft(timed.row.id, student.token, [])).statusCode).toBe(200);
    ctx.clock.set(timed.end + graceMs);
    const late = await calls.saveDraft(timed.row.id, student.token, []);
    expect(late.statusCode).toBe(409);
    expect(messagesOf(late)).toEqual([messages.examEnded]);
  });

  it('is refused once the student has submitted', async () => {
    const solver = await studentWith(ctx);
    ctx.clock.set(timed.start);
    await calls.submit(timed.row.id, solver.token, entriesFor(timed, [['den']]));
    const response = await calls.saveDraft(timed.row.id, solver.token, []);
    expect(response.statusCode).toBe(409);
    expect(messagesOf(response)).toEqual([messages.examAlreadySubmitted]);
  });

  it('needs a student token', async () => {
    ctx.clock.set(timed.start);
    expect((await calls.saveDraft(timed.row.id, undefined, [])).statusCode).toBe(401);
    const admin = await calls.saveDraft(timed.row.id, await adminToken(ctx), []);
    expect(admin.statusCode).toBe(403);
    expect(messagesOf(admin)).toEqual([messages.studentsOnly]);
  });
});
