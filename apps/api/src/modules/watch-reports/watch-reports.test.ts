import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type {
  AdminStudentProgressResponse,
  VideoProgress,
  VideoViewersResponse,
  ViewerStatus,
} from '@sabora/contract';
import { auditLog, userCourses, users, videoProgress, type VideoRow } from '../../db/schema/index';
import {
  day,
  grantCourses,
  insertCourse,
  insertVideo,
  studentWith,
} from '../../../test/support/catalogue-fixtures';
import {
  adminCaller,
  buildTestApp,
  messagesOf,
  type AdminCall,
  type TestContext,
} from '../../../test/support/helper';
import { csvDigits } from '../../../test/support/spreadsheets';
import { adminSession, insertStudent } from '../../../test/support/student-fixtures';

let ctx: TestContext;
let call: AdminCall;
let main: string;
let secondary: string;
let studentToken: string;

beforeAll(async () => {
  ctx = await buildTestApp();
  call = adminCaller(ctx.app);
  main = (await adminSession(ctx, 'main')).token;
  secondary = (await adminSession(ctx, 'secondary')).token;
  studentToken = (await studentWith(ctx)).token!;
});
afterAll(() => ctx.close());

/** Writes a progress row as the heartbeat batcher would leave it. */
async function progress(
  userId: string,
  videoId: string,
  values: { covered: number; watched: number; duration?: number; views?: number; at?: number },
) {
  const at = new Date(values.at ?? ctx.clock.now() - day);
  await ctx.db.insert(videoProgress).values({
    userId,
    videoId,
    duration: values.duration ?? 100,
    position: values.covered,
    covered: values.covered > 0 ? [[0, values.covered]] : [],
    coveredSeconds: values.covered,
    watchedSeconds: values.watched,
    views: values.views ?? 0,
    firstWatchedAt: at,
    lastWatchedAt: at,
  });
}

/** A video in a course of its own, its owners and not-owners, some of them watching. */
async function world() {
  // A VIP owns every course of their level: only this world's VIP is one.
  await ctx.db.update(users).set({ vip: false }).where(eq(users.vip, true));
  const course = await insertCourse(ctx, { level: 'sec-2' });
  const video = await insertVideo(ctx, { courses: [course], values: { maxViews: 3 } });
  const done = await insertStudent(ctx, { name: 'أحمد خلص', level: 'sec-2' });
  const halfway = await insertStudent(ctx, { name: 'بسمة بدأت', level: 'sec-2' });
  const vip = await insertStudent(ctx, { name: 'جميلة VIP', level: 'sec-2', vip: true });
  const expired = await insertStudent(ctx, { name: 'دينا انتهى', level: 'sec-2' });
  const frozen = await insertStudent(ctx, { name: 'هاني موقوف', level: 'sec-2', frozen: true });
  const otherLevelVip = await insertStudent(ctx, { name: 'وليد VIP', level: 'sec-3', vip: true });
  await grantCourses(ctx, done.id, [course]);
  await grantCourses(ctx, halfway.id, [course]);
  await grantCourses(ctx, frozen.id, [course]);
  await ctx.db
    .insert(userCourses)
    .values({ userId: expired.id, courseId: course.id, until: new Date(ctx.clock.now() - day) });
  await progress(done.id, video.id, { covered: 95, watched: 120, views: 1 });
  await progress(halfway.id, video.id, { covered: 20, watched: 25, at: ctx.clock.now() - 2 * day });
  // Watched while they owned it: off the list now.
  await progress(expired.id, video.id, { covered: 50, watched: 50 });
  return { course, video, done, halfway, vip, expired, frozen, otherLevelVip };
}

