import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examAccess, studentViewerAt, type CourseAccess, type NonSolver } from '@sabora/contract';
import { results, type CourseRow, type UserRow } from '../../db/schema/index';
import { messages } from '../../messages';
import { adminToken, day, insertCourse } from '../../../test/support/catalogue-fixtures';
import {
  examCalls,
  insertExamWithQuestions,
  type InsertedExam,
} from '../../../test/support/exam-fixtures';
import { insertAccessProfiles, type AccessProfile } from '../../../test/support/access-profiles';
import { buildTestApp, messagesOf, type TestContext } from '../../../test/support/helper';
import { toCourseDto } from '../courses/course-dto';

type CourseKey = 'paid' | 'free' | 'gift' | 'upcoming' | 'sec2' | 'center';
type ExamKey =
  | 'paid'
  | 'free'
  | 'gift'
  | 'upcoming'
  | 'open'
  | 'center'
  | 'centerPaid'
  | 'twoCourses'
  | 'twoPaid';

// Every kind of student the access rule distinguishes; `endsIn` is when the
// access to what they own ends, from now (0: this very moment).
const profiles: Array<AccessProfile<CourseKey>> = [
  {},
  { attendanceType: 'center' },
  { vip: true },
  { vip: true, level: 'sec-2' },
  { owns: ['paid'] },
  { owns: ['sec2'] },
  { owns: ['upcoming'] },
  { owns: ['upcoming'], showHidden: true },
  { owns: ['center'] },
  { owns: ['center'], attendanceType: 'center' },
  { owns: ['paid'], attendanceType: 'center' },
  { vip: true, attendanceType: 'center', frozen: true },
  { owns: ['paid'], endsIn: 1 },
  { owns: ['paid'], endsIn: 0 },
  { owns: ['paid'], endsIn: -day },
  { owns: ['sec2'], endsIn: 0 },
  { owns: ['paid'], endsIn: 0, vip: true },
  { owns: ['paid'], endsIn: 0, attendanceType: 'center' },
];

let ctx: TestContext;
let calls: ReturnType<typeof examCalls>;
let admin: string;
const course = {} as Record<CourseKey, CourseRow>;
const exam = {} as Record<ExamKey, InsertedExam>;
const students: Array<{ row: UserRow; access: CourseAccess[] }> = [];

beforeAll(async () => {
  ctx = await buildTestApp();
  calls = examCalls(ctx);
  admin = await adminToken(ctx);
  course.paid = await insertCourse(ctx);
  course.free = await insertCourse(ctx, { price: 0 });
  course.gift = await insertCourse(ctx, { freeForSubscribers: true });
  course.upcoming = await insertCourse(ctx, { showDate: new Date(ctx.clock.now() + day) });
  course.sec2 = await insertCourse(ctx, { level: 'sec-2' });
  course.center = await insertCourse(ctx, { isForCenter: true });
  const withCourses = (keys: CourseKey[], values = {}) =>
    insertExamWithQuestions(ctx, { courses: keys.map((key) => course[key]), values });
  exam.paid = await withCourses(['paid']);
  exam.free = await withCourses(['free']);
  exam.gift = await withCourses(['gift']);
  exam.upcoming = await withCourses(['upcoming']);
  exam.open = await withCourses([]);
  exam.center = await withCourses([], { isForCenter: true });
  exam.centerPaid = await withCourses(['paid', 'center'], { isForCenter: true });
  exam.twoCourses = await withCourses(['sec2', 'center']);
  exam.twoPaid = await withCourses(['paid', 'sec2']);
  students.push(...(await insertAccessProfiles(ctx, profiles, (key) => course[key].id)));
});
afterAll(() => ctx.close());

const nonSolvers = (examId: string, query = '?pageSize=100', token = admin) =>
  calls.send('GET', `/admin/exam-results/${examId}/non-solvers${query}`, token);

/** The students the contract's rule lets into the exam. */
function expectedFor(key: ExamKey): string[] {
  const linked = coursesOf(key).map(toCourseDto);
  return students
    .filter(({ row, access }) => {
      const now = ctx.clock.now();
      return (
        examAccess(exam[key].row, linked, studentViewerAt(row, access, now), now).kind === 'open'
      );
    })
    .map(({ row }) => row.id)
    .sort();
}

function coursesOf(key: ExamKey): CourseRow[] {
  const links: Record<ExamKey, CourseKey[]> = {
    paid: ['paid'],
    free: ['free'],
    gift: ['gift'],
    upcoming: ['upcoming'],
    open: [],
    center: [],
    centerPaid: ['paid', 'center'],
    twoCourses: ['sec2', 'center'],
    twoPaid: ['paid', 'sec2'],
  };
  return links[key].map((name) => course[name]);
}

describe('non-solvers follow the exam access rule', () => {
  it.each<ExamKey>([
    'paid',
    'free',
    'gift',
    'upcoming',
    'open',
    'center',
    'centerPaid',
    'twoCourses',
    'twoPaid',
  ])('exam %s', async (key) => {
    const response = await nonSolvers(exam[key].row.id);
    expect(response.statusCode).toBe(200);
    const ids = response
      .json<{ users: NonSolver[] }>()
      .users.map((user) => user._id)
      .sort();
    expect(ids).toEqual(expectedFor(key));
    expect(ids.length).toBeGreaterThan(0);
  });
});

describe('GET /api/admin/exam-results/{examId}/non-solvers', () => {
  it('leaves out students with a result and gives what support needs to call', async () => {
    const solver = students[4]!.row;
    await ctx.db
      .insert(results)
      .values({ examId: exam.paid.row.id, userId: solver.id, score: 1, totalScore: 6.5 });
    const { users, count } = (await nonSolvers(exam.paid.row.id)).json();
    expect(users.map((user: NonSolver) => user._id)).not.toContain(solver.id);
    expect(count).toBe(expectedFor('paid').length - 1);
    expect(users[0]).toEqual({
      _id: expect.any(String),
      name: expect.any(String),
      phone: expect.stringMatching(/^010/),
      fatherPhone: '01198765432',
      level: expect.any(String),
    });
  });

  it('keeps everyone else on the list when a student with a result is deleted', async () => {
    const before = (await nonSolvers(exam.open.row.id)).json<{ count: number }>().count;
    // What deleting the student leaves: a result whose author is null (ON DELETE SET NULL).
    await ctx.db
      .insert(results)
      .values({ examId: exam.open.row.id, userId: null, score: 1, totalScore: 6.5 });
    const after = (await nonSolvers(exam.open.row.id)).json<{ count: number }>().count;
    expect(after).toBe(before);
    expect(after).toBeGreaterThan(0);
  });

  it('pages by name', async () => {
    const all = (await nonSolvers(exam.open.row.id)).json();
    const second = (await nonSolvers(exam.open.row.id, '?page=2&pageSize=2')).json();
    expect(second).toEqual({ users: all.users.slice(2, 4), count: all.count });
  });

  it('answers 404 for an unknown exam', async () => {
    const unknown = await nonSolvers('1b4e28ba-2fa1-4d3b-a3f5-ef19b5a7633b');
    expect(unknown.statusCode).toBe(404);
    expect(messagesOf(unknown)).toEqual([messages.examNotFound]);
  });
});
