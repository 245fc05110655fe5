import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  parentDigitAttempts,
  parentTokenPattern,
  type AuditResponse,
  type CreatedParentLink,
  type ParentLinkStatus,
  type ParentReport,
  type ResultDetail,
  type SessionUser,
  type UserResultsResponse,
} from '@sabora/contract';
import { eq } from 'drizzle-orm';
import {
  bills,
  examOverrides,
  parentLinks,
  videoProgress,
  videoWatchDays,
} from '../../db/schema/index';
import { cairoDay } from '../../lib/cairo-days';
import {
  adminToken,
  insertCourse,
  insertVideo,
  studentWith,
} from '../../../test/support/catalogue-fixtures';
import {
  entriesFor,
  examCalls,
  graceMs,
  insertTimedExam,
  minute,
} from '../../../test/support/exam-fixtures';
import { bearer, buildTestApp, messagesOf, type TestContext } from '../../../test/support/helper';
import { adminSession } from '../../../test/support/student-fixtures';
import { appendLedgerLine } from '../wallet/ledger';
import { hashParentToken } from './parents.service';

let ctx: TestContext;
let admin: string;
let secondary: string;

beforeAll(async () => {
  ctx = await buildTestApp();
  admin = await adminToken(ctx);
  secondary = (await adminSession(ctx, 'secondary')).token;
});
afterAll(() => ctx.close());

// signupForm's father phone is 01198765432.
const rightDigits = '5432';

const send = (
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  token?: string,
  payload?: unknown,
  ip = '10.0.0.1',
) =>
  ctx.app.inject({
    method,
    url: `/api${url}`,
    remoteAddress: ip,
    headers: token ? bearer(token) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

async function makeLink(student: SessionUser): Promise<string> {
  const response = await send('POST', '/user/parent-link', student.token);
  expect(response.statusCode).toBe(200);
  const { token } = response.json<CreatedParentLink>();
  expect(token).toMatch(parentTokenPattern);
  return token;
}

const open = (token: string, digits: string, ip?: string) =>
  send('POST', '/parent/report', undefined, { token, digits }, ip);

describe('a student’s parent link', () => {
  it('is made once, stored only as its hash, and never shown again', async () => {
    const student = await studentWith(ctx);
    const before = await send('GET', '/user/parent-link', student.token);
    expect(before.json<ParentLinkStatus>()).toEqual({ link: null });

    const token = await makeLink(student);
    const [stored] = await ctx.db
      .select()
      .from(parentLinks)
      .where(eq(parentLinks.userId, student._id));
    expect(stored!.tokenHash).toBe(hashParentToken(token));
    expect(JSON.stringify(stored)).not.toContain(token);

    const status = await send('GET', '/user/parent-link', student.token);
    expect(status.json<ParentLinkStatus>().link).toEqual({
      createdAt: ctx.clock.now(),
      createdBy: 'student',
      lastOpenedAt: null,
    });
    expect(status.body).not.toContain(token);
  });

  it('opens with the right digits, Arabic-Indic ones too, and records the opening', async () => {
    const student = await studentWith(ctx);
    const token = await makeLink(student);
    const latin = await open(token, rightDigits);
    expect(latin.statusCode).toBe(200);
    expect(latin.json<ParentReport>().student.name).toBe('مريم أحمد');
    ctx.clock.advance(minute);
    expect((await open(token, '٥٤٣٢')).statusCode).toBe(200);
    const status = await send('GET', '/user/parent-link', student.token);
    expect(status.json<ParentLinkStatus>().link?.lastOpenedAt).toBe(ctx.clock.now());
  });

  it('refuses wrong digits with 403, then locks the link with 429 even for the right ones', async () => {
    const student = await studentWith(ctx);
    const token = await makeLink(student);
    for (let attempt = 0; attempt < parentDigitAttempts; attempt += 1) {
      const wrong = await open(token, '1111', '10.0.1.1');
      expect(wrong.statusCode).toBe(403);
      expect(messagesOf(wrong)[0]).toMatch(/آخر ٤ أرقام/);
    }
    const locked = await open(token, rightDigits, '10.0.1.2');
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(messagesOf(locked)[0]).toMatch(/محاولات غلط كتير/);
  });

  it('caps wrong digits per address across links', async () => {
    const ip = '10.0.2.1';
    let tried = 0;
    let status = 0;
    // 30 per address: six links of five attempts each reach it.
    while (tried < 40) {
      const token = await makeLink(await studentWith(ctx));
      for (let attempt = 0; attempt < parentDigitAttempts; attempt += 1) {
        status = (await open(token, '0000', ip)).statusCode;
        tried += 1;
        if (status === 429) break;
      }
      if (status === 429) break;
    }
    expect(status).toBe(429);
    expect(tried).toBe(31);
  });

  it('a new link stops the old one; a stopped link answers 404 in Arabic', async () => {
    const student = await studentWith(ctx);
    const first = await makeLink(student);
    const second = await makeLink(student);
    const old = await open(first, rightDigits);
    expect(old.statusCode).toBe(404);
    expect(messagesOf(old)[0]).toMatch(/الرابط ده مبقاش شغال/);
    expect((await open(second, rightDigits)).statusCode).toBe(200);

    const revoked = await send('DELETE', '/user/parent-link', student.token);
    expect(revoked.statusCode).toBe(200);
    expect((await open(second, rightDigits)).statusCode).toBe(404);
    expect((await send('DELETE', '/user/parent-link', student.token)).statusCode).toBe(404);
    const live = await ctx.db.select().from(parentLinks).where(eq(parentLinks.userId, student._id));
    expect(live).toHaveLength(2);
    expect(live.every((row) => row.revokedAt !== null)).toBe(true);
  });

  it('shows each token its own student only', async () => {
    const a = await studentWith(ctx);
    const b = await studentWith(ctx);
    await ctx.db.insert(bills).values({ userId: b._id, amount: 300, method: 'cash' });
    const tokenA = await makeLink(a);
    await makeLink(b);
    const report = (await open(tokenA, rightDigits)).json<ParentReport>();
    expect(report.payments).toEqual([]);
  });

  it('answers 401, 422 and 403 as it should', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      expect((await send(method, '/user/parent-link')).statusCode).toBe(401);
      expect((await send(method, '/user/parent-link', admin)).statusCode).toBe(403);
    }
    const bad = await send('POST', '/parent/report', undefined, { token: 'short', digits: '12' });
    expect(bad.statusCode).toBe(422);
    expect(messagesOf(bad).join(' ')).toMatch(/الرابط مش كامل/);
    const noDigits = await send('POST', '/parent/report', undefined, {
      token: 'a'.repeat(43),
      digits: '12a4',
    });
    expect(noDigits.statusCode).toBe(422);
    expect(messagesOf(noDigits).join(' ')).toMatch(/لازم تكون ٤ أرقام بالظبط/);
    expect((await open('a'.repeat(43), rightDigits)).statusCode).toBe(404);
  });
});