const viewersUrl = (video: VideoRow, query = '') => `/videos/${video.id}/viewers${query}`;
async function viewers(video: VideoRow, query = '', token = main) {
  const response = await call('GET', viewersUrl(video, query), token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<VideoViewersResponse>();
}

describe('GET /api/admin/videos/{id}/viewers', () => {
  it('lists every owner by name with their status, and a summary that agrees with the rows', async () => {
    const { video, done, halfway, vip } = await world();
    const all = await viewers(video);
    expect(all.viewers.map((row) => [row.user._id, row.status])).toEqual([
      [done.id, 'completed'],
      [halfway.id, 'started'],
      [vip.id, 'not-started'],
    ]);
    expect(all.summary).toEqual({ owners: 3, completed: 1, started: 1, notStarted: 1 });
    const { summary } = all;
    expect(summary.completed + summary.started + summary.notStarted).toBe(summary.owners);
    expect(all.count).toBe(summary.owners);
    const counts: Record<ViewerStatus, number> = {
      completed: summary.completed,
      started: summary.started,
      'not-started': summary.notStarted,
    };
    for (const status of ['completed', 'started', 'not-started'] as const) {
      const page = await viewers(video, `?status=${status}`, secondary);
      expect(page.count).toBe(counts[status]);
      expect(page.viewers.every((row) => row.status === status)).toBe(true);
      expect(page.summary).toEqual(summary);
    }
    expect(all.viewers[0]).toMatchObject({
      user: { name: 'أحمد خلص', phone: done.phone, fatherPhone: done.fatherPhone },
      watchedSeconds: 120,
      coverage: 0.95,
      watched: true,
      views: 1,
      maxViews: 3,
      viewsLeft: 2,
    });
    expect(all.viewers[2]).toMatchObject({ views: 0, coverage: 0, lastWatchedAt: null });
  });

  it('finds an owner by their phone or their parent’s, and pages', async () => {
    const { video, halfway } = await world();
    const byPhone = await viewers(video, `?search=${halfway.phone}`);
    expect(byPhone.viewers.map((row) => row.user._id)).toEqual([halfway.id]);
    expect(byPhone.count).toBe(1);
    const byName = await viewers(video, `?search=${encodeURIComponent('بسمة')}`);
    expect(byName.viewers.map((row) => row.user._id)).toEqual([halfway.id]);
    const second = await viewers(video, '?page=2&pageSize=2');
    expect(second.viewers).toHaveLength(1);
    expect(second.count).toBe(3);
  });

  it('counts a free-for-subscribers course’s subscribers and a center video’s center students only', async () => {
    const gift = await insertCourse(ctx, { level: 'prep-1', freeForSubscribers: true });
    const paid = await insertCourse(ctx, { level: 'prep-1' });
    const video = await insertVideo(ctx, { courses: [gift], values: { isForCenter: true } });
    const centre = await insertStudent(ctx, { level: 'prep-1', attendanceType: 'center' });
    const online = await insertStudent(ctx, { level: 'prep-1' });
    await insertStudent(ctx, { level: 'prep-1', attendanceType: 'center' });
    await grantCourses(ctx, centre.id, [paid]);
    await grantCourses(ctx, online.id, [paid]);
    const page = await viewers(video);
    expect(page.viewers.map((row) => row.user._id)).toEqual([centre.id]);
    expect(page.summary.owners).toBe(1);
  });

  it('refuses a bad status (422), no session (401), a student (403) and an unknown video (404)', async () => {
    const { video } = await world();
    const bad = await call('GET', viewersUrl(video, '?status=done'), main);
    expect(bad.statusCode).toBe(422);
    expect(messagesOf(bad)).toContain('اختار الحالة من القائمة');
    expect((await call('GET', viewersUrl(video))).statusCode).toBe(401);
    expect((await call('GET', viewersUrl(video), studentToken)).statusCode).toBe(403);
    const missing = await call('GET', `/videos/${crypto.randomUUID()}/viewers`, main);
    expect(missing.statusCode).toBe(404);
  });
});

describe('GET /api/admin/videos/{id}/viewers/export', () => {
  it('gives the call list of one status as CSV, to an assistant too', async () => {
    const { video, vip, done } = await world();
    const response = await call('GET', viewersUrl(video, '/export?status=not-started'), secondary);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe(
      'الاسم,رقم الموبايل,رقم ولي الأمر,الحالة,دقايق المشاهدة,نسبة اللي اتشاف %,المشاهدات,آخر مشاهدة',
    );
    expect(lines.slice(1)).toEqual([
      `${vip.name},${csvDigits(vip.phone)},${csvDigits(vip.fatherPhone)},لسه مبدأش,0,0,0 من 3,`,
    ]);
    const all = await call('GET', viewersUrl(video, '/export?format=xlsx'), main);
    expect(all.statusCode).toBe(200);
    expect(all.headers['content-type']).toContain('spreadsheetml');
    const csv = await call('GET', viewersUrl(video, '/export'), main);
    expect(csv.body).toContain(`${done.name},${csvDigits(done.phone)}`);
  });

  it('refuses a bad format (422), no session (401) and a student (403)', async () => {
    const { video } = await world();
    const bad = await call('GET', viewersUrl(video, '/export?format=pdf'), main);
    expect(bad.statusCode).toBe(422);
    expect(messagesOf(bad)).toContain('صيغة الملف لازم تكون csv أو xlsx');
    expect((await call('GET', viewersUrl(video, '/export'))).statusCode).toBe(401);
    expect((await call('GET', viewersUrl(video, '/export'), studentToken)).statusCode).toBe(403);
  });
});

describe('POST /api/admin/videos/{id}/viewers/{userId}/views', () => {
  const grant = (
    video: VideoRow,
    userId: string,
    body: unknown,
    token: string | undefined = main,
  ) => call('POST', `/videos/${video.id}/viewers/${userId}/views`, token, body as object);

  it('adds views on top of the limit and resets the count, audited before and after', async () => {
    const { video, done } = await world();
    const added = await grant(video, done.id, { action: 'add', count: 2 }, secondary);
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json<VideoProgress>()).toMatchObject({ views: 1, maxViews: 5, viewsLeft: 4 });
    ctx.clock.set(ctx.clock.now() + 1);
    const reset = await grant(video, done.id, { action: 'reset' });
    expect(reset.json<VideoProgress>()).toMatchObject({ views: 0, maxViews: 5, viewsLeft: 5 });
    const entries = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, video.id), eq(auditLog.studentId, done.id)))
      .orderBy(auditLog.createdAt, auditLog.id);
    expect(entries.map((entry) => [entry.action, entry.entityLabel, entry.changes])).toEqual([
      ['video.views-grant', video.title, { extraViews: { before: 0, after: 2 } }],
      ['video.views-grant', video.title, { views: { before: 1, after: 0 } }],
    ]);
  });

  it('makes the row for a student who never opened the video, still not started', async () => {
    const { video, vip } = await world();
    const added = await grant(video, vip.id, { action: 'add', count: 1 });
    expect(added.json<VideoProgress>()).toMatchObject({ views: 0, maxViews: 4, viewsLeft: 4 });
    const page = await viewers(video, '?status=not-started');
    expect(page.viewers.map((row) => [row.user._id, row.maxViews])).toEqual([[vip.id, 4]]);
  });

  it('keeps every grant when many land at once', async () => {
    const { video, halfway } = await world();
    await Promise.all(
      Array.from({ length: 5 }, () => grant(video, halfway.id, { action: 'add', count: 1 })),
    );
    const [row] = await ctx.db
      .select()
      .from(videoProgress)
      .where(and(eq(videoProgress.userId, halfway.id), eq(videoProgress.videoId, video.id)));
    expect(row!.extraViews).toBe(5);
  });

  it('survives the heartbeats around it: the batcher keeps the admin’s extra views', async () => {
    const course = await insertCourse(ctx, { level: 'prep-2' });
    const video = await insertVideo(ctx, { courses: [course], values: { maxViews: 1 } });
    const student = await studentWith(ctx, { level: 'prep-2', courses: [course] });
    const beat = (sitting: string, from: number) => {
      ctx.clock.set(ctx.clock.now() + 60_000);
      return ctx.app.inject({
        method: 'POST',
        url: `/api/user/videos/${video.id}/progress`,
        headers: { authorization: `Bearer ${student.token}` },
        payload: {
          sitting,
          position: from + 60,
          duration: 100,
          played: [[from, from + 60]],
          watched: 60,
        },
      });
    };
    expect((await beat(crypto.randomUUID(), 0)).statusCode).toBe(200);
    // The one view is used: a new sitting is refused until an admin adds one.
    expect((await beat(crypto.randomUUID(), 0)).statusCode).toBe(403);
    await grant(video, student._id, { action: 'add', count: 1 });
    const after = await beat(crypto.randomUUID(), 40);
    expect(after.statusCode, after.body).toBe(200);
    expect(after.json<VideoProgress>()).toMatchObject({ views: 2, maxViews: 2, viewsLeft: 0 });
    const [row] = await viewers(video).then((page) => page.viewers);
    expect(row).toMatchObject({ status: 'completed', views: 2, maxViews: 2 });
  });

  it.each([
    ['no count', { action: 'add' }, 'عدد المشاهدات لازم يكون رقم'],
    ['zero', { action: 'add', count: 0 }, 'أقل حاجة مشاهدة واحدة'],
    ['too many', { action: 'add', count: 101 }, 'أقصى زيادة 100 مشاهدة مرة واحدة'],
    ['unknown action', { action: 'double' }, 'اختار تصفير المشاهدات أو زيادتها'],
  ])('refuses %s with 422', async (_, body, message) => {
    const { video, done } = await world();
    const response = await grant(video, done.id, body);
    expect(response.statusCode).toBe(422);
    expect(messagesOf(response)).toContain(message);
  });

  it('refuses no session (401), a student (403) and an unknown student (404)', async () => {
    const { video, done } = await world();
    expect((await grant(video, done.id, { action: 'reset' }, '')).statusCode).toBe(401);
    expect((await grant(video, done.id, { action: 'reset' }, studentToken)).statusCode).toBe(403);
    const missing = await grant(video, crypto.randomUUID(), { action: 'reset' });
    expect(missing.statusCode).toBe(404);
  });
});

