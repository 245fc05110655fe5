import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Course, ListedVideo, SessionUser } from '@sabora/contract';
import { messages } from '../../messages';
import {
  adminToken,
  day,
  insertCourse,
  insertExam,
  insertPdf,
  insertVideo,
  studentWith,
} from '../../../test/support/catalogue-fixtures';
import { bearer, buildTestApp, type TestContext } from '../../../test/support/helper';
import { catalogueFreshForMs } from './catalogue-cache';

let ctx: TestContext;
let admin: string;
let student: SessionUser;
beforeAll(async () => {
  ctx = await buildTestApp();
  admin = await adminToken(ctx);
  student = await studentWith(ctx);
});
afterAll(() => ctx.close());

type Method = 'POST' | 'PATCH' | 'DELETE';
async function byAdmin(method: Method, url: string, payload?: object) {
  const response = await ctx.app.inject({
    method,
    url: `/api/admin${url}`,
    headers: bearer(admin),
    ...(payload ? { payload } : {}),
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ _id: string }>();
}

async function listed(what: 'courses' | 'videos', who: SessionUser = student) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: `/api/shared/${what}`,
    headers: bearer(who.token),
    payload: {},
  });
  expect(response.statusCode).toBe(200);
  return response.json<(Course | ListedVideo)[]>().map((entry) => entry._id);
}

const videoPage = (id: string, who: SessionUser = student) =>
  ctx.app.inject({ url: `/api/user/videos/${id}`, headers: bearer(who.token) });

/**
 * Fixtures are written straight to the database, as another process would
 * write them: the catalogue loaded before them is trusted until it ages out.
 */
const ageOut = () => ctx.clock.advance(catalogueFreshForMs);

