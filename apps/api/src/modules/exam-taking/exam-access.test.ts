import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '@sabora/contract';
import type { CourseRow } from '../../db/schema/index';
import { messages } from '../../messages';
import {
  day,
  insertCourse,
  studentWith,
  type StudentProfile,
} from '../../../test/support/catalogue-fixtures';
import {
  examCalls,
  insertExamWithQuestions,
  type InsertedExam,
} from '../../../test/support/exam-fixtures';
import { buildTestApp, messagesOf, type TestContext } from '../../../test/support/helper';

let ctx: TestContext;
let calls: ReturnType<typeof examCalls>;
const course = {} as Record<'paid' | 'free' | 'gift' | 'upcoming' | 'sec2' | 'center', CourseRow>;
const exam = {} as Record<
  'paid' | 'free' | 'gift' | 'upcoming' | 'open' | 'center' | 'centerPaid',
  InsertedExam
>;

beforeAll(async () => {
  ctx = await buildTestApp();
  calls = examCalls(ctx);
  course.paid = await insertCourse(ctx, { title: 'Dezember' });
  course.free = await insertCourse(ctx, { title: 'Schnupperkurs', price: 0 });
  course.gift = await insertCourse(ctx, { title: 'Bonus', freeForSubscribers: true });
  course.upcoming = await insertCourse(ctx, { showDate: new Date(ctx.clock.now() + day) });
  course.sec2 = await insertCourse(ctx, { level: 'sec-2' });
  course.center = await insertCourse(ctx, { isForCenter: true });
  exam.paid = await insertExamWithQuestions(ctx, { courses: [course.paid] });
  exam.free = await insertExamWithQuestions(ctx, { courses: [course.free] });
  exam.gift = await insertExamWithQuestions(ctx, { courses: [course.gift] });
  exam.upcoming = await insertExamWithQuestions(ctx, { courses: [course.upcoming] });
  exam.open = await insertExamWithQuestions(ctx);
  exam.center = await insertExamWithQuestions(ctx, { values: { isForCenter: true } });
  exam.centerPaid = await insertExamWithQuestions(ctx, {
    values: { isForCenter: true },
    courses: [course.paid, course.center],
  });
});
afterAll(() => ctx.close());

type ExamKey = keyof typeof exam;
type CourseKey = keyof typeof course;

async function student(
  profile: StudentProfile & { owns?: CourseKey[] } = {},
): Promise<SessionUser> {
  return studentWith(ctx, { ...profile, courses: (profile.owns ?? []).map((key) => course[key]) });
}

describe('exam access by course ownership', () => {
  it.each<[string, StudentProfile & { owns?: CourseKey[] }, ExamKey, string | null]>([
    ['the buyer of its course', { owns: ['paid'] }, 'paid', null],
    ['a student without its course', {}, 'paid', messages.examLocked],
    ['a student who bought another course', { owns: ['sec2'] }, 'paid', messages.examLocked],
    ['VIP at the course level', { vip: true }, 'paid', null],
    ['VIP at another level', { vip: true, level: 'sec-3' }, 'paid', messages.examLocked],
    ['anyone, for a free course', {}, 'free', null],
    ['a subscriber, for a free-for-subscribers course', { owns: ['sec2'] }, 'gift', null],
    ['a non-subscriber, for a free-for-subscribers course', {}, 'gift', messages.examLocked],
    [
      'the buyer of a course not released yet',
      { owns: ['upcoming'] },
      'upcoming',
      messages.examLocked,
    ],
    [
      'the buyer of a course not released yet, with showHidden',
      { owns: ['upcoming'], showHidden: true },
      'upcoming',
      null,
    ],
    ['any student, for an exam without courses', {}, 'open', null],
    ['an online student, for a center-only exam', {}, 'center', messages.examCenterOnly],
    ['a center student, for a center-only exam', { attendanceType: 'center' }, 'center', null],
    [
      'an online buyer, for a center-only exam of the course',
      { owns: ['paid'] },
      'centerPaid',
      messages.examCenterOnly,
    ],
    [
      'a center buyer, for a center-only exam of the course',
      { owns: ['paid'], attendanceType: 'center' },
      'centerPaid',
      null,
    ],
    [
      'a center student without the course, for a center-only exam of it',
      { attendanceType: 'center' },
      'centerPaid',
      messages.examLocked,
    ],
    [
      'an online buyer of a center-only course',
      { owns: ['center'], attendanceType: 'online' },
      'centerPaid',
      messages.examCenterOnly,
    ],
  ])('%s', async (_case, profile, key, refusal) => {
    const who = await student(profile);
    const response = await calls.open(exam[key].row.id, who.token);
    if (refusal === null) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toHaveProperty('questions');
    } else {
      expect(response.statusCode).toBe(403);
      expect(messagesOf(response)).toEqual([refusal]);
    }
  });
});

describe('a refused student can neither save a draft nor submit', () => {
  it('gets the same 403 on both', async () => {
    const who = await student();
    const draft = await calls.saveDraft(exam.paid.row.id, who.token, []);
    const submit = await calls.submit(exam.paid.row.id, who.token, []);
    for (const response of [draft, submit]) {
      expect(response.statusCode).toBe(403);
      expect(messagesOf(response)).toEqual([messages.examLocked]);
    }
  });
});