describe('GET /api/admin/users/{id}/progress', () => {
  it('lists the student’s videos, latest watched first, and their courses’ progress', async () => {
    const { course, video, halfway } = await world();
    const second = await insertVideo(ctx, { courses: [course] });
    // Not released yet: not counted in the course.
    await insertVideo(ctx, {
      courses: [course],
      values: { showDate: new Date(ctx.clock.now() + day) },
    });
    await progress(halfway.id, second.id, { covered: 100, watched: 100 });
    const response = await call('GET', `/users/${halfway.id}/progress`, secondary);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<AdminStudentProgressResponse>();
    expect(body.videos.map((row) => [row.video._id, row.coverage, row.watched])).toEqual([
      [second.id, 1, true],
      [video.id, 0.2, false],
    ]);
    expect(body.videos[1]).toMatchObject({
      watchedSeconds: 25,
      maxViews: 3,
      firstWatchedAt: ctx.clock.now() - 2 * day,
      lastWatchedAt: ctx.clock.now() - 2 * day,
    });
    expect(body.courses).toEqual([
      { course: { _id: course.id, title: course.title }, videos: 2, watched: 1, coverage: 0.6 },
    ]);
  });

  it('counts a course bought from another level and a VIP’s whole level, and no other course', async () => {
    const own = await insertCourse(ctx, { level: 'prep-1' });
    const bought = await insertCourse(ctx, { level: 'prep-3' });
    const notMine = await insertCourse(ctx, { level: 'prep-3' });
    await insertVideo(ctx, { courses: [own, notMine] });
    const watched = await insertVideo(ctx, { courses: [bought] });
    const vip = await insertStudent(ctx, { level: 'prep-1', vip: true });
    await grantCourses(ctx, vip.id, [bought]);
    await progress(vip.id, watched.id, { covered: 100, watched: 100 });
    const response = await call('GET', `/users/${vip.id}/progress`, secondary);
    expect(response.statusCode, response.body).toBe(200);
    // Other tests' courses of the level are the VIP's too.
    const ours = [own.id, bought.id, notMine.id];
    const courses = response
      .json<AdminStudentProgressResponse>()
      .courses.filter(({ course }) => ours.includes(course._id));
    expect(courses).toEqual([
      { course: { _id: own.id, title: own.title }, videos: 1, watched: 0, coverage: 0 },
      { course: { _id: bought.id, title: bought.title }, videos: 1, watched: 1, coverage: 1 },
    ]);
  });

  it('refuses a bad id (422), no session (401), a student (403) and an unknown student (404)', async () => {
    const { done } = await world();
    const bad = await call('GET', '/users/nope/progress', main);
    expect(bad.statusCode).toBe(422);
    expect(messagesOf(bad)).toContain('الرقم التعريفي في الرابط مش صحيح');
    expect((await call('GET', `/users/${done.id}/progress`)).statusCode).toBe(401);
    expect((await call('GET', `/users/${done.id}/progress`, studentToken)).statusCode).toBe(403);
    expect((await call('GET', `/users/${crypto.randomUUID()}/progress`, main)).statusCode).toBe(
      404,
    );
  });
});