describe('an admin change is seen on the very next call', () => {
  it('a course given a later show date leaves the lists with its videos', async () => {
    const course = await insertCourse(ctx);
    const video = await insertVideo(ctx, { courses: [course] });
    ageOut();
    expect(await listed('courses')).toContain(course.id);
    expect(await listed('videos')).toContain(video.id);

    await byAdmin('PATCH', `/course/${course.id}`, { showDate: ctx.clock.now() + day });
    expect(await listed('courses')).not.toContain(course.id);
    expect(await listed('videos')).not.toContain(video.id);
  });

  it('a course made center-only leaves an online student’s list', async () => {
    const course = await insertCourse(ctx);
    ageOut();
    expect(await listed('courses')).toContain(course.id);

    await byAdmin('PATCH', `/course/${course.id}`, { isForCenter: true });
    expect(await listed('courses')).not.toContain(course.id);
  });

  it('a course made free opens its video to a student who did not buy it', async () => {
    const course = await insertCourse(ctx, { price: 150 });
    const video = await insertVideo(ctx, { courses: [course] });
    ageOut();
    expect((await videoPage(video.id)).statusCode).toBe(403);

    await byAdmin('PATCH', `/course/${course.id}`, { price: 0 });
    const opened = await videoPage(video.id);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().video._id).toBe(video.id);
  });

  it('a new course and a new video in it are listed, and the video opens', async () => {
    await listed('videos');
    const course = await byAdmin('POST', '/course', {
      title: 'Willkommen',
      price: 0,
      level: 'sec-1',
    });
    const video = await byAdmin('POST', '/video', {
      title: 'Lektion 1: Hallo',
      url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
      courses: [course._id],
    });
    expect(await listed('courses')).toContain(course._id);
    expect(await listed('videos')).toContain(video._id);
    expect((await videoPage(video._id)).statusCode).toBe(200);
  });

  it('a deleted course is gone, and its video is locked with no course to buy', async () => {
    const course = await insertCourse(ctx, { price: 0 });
    const video = await insertVideo(ctx, { courses: [course] });
    ageOut();
    expect((await videoPage(video.id)).statusCode).toBe(200);

    await byAdmin('DELETE', `/course/${course.id}`);
    expect(await listed('courses')).not.toContain(course.id);
    expect(await listed('videos')).not.toContain(video.id);
    const locked = await videoPage(video.id);
    expect(locked.statusCode).toBe(403);
    expect(locked.json()).toEqual({ message: messages.videoLocked, courses: [], expired: [] });
  });

  it('a deleted video is gone from the list and its page', async () => {
    const course = await insertCourse(ctx, { price: 0 });
    const video = await insertVideo(ctx, { courses: [course] });
    ageOut();
    expect(await listed('videos')).toContain(video.id);

    await byAdmin('DELETE', `/video/${video.id}`);
    expect(await listed('videos')).not.toContain(video.id);
    expect((await videoPage(video.id)).statusCode).toBe(404);
  });

  it('a video moved to another course follows it', async () => {
    const open = await insertCourse(ctx, { price: 0 });
    const paid = await insertCourse(ctx, { price: 300 });
    const video = await insertVideo(ctx, { courses: [open] });
    ageOut();
    expect((await videoPage(video.id)).statusCode).toBe(200);

    await byAdmin('PATCH', `/video/${video.id}`, { courses: [paid.id] });
    const locked = await videoPage(video.id);
    expect(locked.statusCode).toBe(403);
    expect(locked.json().courses).toEqual([{ _id: paid.id, title: paid.title }]);
  });

  it('a renamed PDF, a renamed exam and a deleted exam show on the video page', async () => {
    const course = await insertCourse(ctx, { price: 0 });
    const pdf = await insertPdf(ctx, 'Arbeitsblatt');
    const quiz = await insertExam(ctx, { title: 'Quiz 1' });
    const test = await insertExam(ctx, { title: 'Test 1' });
    const video = await insertVideo(ctx, { courses: [course], pdfs: [pdf], exams: [quiz, test] });
    ageOut();
    expect((await videoPage(video.id)).json().pdf[0].title).toBe('Arbeitsblatt');

    await byAdmin('PATCH', `/pdf/${pdf.id}`, { title: 'Wortschatz' });
    await byAdmin('PATCH', `/exams/${quiz.id}`, { title: 'Quiz 2' });
    await byAdmin('DELETE', `/exams/${test.id}`);
    const page = (await videoPage(video.id)).json();
    expect(page.pdf.map((p: { title: string }) => p.title)).toEqual(['Wortschatz']);
    expect(page.exam.map((e: { title: string }) => e.title)).toEqual(['Quiz 2']);
  });

  it('a deleted previous exam no longer stands before the video', async () => {
    const course = await insertCourse(ctx, { price: 0 });
    const quiz = await insertExam(ctx, { title: 'Quiz: Lektion 1' });
    const video = await insertVideo(ctx, { courses: [course], values: { prevExamId: quiz.id } });
    ageOut();
    expect((await videoPage(video.id)).json()).toEqual({
      prevExam: { _id: quiz.id, title: 'Quiz: Lektion 1' },
    });

    await byAdmin('DELETE', `/exams/${quiz.id}`);
    expect((await videoPage(video.id)).json().video._id).toBe(video.id);
  });

  it('a deleted PDF leaves the video page', async () => {
    const course = await insertCourse(ctx, { price: 0 });
    const pdf = await insertPdf(ctx, 'Grammatik');
    const video = await insertVideo(ctx, { courses: [course], pdfs: [pdf] });
    ageOut();
    expect((await videoPage(video.id)).json().pdf).toHaveLength(1);

    await byAdmin('DELETE', `/pdf/${pdf.id}`);
    expect((await videoPage(video.id)).json().pdf).toEqual([]);
  });
});

describe('a change this process did not make (another API process, straight SQL)', () => {
  it(`is seen once the loaded catalogue is ${catalogueFreshForMs} ms old`, async () => {
    // Whatever an earlier test left loaded is stale by now; this call loads afresh.
    ctx.clock.advance(catalogueFreshForMs);
    await listed('courses');
    const course = await insertCourse(ctx);
    expect(await listed('courses')).not.toContain(course.id);

    ctx.clock.advance(catalogueFreshForMs - 1);
    expect(await listed('courses')).not.toContain(course.id);
    ctx.clock.advance(1);
    expect(await listed('courses')).toContain(course.id);
  });
});

describe('time-dependent visibility', () => {
  it('shows a course the moment its show date passes, from the same loaded catalogue', async () => {
    const soon = await byAdmin('POST', '/course', {
      title: 'Dezember',
      price: 100,
      level: 'sec-1',
      showDate: ctx.clock.now() + 1000,
    });
    expect(await listed('courses')).not.toContain(soon._id);
    // Not seen until a reload: proves the next answer comes from the same copy.
    const unseen = await insertCourse(ctx);

    ctx.clock.advance(1000);
    const shown = await listed('courses');
    expect(shown).toContain(soon._id);
    expect(shown).not.toContain(unseen.id);
  });
});
