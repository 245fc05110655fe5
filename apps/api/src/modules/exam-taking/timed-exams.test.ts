import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TimedExam } from '@sabora/contract';
import { adminToken, insertCourse, studentWith } from '../../../test/support/catalogue-fixtures';
import {
  examCalls,
  graceMs,
  insertExamWithQuestions,
  insertTimedExam,
  minute,
} from '../../../test/support/exam-fixtures';
import { buildTestApp, type TestContext } from '../../../test/support/helper';

let ctx: TestContext;
let calls: ReturnType<typeof examCalls>;
let exams: Record<
  'later' | 'soon' | 'paid' | 'center',
  Awaited<ReturnType<typeof insertTimedExam>>
>;
const now = Date.UTC(2026, 10, 21, 9);

beforeAll(async () => {
  ctx = await buildTestApp();
  calls = examCalls(ctx);
  const paid = await insertCourse(ctx, { title: 'Dezember' });
  const at = (offset: number) => ({
    startTime: new Date(now + offset),
    endTime: new Date(now + offset + 60 * minute),
  });
  exams = {
    later: await insertTimedExam(ctx, { values: { title: 'Später', ...at(120 * minute) } }),
    soon: await insertTimedExam(ctx, { values: { title: 'Bald', ...at(-30 * minute) } }),
    paid: await insertTimedExam(ctx, {
      values: { title: 'Dezember-Test', ...at(10 * minute) },
      courses: [paid],
    }),
    center: await insertTimedExam(ctx, {
      values: { title: 'Zentrum', isForCenter: true, ...at(5 * minute) },
    }),
  };
  await insertTimedExam(ctx, { values: { title: 'Vorbei', ...at(-61 * minute - graceMs) } });
  await insertExamWithQuestions(ctx, { values: { title: 'Ohne Zeit' } });
});
afterAll(() => ctx.close());

const titlesOf = (list: TimedExam[]) => list.map((exam) => exam.title);
const list = async (token?: string) => {
  const response = await calls.send('GET', '/shared/timed-exams', token);
  expect(response.statusCode).toBe(200);
  return response.json<TimedExam[]>();
};

describe('GET /api/shared/timed-exams', () => {
  it('lists nothing to a visitor', async () => {
    ctx.clock.set(now);
    expect(await list()).toEqual([]);
  });

  it('lists every timed exam not yet closed to an admin, by start time', async () => {
    ctx.clock.set(now);
    expect(titlesOf(await list(await adminToken(ctx)))).toEqual([
      'Bald',
      'Zentrum',
      'Dezember-Test',
      'Später',
    ]);
  });

  it('lists to a student the exams they may enter', async () => {
    ctx.clock.set(now);
    const student = await studentWith(ctx);
    expect(titlesOf(await list(student.token))).toEqual(['Bald', 'Später']);
  });

  it('lists center-only exams to center students and course exams to owners', async () => {
    ctx.clock.set(now);
    const owner = await studentWith(ctx, { attendanceType: 'center', vip: true });
    expect(titlesOf(await list(owner.token))).toEqual([
      'Bald',
      'Zentrum',
      'Dezember-Test',
      'Später',
    ]);
  });

  it('gives the items’ times and whether they started', async () => {
    ctx.clock.set(now);
    const [soon, later] = await list((await studentWith(ctx)).token);
    expect(soon).toEqual({
      _id: exams.soon.row.id,
      title: 'Bald',
      startTime: exams.soon.row.startTime!.getTime(),
      endTime: exams.soon.row.endTime!.getTime(),
      started: true,
      submitted: false,
    });
    expect(later?.started).toBe(false);
  });

  it('says which exams the student already submitted, so the banner never says "enter"', async () => {
    ctx.clock.set(now);
    const student = await studentWith(ctx);
    await calls.submit(exams.soon.row.id, student.token, []);
    const submitted = (await list(student.token)).map((exam) => [exam.title, exam.submitted]);
    expect(submitted).toEqual([
      ['Bald', true],
      ['Später', false],
    ]);
    const admin = await list(await adminToken(ctx));
    expect(admin.every((exam) => !exam.submitted)).toBe(true);
  });

  it('keeps an exam until its end plus grace, not after', async () => {
    const student = await studentWith(ctx);
    const closesAt = exams.soon.row.endTime!.getTime() + graceMs;
    ctx.clock.set(closesAt - 1);
    expect(titlesOf(await list(student.token))).toContain('Bald');
    ctx.clock.set(closesAt);
    expect(titlesOf(await list(student.token))).not.toContain('Bald');
  });

  it('refuses an invalid token', async () => {
    const response = await calls.send('GET', '/shared/timed-exams', 'not-a-token');
    expect(response.statusCode).toBe(401);
  });
});