describe('the admins’ parent link and report', () => {
  it('any admin makes and stops a link, audited; students and visitors are refused', async () => {
    const student = await studentWith(ctx);
    const url = `/admin/users/${student._id}/parent-link`;
    const made = await send('POST', url, secondary);
    expect(made.statusCode).toBe(200);
    const { token } = made.json<CreatedParentLink>();
    expect((await send('GET', url, admin)).json<ParentLinkStatus>().link?.createdBy).toBe('admin');
    expect((await open(token, rightDigits)).statusCode).toBe(200);
    expect((await send('DELETE', url, admin)).statusCode).toBe(200);
    expect((await open(token, rightDigits)).statusCode).toBe(404);

    const audit = await send('GET', `/admin/audit?entityType=user&entityId=${student._id}`, admin);
    expect(audit.statusCode).toBe(200);
    const actions = audit.json<AuditResponse>().entries.map((entry) => entry.action);
    expect(actions).toEqual(
      expect.arrayContaining(['user.parent-link-create', 'user.parent-link-revoke']),
    );

    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      expect((await send(method, url)).statusCode).toBe(401);
      expect((await send(method, url, student.token)).statusCode).toBe(403);
      expect((await send(method, '/admin/users/nope/parent-link', admin)).statusCode).toBe(422);
    }
    const report = `/admin/users/${student._id}/parent-report`;
    expect((await send('GET', report)).statusCode).toBe(401);
    expect((await send('GET', report, student.token)).statusCode).toBe(403);
    expect((await send('GET', '/admin/users/nope/parent-report', admin)).statusCode).toBe(422);
    expect(
      (await send('GET', `/admin/users/${crypto.randomUUID()}/parent-report`, admin)).statusCode,
    ).toBe(404);
  });

  it('the report agrees with the rows: courses, watching, standings, missed exams, payments', async () => {
    const course = await insertCourse(ctx, { title: 'Oktober', level: 'sec-1' });
    const video = await insertVideo(ctx, { courses: [course] });
    const student = await studentWith(ctx, { courses: [course] });
    const rival = await studentWith(ctx, { courses: [course] });
    const calls = examCalls(ctx);
    const exam = await insertTimedExam(ctx, { courses: [course] });
    const missed = await insertTimedExam(ctx, { courses: [course] });
    ctx.clock.set(exam.start + minute);
    expect(
      (await calls.submit(exam.row.id, rival.token, entriesFor(exam, [['den']]))).statusCode,
    ).toBe(200);
    ctx.clock.advance(1000);
    const picks = [['den'], ['anrufen', 'einkaufen']];
    expect(
      (await calls.submit(exam.row.id, student.token, entriesFor(exam, picks))).statusCode,
    ).toBe(200);
    ctx.clock.set(Math.max(exam.end, missed.end) + graceMs);

    const now = ctx.clock.now();
    const today = cairoDay(now);
    await ctx.db.insert(videoWatchDays).values([
      { userId: student._id, videoId: video.id, day: today, watchedSeconds: 600 },
      { userId: student._id, videoId: video.id, day: '2020-01-01', watchedSeconds: 999 },
    ]);
    await ctx.db.insert(videoProgress).values({
      userId: student._id,
      videoId: video.id,
      duration: 1000,
      coveredSeconds: 950,
      watchedSeconds: 1599,
      lastWatchedAt: new Date(now),
    });
    await ctx.db.insert(bills).values({
      userId: student._id,
      amount: 150,
      method: 'vodafone-cash',
      createdAt: new Date(now - 1),
    });
    const [toWallet] = await ctx.db
      .insert(bills)
      .values({ userId: student._id, amount: 40, method: 'instapay', createdAt: new Date(now - 2) })
      .returning();
    await appendLedgerLine(ctx.db, {
      userId: student._id,
      kind: 'payment',
      amount: 4000,
      billId: toWallet!.id,
      at: new Date(now - 2),
    });
    await appendLedgerLine(ctx.db, {
      userId: student._id,
      kind: 'code',
      amount: 5000,
      at: new Date(now),
    });

    const token = await makeLink(student);
    const report = (await open(token, rightDigits)).json<ParentReport>();
    expect(report.courses).toEqual([
      { course: { _id: course.id, title: 'Oktober' }, from: expect.any(Number), until: null },
    ]);
    expect(report.month.watchedSeconds).toBe(600);
    expect(report.month.videos).toEqual([
      {
        video: { _id: video.id, title: video.title },
        watchedSeconds: 600,
        coverage: 0.95,
        watched: true,
        lastWatchedAt: now,
      },
    ]);

    const own = (
      await calls.send('GET', '/user/results', student.token)
    ).json<UserResultsResponse>();
    const detail = (
      await calls.send('GET', `/user/results/${own.results[0]!._id}`, student.token)
    ).json<{ result: ResultDetail }>().result;
    expect(report.exams).toEqual([
      {
        revealed: true,
        exam: { _id: exam.row.id, title: exam.row.title },
        submittedAt: detail.submittedAt,
        score: detail.score,
        totalScore: detail.totalScore,
        averagePercent: detail.standing!.averagePercent,
        rank: detail.standing!.rank,
        of: detail.standing!.of,
      },
    ]);
    expect(report.exams[0]).toMatchObject({ rank: 1, of: 2 });
    expect(report.missed).toEqual([
      { exam: { _id: missed.row.id, title: missed.row.title }, endTime: missed.end },
    ]);
    // The bill put in the wallet is listed once, as the bill, with how it was paid.
    expect(
      report.payments.map((row) => ({
        kind: row.kind,
        amount: row.amount,
        ...(row.kind === 'bill' && { method: row.method }),
      })),
    ).toEqual([
      { kind: 'code', amount: 5000 },
      { kind: 'bill', amount: 15_000, method: 'vodafone-cash' },
      { kind: 'bill', amount: 4000, method: 'instapay' },
    ]);

    const forAdmin = await send('GET', `/admin/users/${student._id}/parent-report`, secondary);
    expect(forAdmin.statusCode).toBe(200);
    expect(forAdmin.json<ParentReport>()).toEqual(report);
  });

  it('lists an exam submitted but not shown yet, without score or rank, until the student’s own window closes', async () => {
    const course = await insertCourse(ctx, { title: 'Nachholtermin', level: 'sec-1' });
    const student = await studentWith(ctx, { courses: [course] });
    const rival = await studentWith(ctx, { courses: [course] });
    const calls = examCalls(ctx);
    const exam = await insertTimedExam(ctx, { courses: [course] });
    // A later window for this student: their result shows when it and its grace are over.
    await ctx.db
      .insert(examOverrides)
      .values({ examId: exam.row.id, userId: student._id, extraMinutes: 30 });
    ctx.clock.set(exam.start + minute);
    for (const taker of [rival, student]) {
      const submitted = await calls.submit(exam.row.id, taker.token, entriesFor(exam, [['den']]));
      expect(submitted.statusCode).toBe(200);
    }
    const submittedAt = ctx.clock.now();
    const token = await makeLink(student);

    ctx.clock.set(exam.end + graceMs);
    const pending = (await open(token, rightDigits)).json<ParentReport>();
    expect(pending.exams).toEqual([
      {
        revealed: false,
        exam: { _id: exam.row.id, title: exam.row.title },
        submittedAt,
        revealAt: exam.end + 30 * minute + graceMs,
      },
    ]);
    expect(pending.missed).toEqual([]);

    ctx.clock.set(exam.end + 30 * minute + graceMs);
    const shown = (await open(token, rightDigits)).json<ParentReport>();
    expect(shown.exams).toEqual([
      expect.objectContaining({ revealed: true, score: expect.any(Number), rank: 1, of: 2 }),
    ]);
  });
});
