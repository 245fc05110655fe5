import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studentViewerAt, videoAccess, type CourseAccess } from '@sabora/contract';
import { type CourseRow, type UserRow, type VideoRow } from '../../db/schema/index';
import {
  adminToken,
  day,
  insertCourse,
  insertVideo,
  type VideoFixture,
} from '../../../test/support/catalogue-fixtures';
import { insertAccessProfiles, type AccessProfile } from '../../../test/support/access-profiles';
import { buildTestApp, type TestContext } from '../../../test/support/helper';
import { toCourseDto } from '../courses/course-dto';

type CourseKey = 'paid' | 'free' | 'gift' | 'upcoming' | 'sec2' | 'center';
type VideoKey =
  'paid' | 'free' | 'gift' | 'upcoming' | 'none' | 'hidden' | 'center' | 'twoCourses' | 'twoPaid';

// Every kind of student the access rule distinguishes; `endsIn` is when the
// access to what they own ends, from now (0: this very moment).
const profiles: Array<AccessProfile<CourseKey>> = [
  {},
  { attendanceType: 'center' },
  { vip: true },
  { vip: true, level: 'sec-2' },
  { vip: true, frozen: true },
  { owns: ['paid'] },
  { owns: ['paid'], frozen: true },
  { owns: ['sec2'] },
  { owns: ['upcoming'] },
  { owns: ['upcoming'], showHidden: true },
  { owns: ['paid'], showHidden: true },
  { owns: ['center'] },
  { owns: ['center'], attendanceType: 'center' },
  { owns: ['paid'], attendanceType: 'center' },
  { owns: ['paid'], endsIn: 1 },
  { owns: ['paid'], endsIn: 0 },
  { owns: ['paid'], endsIn: -day },
  { owns: ['sec2'], endsIn: 0, vip: true },
];

const links: Record<VideoKey, CourseKey[]> = {
  paid: ['paid'],
  free: ['free'],
  gift: ['gift'],
  upcoming: ['upcoming'],
  none: [],
  hidden: ['paid'],
  center: ['paid'],
  twoCourses: ['sec2', 'center'],
  // Two paid courses seen alike: their owners are one set (decision 0243).
  twoPaid: ['paid', 'sec2'],
};

let ctx: TestContext;
let admin: string;
const course = {} as Record<CourseKey, CourseRow>;
const video = {} as Record<VideoKey, VideoRow>;
const students: Array<{ row: UserRow; access: CourseAccess[] }> = [];

beforeAll(async () => {
  ctx = await buildTestApp();
  admin = await adminToken(ctx);
  course.paid = await insertCourse(ctx);
  course.free = await insertCourse(ctx, { price: 0 });
  course.gift = await insertCourse(ctx, { freeForSubscribers: true });
  course.upcoming = await insertCourse(ctx, { showDate: new Date(ctx.clock.now() + day) });
  course.sec2 = await insertCourse(ctx, { level: 'sec-2' });
  course.center = await insertCourse(ctx, { isForCenter: true });
  const values: Partial<Record<VideoKey, VideoFixture['values']>> = {
    hidden: { showDate: new Date(ctx.clock.now() + day) },
    center: { isForCenter: true },
  };
  for (const key of Object.keys(links) as VideoKey[]) {
    video[key] = await insertVideo(ctx, {
      courses: links[key].map((name) => course[name]),
      values: values[key] ?? {},
    });
  }
  students.push(...(await insertAccessProfiles(ctx, profiles, (key) => course[key].id)));
});
afterAll(() => ctx.close());

/** The students the contract's rule lets watch the video (a pending previous exam aside). */
function expectedFor(key: VideoKey): string[] {
  const now = ctx.clock.now();
  const terms = links[key].map((name) => toCourseDto(course[name]));
  const schedule = {
    showDate: video[key].showDate.getTime(),
    isForCenter: video[key].isForCenter,
    prevExamId: null,
  };
  return students
    .filter(
      ({ row, access }) =>
        videoAccess({
          video: schedule,
          courses: terms,
          viewer: studentViewerAt(row, access, now),
          now,
          prevExamSubmitted: true,
        }).kind === 'watch',
    )
    .map(({ row }) => row.id)
    .sort();
}

describe('a video’s viewers follow the video access rule', () => {
  it.each(Object.keys(links) as VideoKey[])('video %s', async (key) => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/videos/${video[key].id}/viewers?pageSize=100`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<{
      viewers: Array<{ user: { _id: string } }>;
      count: number;
      summary: { owners: number };
    }>();
    const ids = body.viewers.map((viewer) => viewer.user._id).sort();
    expect(ids).toEqual(expectedFor(key));
    expect(body.count).toBe(ids.length);
    expect(body.summary.owners).toBe(ids.length);
    expect(ids.length + (key === 'none' ? 1 : 0)).toBeGreaterThan(0);
  });
});
