import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser, TimedExam, User } from '@sabora/contract';
import { userCourses, type CourseRow, type VideoRow } from '../../db/schema/index';
import { messages } from '../../messages';
import {
  day,
  insertCourse,
  insertVideo,
  studentWith,
} from '../../../test/support/catalogue-fixtures';
import {
  entriesFor,
  examCalls,
  insertExamWithQuestions,
  type InsertedExam,
} from '../../../test/support/exam-fixtures';
import { bearer, buildTestApp, type TestContext } from '../../../test/support/helper';

// Access ends at `until`, exclusive (design.md "Selling access"): every call
// that decides on ownership is checked one millisecond before, at, and after.
let ctx: TestContext;
let calls: ReturnType<typeof examCalls>;
let base: number;
let paid: CourseRow;
let gift: CourseRow;
let paidVideo: VideoRow;
let giftVideo: VideoRow;
let exam: InsertedExam;
let timedExam: InsertedExam;

beforeAll(async () => {
  ctx = await buildTestApp();
  calls = examCalls(ctx);
  base = ctx.clock.now();
  paid = await insertCourse(ctx, { title: 'Oktober', accessDays: 30 });
  gift = await insertCourse(ctx, { title: 'Wortschatz', freeForSubscribers: true });
  paidVideo = await insertVideo(ctx, { courses: [paid] });
  giftVideo = await insertVideo(ctx, { courses: [gift] });
  exam = await insertExamWithQuestions(ctx, { courses: [paid] });
  timedExam = await insertExamWithQuestions(ctx, {
    courses: [paid],
    values: {
      title: 'Monatsprüfung',
      isTimed: true,
      startTime: new Date(base + 9 * day),
      endTime: new Date(base + 20 * day),
    },
  });
});
afterAll(() => ctx.close());

/** A student who bought `paid` with access ending at `until`, called at `until + offset`. */
async function studentAt(offset: number, values: { vip?: boolean } = {}) {
  ctx.clock.set(base);
  const student = await studentWith(ctx, values);
  const until = base + 10 * day;
  await ctx.db
    .insert(userCourses)
    .values({ userId: student._id, courseId: paid.id, until: new Date(until) });
  ctx.clock.set(until + offset);
  return { student, until };
}

const get = (url: string, student: SessionUser) =>
  ctx.app.inject({ url: `/api${url}`, headers: bearer(student.token) });

const boundaries: Array<[string, number, boolean]> = [
  ['a millisecond before the end', -1, true],
  ['at the end', 0, false],
  ['a millisecond after the end', 1, false],
];

describe.each(boundaries)('%s', (_when, offset, live) => {
  afterAll(() => ctx.clock.set(base));

  it(live ? 'plays the video' : 'refuses the video, naming the course as expired', async () => {
    const { student } = await studentAt(offset);
    const response = await get(`/user/videos/${paidVideo.id}`, student);
    if (live) {
      expect(response.statusCode).toBe(200);
      expect(response.json().video._id).toBe(paidVideo.id);
    } else {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        message: messages.videoLocked,
        courses: [{ _id: paid.id, title: 'Oktober' }],
        expired: [paid.id],
      });
    }
  });

  it(live ? 'opens a gift course' : 'no longer counts the student a subscriber', async () => {
    const { student } = await studentAt(offset);
    const response = await get(`/user/videos/${giftVideo.id}`, student);
    expect(response.statusCode).toBe(live ? 200 : 403);
    // The gift was never bought: a buy, not a renewal, is what unlocks it.
    if (!live) expect(response.json().expired).toEqual([]);
  });

  it('lets VIP watch whatever the end', async () => {
    const { student } = await studentAt(offset, { vip: true });
    expect((await get(`/user/videos/${paidVideo.id}`, student)).statusCode).toBe(200);
  });

  it(live ? 'opens the exam and takes the answers' : 'locks the exam', async () => {
    const { student } = await studentAt(offset);
    const opened = await calls.open(exam.row.id, student.token);
    const submitted = await calls.submit(exam.row.id, student.token, entriesFor(exam, [['den']]));
    if (live) {
      expect(opened.statusCode).toBe(200);
      expect(opened.json()).toHaveProperty('questions');
      expect(submitted.statusCode).toBe(200);
    } else {
      for (const response of [opened, submitted]) {
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ message: messages.examLocked });
      }
    }
  });

  it(live ? 'offers the timed exam in the banner' : 'leaves the timed exam out', async () => {
    const { student } = await studentAt(offset);
    const response = await get('/shared/timed-exams', student);
    expect(response.statusCode).toBe(200);
    const ids = response.json<TimedExam[]>().map((listed) => listed._id);
    expect(ids.includes(timedExam.row.id)).toBe(live);
  });

  it('refresh-user lists the course as owned only while live, and its end always', async () => {
    const { student, until } = await studentAt(offset);
    const response = await get('/user/refresh-user', student);
    expect(response.statusCode).toBe(200);
    const user = response.json<User>();
    expect(user.courses).toEqual(live ? [paid.id] : []);
    expect(user.access).toEqual([{ course: paid.id, until }]);
  });
});
