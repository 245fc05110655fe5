import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses, examCourses, exams, questions } from '../../db/schema/index';
import { adminToken, grantCourses, insertCourse } from '../../../test/support/catalogue-fixtures';
import { examCalls, insertExamWithQuestions } from '../../../test/support/exam-fixtures';
import { manualListen } from '../../../test/support/manual-listen';
import { buildTestApp, signUpStudent, type TestContext } from '../../../test/support/helper';
import { createExamsRepository, type ExamsRepository } from './exams.repository';
import { createKeptExams } from './kept-exams';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

/** The real repository, counting how often it is asked. */
function countingExams(): ExamsRepository & { reads: number } {
  const real = createExamsRepository(ctx.db);
  const counted = {
    ...real,
    reads: 0,
    async findWithCourses(id: string) {
      counted.reads += 1;
      return real.findWithCourses(id);
    },
  };
  return counted;
}

async function keptOnDatabase(ttlMs = 60_000) {
  const counter = countingExams();
  const kept = await createKeptExams({ exams: counter, ttlMs, listen: ctx.listen });
  return { counter, kept };
}

describe('exams kept between calls', () => {
  it('reads an exam once, and once for calls that miss together', async () => {
    const { row } = await insertExamWithQuestions(ctx);
    const { counter, kept } = await keptOnDatabase();
    const together = await Promise.all([kept.get(row.id), kept.get(row.id), kept.get(row.id)]);
    expect(together.map((found) => found?.row.id)).toEqual([row.id, row.id, row.id]);
    await kept.get(row.id);
    expect(counter.reads).toBe(1);
    await kept.close();
  });

  it('keeps nothing for an exam that does not exist', async () => {
    const { counter, kept } = await keptOnDatabase();
    const missing = '00000000-0000-4000-8000-000000000000';
    expect(await kept.get(missing)).toBeUndefined();
    expect(await kept.get(missing)).toBeUndefined();
    expect(counter.reads).toBe(2);
    await kept.close();
  });

  it('forgets an exam edited, or deleted, by another process', async () => {
    const { row } = await insertExamWithQuestions(ctx);
    const { kept } = await keptOnDatabase();
    await kept.get(row.id);
    await ctx.db.update(exams).set({ title: 'Neuer Titel' }).where(eq(exams.id, row.id));
    await expect.poll(async () => (await kept.get(row.id))?.row.title).toBe('Neuer Titel');
    await ctx.db.delete(exams).where(eq(exams.id, row.id));
    await expect.poll(() => kept.get(row.id)).toBeUndefined();
    await kept.close();
  });

  it('forgets an exam whose questions or courses change', async () => {
    const exam = await insertExamWithQuestions(ctx);
    const course = await insertCourse(ctx);
    const { counter, kept } = await keptOnDatabase();
    await kept.get(exam.row.id);
    await ctx.db.insert(examCourses).values({ examId: exam.row.id, courseId: course.id });
    await expect
      .poll(async () => (await kept.get(exam.row.id))?.courses.map(({ id }) => id))
      .toEqual([course.id]);
    const readsBefore = counter.reads;
    await ctx.db
      .update(questions)
      .set({ title: 'Welcher Artikel?' })
      .where(eq(questions.id, exam.questions[0]!.id));
    await expect
      .poll(() => kept.get(exam.row.id).then(() => counter.reads))
      .toBeGreaterThan(readsBefore);
    await kept.close();
  });

  it('forgets every exam when any course changes', async () => {
    const course = await insertCourse(ctx);
    const exam = await insertExamWithQuestions(ctx, { courses: [course] });
    const other = await insertExamWithQuestions(ctx);
    const { counter, kept } = await keptOnDatabase();
    await kept.get(exam.row.id);
    await kept.get(other.row.id);
    await ctx.db.update(courses).set({ price: 250 }).where(eq(courses.id, course.id));
    await expect.poll(async () => (await kept.get(exam.row.id))?.courses[0]?.price).toBe(250);
    await expect.poll(() => kept.get(other.row.id).then(() => counter.reads)).toBe(4);
    await kept.close();
  });

  it('keeps nothing when told to keep exams for 0 seconds', async () => {
    const { row } = await insertExamWithQuestions(ctx);
    const { counter, kept } = await keptOnDatabase(0);
    await kept.get(row.id);
    await kept.get(row.id);
    expect(counter.reads).toBe(2);
    await kept.close();
  });
});

describe('when announcements cannot be trusted', () => {
  it('does not let a call join, or keep, a read that began before a change was announced', async () => {
    const { row } = await insertExamWithQuestions(ctx);
    const counter = countingExams();
    const real = counter.findWithCourses;
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    counter.findWithCourses = async (id) => {
      if (counter.reads === 0) await gate;
      return real(id);
    };
    const manual = manualListen();
    const kept = await createKeptExams({ exams: counter, ttlMs: 60_000, listen: manual.listen });
    const slow = kept.get(row.id);
    manual.handlers().message(row.id);
    const after = kept.get(row.id);
    release();
    await Promise.all([slow, after]);
    expect(counter.reads).toBe(2);
    await kept.get(row.id);
    expect(counter.reads).toBe(2);
    manual.handlers().message('*');
    await kept.get(row.id);
    expect(counter.reads).toBe(3);
    manual.handlers().listening(false);
    await kept.get(row.id);
    await kept.get(row.id);
    expect(counter.reads).toBe(5);
  });
});

describe('through the API', () => {
  async function studentWithLockedExam() {
    const course = await insertCourse(ctx);
    const exam = await insertExamWithQuestions(ctx, { courses: [course] });
    const student = await signUpStudent(ctx.app);
    await grantCourses(ctx, student._id, [course]);
    const calls = examCalls(ctx);
    const open = async () => (await calls.open(exam.row.id, student.token)).statusCode;
    await expect.poll(open).toBe(200);
    return { course, open, calls };
  }

  it('locks the exam at once when an admin of this process makes its course center-only', async () => {
    const { course, open, calls } = await studentWithLockedExam();
    const admin = await adminToken(ctx);
    const edit = await calls.send('PATCH', `/admin/course/${course.id}`, admin, {
      isForCenter: true,
    });
    expect(edit.statusCode).toBe(200);
    expect(await open()).toBe(403);
  });

  it('locks the exam as soon as another process makes its course center-only', async () => {
    const { course, open } = await studentWithLockedExam();
    await ctx.db.update(courses).set({ isForCenter: true }).where(eq(courses.id, course.id));
    await expect.poll(open).toBe(403);
  });
});
