import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  maxBeatSeconds,
  type HeartbeatBody,
  type SessionUser,
  type VideoProgress,
} from '@sabora/contract';
import { videoProgress, videoWatchDays, type CourseRow } from '../../db/schema/index';
import { messages } from '../../messages';
import { catalogueFreshForMs } from '../catalogue/catalogue-cache';
import {
  adminToken,
  insertCourse,
  insertVideo,
  studentWith,
} from '../../../test/support/catalogue-fixtures';
import {
  bearer,
  buildTestApp,
  messagesOf,
  phoneDevice,
  type TestContext,
} from '../../../test/support/helper';

let ctx: TestContext;
let course: CourseRow;

beforeAll(async () => {
  ctx = await buildTestApp();
  course = await insertCourse(ctx, { title: 'Oktober' });
});
afterAll(async () => ctx?.close());

/** A 600 s video (a view counts after 300 s of one sitting) in the student's course. */
async function video(maxViews: number | null = null) {
  const row = await insertVideo(ctx, { courses: [course], values: { maxViews } });
  // The catalogue kept in memory is read again once it is this old.
  ctx.clock.advance(catalogueFreshForMs);
  return row;
}

const owner = () => studentWith(ctx, { courses: [course] });

function send(token: string, videoId: string, body: HeartbeatBody) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/user/videos/${videoId}/progress`,
    headers: bearer(token),
    payload: body,
  });
}

const page = (token: string, videoId: string) =>
  ctx.app.inject({ url: `/api/user/videos/${videoId}`, headers: bearer(token) });

/** A player on one sitting: each `play` lets the clock run and sends the beat it would. */
function player(student: SessionUser, videoId: string, sitting = randomUUID()) {
  let position = 0;
  return {
    sitting,
    async play(seconds: number, claim: Partial<HeartbeatBody> = {}) {
      ctx.clock.advance(seconds * 1000);
      const from = position;
      position += seconds;
      return send(student.token, videoId, {
        sitting,
        position,
        duration: 600,
        played: [[from, position]],
        watched: seconds,
        ...claim,
      });
    },
    seek(to: number) {
      position = to;
    },
  };
}

async function playFor(run: ReturnType<typeof player>, seconds: number) {
  let last;
  for (let left = seconds; left > 0; left -= 20) last = await run.play(Math.min(20, left));
  return last!.json<VideoProgress>();
}

describe('POST /api/user/videos/{id}/progress', () => {
  it('folds a beat into the progress and answers it', async () => {
    const student = await owner();
    const lesson = await video(3);
    const response = await player(student, lesson.id).play(20);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      position: 20,
      duration: 600,
      watchedSeconds: 20,
      coverage: 20 / 600,
      watched: false,
      views: 0,
      maxViews: 3,
      viewsLeft: 3,
      lastWatchedAt: ctx.clock.now(),
    });
    const days = await ctx.db
      .select()
      .from(videoWatchDays)
      .where(eq(videoWatchDays.userId, student._id));
    expect(days).toEqual([
      { userId: student._id, videoId: lesson.id, day: '2026-11-21', watchedSeconds: 20 },
    ]);
  });

  it('covers nothing a seek skipped', async () => {
    const student = await owner();
    const lesson = await video();
    const run = player(student, lesson.id);
    await run.play(20);
    // 20 s later the player claims it played from 20 to 560: a jump, not playback.
    const after = (await run.play(20, { played: [[20, 560]], position: 560 })).json();
    expect(after.position).toBe(560);
    expect(after.watchedSeconds).toBe(40);
    expect(after.coverage).toBeLessThanOrEqual((20 + 20 * 2 + 3) / 600);
    expect(after.watched).toBe(false);
  });

  it('cuts a beat claiming more than the time since the last one', async () => {
    const student = await owner();
    const lesson = await video();
    const run = player(student, lesson.id);
    await run.play(20);
    // The credited clock may trail a beat by at most 60 s (maxBeatSeconds); the
    // first beat used 20 of that, so 5 s later a claim of 60 s gets 45.
    const after = (await run.play(5, { watched: 60, played: [[20, 80]] })).json();
    expect(after.watchedSeconds).toBe(65);
    const again = (await run.play(5, { watched: 60, played: [[80, 140]] })).json();
    expect(again.watchedSeconds).toBe(70);
  });

  it('does not count two tabs playing at once twice', async () => {
    const student = await owner();
    const lesson = await video(2);
    const first = player(student, lesson.id);
    const second = player(student, lesson.id);
    let last: VideoProgress | undefined;
    for (let beat = 0; beat < 20; beat += 1) {
      ctx.clock.advance(20_000);
      for (const run of [first, second]) {
        last = (
          await send(student.token, lesson.id, {
            sitting: run.sitting,
            position: (beat + 1) * 20,
            duration: 600,
            played: [[beat * 20, (beat + 1) * 20]],
            watched: 20,
          })
        ).json();
      }
    }
    // 400 s of wall time (and at most 60 s of backlog): the two sittings share
    // one clock, so 400 s of playback in two tabs is one view, not two.
    expect(last!.watchedSeconds).toBeLessThanOrEqual(400 + maxBeatSeconds);
    expect(last!.views).toBe(1);
  });

  it('counts a view exactly at the threshold, once per sitting', async () => {
    const student = await owner();
    const lesson = await video(2);
    const run = player(student, lesson.id);
    expect((await playFor(run, 280)).views).toBe(0);
    const counted = (await run.play(20)).json();
    expect(counted).toMatchObject({ views: 1, viewsLeft: 1 });
    expect((await playFor(run, 200)).views).toBe(1);
    // A reload is a new sitting; watching a little of it counts nothing.
    const reload = player(student, lesson.id);
    reload.seek(480);
    expect((await playFor(reload, 40)).views).toBe(1);
  });

  it('lets the counting sitting go on after the last view, refuses a new one, and restores it with added views', async () => {
    const student = await owner();
    const lesson = await video(1);
    const run = player(student, lesson.id);
    expect(await playFor(run, 300)).toMatchObject({ views: 1, viewsLeft: 0 });
    expect((await run.play(20)).statusCode).toBe(200);

    const refused = await player(student, lesson.id).play(20);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      message: messages.viewsExhausted,
      code: 'views-exhausted',
      maxViews: 1,
    });
    const closed = await page(student.token, lesson.id);
    expect(closed.statusCode).toBe(403);
    expect(closed.json()).toEqual({
      message: messages.viewsExhausted,
      code: 'views-exhausted',
      maxViews: 1,
    });

    await ctx.db
      .update(videoProgress)
      .set({ extraViews: 1 })
      .where(and(eq(videoProgress.userId, student._id), eq(videoProgress.videoId, lesson.id)));
    const reopened = await page(student.token, lesson.id);
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json().progress).toMatchObject({ views: 1, maxViews: 2, viewsLeft: 1 });
    expect((await player(student, lesson.id).play(20)).statusCode).toBe(200);
  });

  it('resumes on another device where the student stopped', async () => {
    const student = await owner();
    const lesson = await video();
    await playFor(player(student, lesson.id), 120);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { phone: student.phone, password: '12345678', hash: phoneDevice },
    });
    expect(login.statusCode).toBe(200);
    const other = await page(login.json().token, lesson.id);
    expect(other.json().progress).toMatchObject({ position: 120, watchedSeconds: 120 });
  });

  it('counts a view once and credits no more than wall time under 50 beats at once', async () => {
    const student = await owner();
    const lesson = await video(3);
    const first = player(student, lesson.id);
    const start = ctx.clock.now();
    await playFor(first, 300);
    const sittings = [first.sitting, ...Array.from({ length: 4 }, () => randomUUID())];
    ctx.clock.advance(20_000);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        send(student.token, lesson.id, {
          sitting: sittings[index % sittings.length]!,
          position: 320,
          duration: 600,
          played: [[300, 320]],
          watched: 20,
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(50).fill(200));
    const [row] = await ctx.db
      .select()
      .from(videoProgress)
      .where(and(eq(videoProgress.userId, student._id), eq(videoProgress.videoId, lesson.id)));
    expect(row!.views).toBe(1);
    expect(row!.watchedSeconds).toBeLessThanOrEqual(
      (ctx.clock.now() - start) / 1000 + maxBeatSeconds,
    );
    const days = await ctx.db
      .select()
      .from(videoWatchDays)
      .where(and(eq(videoWatchDays.userId, student._id), eq(videoWatchDays.videoId, lesson.id)));
    expect(days.reduce((sum, d) => sum + d.watchedSeconds, 0)).toBe(row!.watchedSeconds);
  });

  it('answers 422 with Arabic messages for a bad body', async () => {
    const student = await owner();
    const lesson = await video();
    const response = await send(student.token, lesson.id, {
      sitting: 'not-a-uuid',
      position: -1,
      duration: 600,
      played: [],
      watched: 20,
    });
    expect(response.statusCode).toBe(422);
    expect(messagesOf(response)).toEqual(
      expect.arrayContaining(['رقم الجلسة مش صحيح', 'مكان الفيديو مينفعش يكون بالسالب']),
    );
  });

  it('answers 401 without a session, 403 to an admin, a frozen or a non-owning student, 404 for an unknown video', async () => {
    const lesson = await video();
    const body: HeartbeatBody = {
      sitting: randomUUID(),
      position: 20,
      duration: 600,
      played: [[0, 20]],
      watched: 20,
    };
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: `/api/user/videos/${lesson.id}/progress`,
      payload: body,
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: messages.loginRequired });
    const admin = await send(await adminToken(ctx), lesson.id, body);
    expect(admin.statusCode).toBe(403);
    expect(admin.json()).toEqual({ message: messages.studentsOnly });
    const frozen = await studentWith(ctx, { courses: [course], frozen: true });
    const frozenAnswer = await send(frozen.token, lesson.id, body);
    expect(frozenAnswer.statusCode).toBe(403);
    expect(frozenAnswer.json().message).toBe(messages.accountFrozen);
    const stranger = await studentWith(ctx);
    const locked = await send(stranger.token, lesson.id, body);
    expect(locked.statusCode).toBe(403);
    expect(locked.json()).toEqual({ message: messages.videoLocked });
    const student = await owner();
    expect((await send(student.token, randomUUID(), body)).statusCode).toBe(404);
  });
});

describe('GET /api/user/progress', () => {
  it('lists the started videos and each course over the videos the student can see', async () => {
    const own = await insertCourse(ctx, { title: 'November' });
    const seen = await insertVideo(ctx, { courses: [own], values: { title: 'Teil A' } });
    await insertVideo(ctx, { courses: [own], values: { title: 'Teil B' } });
    ctx.clock.advance(catalogueFreshForMs);
    const student = await studentWith(ctx, { courses: [own] });
    await playFor(player(student, seen.id), 300);
    const response = await ctx.app.inject({
      url: '/api/user/progress',
      headers: bearer(student.token),
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.videos).toHaveLength(1);
    expect(body.videos[0]).toMatchObject({
      video: { _id: seen.id, title: 'Teil A' },
      watchedSeconds: 300,
      coverage: 0.5,
    });
    expect(body.courses).toEqual([
      { course: { _id: own.id, title: 'November' }, videos: 2, watched: 0, coverage: 0.25 },
    ]);
  });

  it('marks a video watched at 90% covered', async () => {
    const own = await insertCourse(ctx, { title: 'Dezember' });
    const lesson = await insertVideo(ctx, { courses: [own] });
    ctx.clock.advance(catalogueFreshForMs);
    const student = await studentWith(ctx, { courses: [own] });
    await playFor(player(student, lesson.id), 540);
    const body = (
      await ctx.app.inject({ url: '/api/user/progress', headers: bearer(student.token) })
    ).json();
    expect(body.courses).toEqual([
      { course: { _id: own.id, title: 'Dezember' }, videos: 1, watched: 1, coverage: 0.9 },
    ]);
  });

  it('answers 401 without a session and 403 to an admin', async () => {
    expect((await ctx.app.inject({ url: '/api/user/progress' })).statusCode).toBe(401);
    const admin = await ctx.app.inject({
      url: '/api/user/progress',
      headers: bearer(await adminToken(ctx)),
    });
    expect(admin.statusCode).toBe(403);
  });
});
