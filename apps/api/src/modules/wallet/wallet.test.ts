import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminWalletResponse,
  AuditResponse,
  BuyResponse,
  ShortBalanceError,
  WalletAdjustmentResponse,
  WalletResponse,
} from '@sabora/contract';
import { day, insertCourse, studentWith } from '../../../test/support/catalogue-fixtures';
import { bearer, buildTestApp, messagesOf, type TestContext } from '../../../test/support/helper';
import { adminSession } from '../../../test/support/student-fixtures';
import { userCourses } from '../../db/schema/index';
import { appendLedgerLine } from './ledger';

let ctx: TestContext;
let main: string;
let secondary: string;

beforeAll(async () => {
  ctx = await buildTestApp();
  main = (await adminSession(ctx, 'main')).token;
  secondary = (await adminSession(ctx, 'secondary')).token;
});
afterAll(() => ctx.close());

/** Puts piastres in the student's wallet as a code would. */
async function fund(userId: string, piastres: number): Promise<void> {
  await appendLedgerLine(ctx.db, {
    userId,
    kind: 'code',
    amount: piastres,
    at: new Date(ctx.clock.now()),
  });
}

const buy = (token: string | undefined, courseId: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/user/courses/${courseId}/buy`,
    headers: token ? bearer(token) : {},
  });

const adjust = (token: string | undefined, userId: string, payload: object) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/admin/users/${userId}/wallet`,
    headers: token ? bearer(token) : {},
    payload,
  });

describe('GET /user/wallet', () => {
  it('gives the balance in pounds and the lines newest first, a page at a time', async () => {
    const student = await studentWith(ctx);
    await fund(student._id, 10_000);
    ctx.clock.advance(1000);
    await fund(student._id, 2_550);
    const response = await ctx.app.inject({
      url: '/api/user/wallet?page=1&pageSize=1',
      headers: bearer(student.token),
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<WalletResponse>();
    expect(body.balance).toBe(125.5);
    expect(body.count).toBe(2);
    expect(body.entries).toEqual([
      expect.objectContaining({ kind: 'code', amount: 25.5, balanceAfter: 125.5, course: null }),
    ]);
  });

  it('refuses a bad page with an Arabic 422, a visitor with 401 and an admin with 403', async () => {
    const student = await studentWith(ctx);
    const bad = await ctx.app.inject({
      url: '/api/user/wallet?page=0',
      headers: bearer(student.token),
    });
    expect(bad.statusCode).toBe(422);
    expect(messagesOf(bad).join()).toMatch(/[\u0600-\u06FF]/);
    expect((await ctx.app.inject({ url: '/api/user/wallet' })).statusCode).toBe(401);
    const admin = await ctx.app.inject({ url: '/api/user/wallet', headers: bearer(main) });
    expect(admin.statusCode).toBe(403);
  });
});

describe('POST /user/courses/{id}/buy', () => {
  it('takes the price from the wallet and grants the course for its days', async () => {
    const course = await insertCourse(ctx, { price: 150, accessDays: 30, title: 'Dezember' });
    const student = await studentWith(ctx);
    await fund(student._id, 20_000);
    ctx.clock.advance(1);
    const response = await buy(student.token, course.id);
    expect(response.statusCode).toBe(200);
    expect(response.json<BuyResponse>()).toEqual({
      balance: 50,
      access: { course: course.id, until: ctx.clock.now() + 30 * day },
    });
    const wallet = await ctx.app.inject({
      url: '/api/user/wallet',
      headers: bearer(student.token),
    });
    expect(wallet.json<WalletResponse>().entries[0]).toMatchObject({
      kind: 'purchase',
      amount: -150,
      balanceAfter: 50,
      course: { _id: course.id, title: 'Dezember' },
    });
    // The session follows at once: the course is owned on the next call.
    const me = await ctx.app.inject({
      url: '/api/user/refresh-user',
      headers: bearer(student.token),
    });
    expect(me.json<{ courses: string[]; balance: number }>()).toMatchObject({
      courses: [course.id],
      balance: 50,
    });
  });

  it('renews a timed course from its end', async () => {
    const course = await insertCourse(ctx, { price: 100, accessDays: 30 });
    const student = await studentWith(ctx);
    await fund(student._id, 20_000);
    const start = ctx.clock.now();
    expect((await buy(student.token, course.id)).statusCode).toBe(200);
    ctx.clock.advance(10 * day);
    const renewal = await buy(student.token, course.id);
    expect(renewal.statusCode).toBe(200);
    expect(renewal.json<BuyResponse>().access.until).toBe(start + 60 * day);
    // Back, so the admins' sessions of the later tests are still young.
    ctx.clock.set(start);
  });

  it('answers 422 with what is missing when the balance is short, and moves nothing', async () => {
    const course = await insertCourse(ctx, { price: 200 });
    const student = await studentWith(ctx);
    await fund(student._id, 5_050);
    const response = await buy(student.token, course.id);
    expect(response.statusCode).toBe(422);
    const body = response.json<ShortBalanceError>();
    expect(body).toMatchObject({ missing: 149.5, balance: 50.5, price: 200 });
    expect(body.message).toContain('149.5');
    const held = await ctx.db.select().from(userCourses).where(eq(userCourses.userId, student._id));
    expect(held).toEqual([]);
  });

  it('answers 409 when buying adds nothing: owned for good, free, VIP, a gift', async () => {
    const forGood = await insertCourse(ctx, { price: 100, accessDays: null });
    const free = await insertCourse(ctx, { price: 0 });
    const gift = await insertCourse(ctx, { price: 100, freeForSubscribers: true });
    const owner = await studentWith(ctx, { courses: [forGood] });
    const vip = await studentWith(ctx, { vip: true });
    for (const id of [owner._id, vip._id]) await fund(id, 50_000);
    const cases = [
      [owner.token, forGood.id, 'على طول'],
      [owner.token, free.id, 'مجاني'],
      [owner.token, gift.id, 'هدية'],
      [vip.token, forGood.id, 'VIP'],
    ] as const;
    for (const [token, courseId, says] of cases) {
      const response = await buy(token, courseId);
      expect(response.statusCode, says).toBe(409);
      expect(messagesOf(response)[0]).toContain(says);
    }
    // Owned for good is said even with an empty wallet, not "short balance".
    const broke = await studentWith(ctx, { courses: [forGood] });
    expect((await buy(broke.token, forGood.id)).statusCode).toBe(409);
  });

  it('answers 404 for a course the student cannot see, and for none at all', async () => {
    const hidden = await insertCourse(ctx, { showDate: new Date(ctx.clock.now() + day) });
    const center = await insertCourse(ctx, { isForCenter: true });
    const student = await studentWith(ctx);
    await fund(student._id, 50_000);
    for (const id of [hidden.id, center.id, crypto.randomUUID()]) {
      expect((await buy(student.token, id)).statusCode).toBe(404);
    }
  });

  it('refuses a frozen student (403), a visitor (401), an admin (403) and a bad id (422)', async () => {
    const course = await insertCourse(ctx, { price: 100 });
    const frozen = await studentWith(ctx, { frozen: true });
    await fund(frozen._id, 50_000);
    const refused = await buy(frozen.token, course.id);
    expect(refused.statusCode).toBe(403);
    expect(messagesOf(refused)[0]).toContain('موقوف');
    expect((await buy(undefined, course.id)).statusCode).toBe(401);
    expect((await buy(main, course.id)).statusCode).toBe(403);
    const student = await studentWith(ctx);
    const bad = await buy(student.token, 'not-an-id');
    expect(bad.statusCode).toBe(422);
    expect(messagesOf(bad).join()).toMatch(/[\u0600-\u06FF]/);
  });
});

describe('the admins and a student’s wallet', () => {
  it('shows the wallet with who wrote each line', async () => {
    const student = await studentWith(ctx);
    expect((await adjust(secondary, student._id, { amount: 75.25, note: 'هدية' })).statusCode).toBe(
      200,
    );
    const response = await ctx.app.inject({
      url: `/api/admin/users/${student._id}/wallet`,
      headers: bearer(secondary),
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<AdminWalletResponse>();
    expect(body.balance).toBe(75.25);
    expect(body.entries[0]).toMatchObject({
      kind: 'adjustment',
      amount: 75.25,
      note: 'هدية',
      admin: { name: expect.any(String) },
    });
  });

  it('lets the main admin take money back, audited, but never below zero', async () => {
    const student = await studentWith(ctx);
    await fund(student._id, 10_000);
    const taken = await adjust(main, student._id, { amount: -40, note: 'اتشحن بالغلط' });
    expect(taken.statusCode).toBe(200);
    expect(taken.json<WalletAdjustmentResponse>()).toMatchObject({
      balance: 60,
      entry: { kind: 'adjustment', amount: -40, balanceAfter: 60 },
    });
    const audit = await ctx.app.inject({
      url: `/api/admin/audit?entityId=${taken.json<WalletAdjustmentResponse>().entry._id}`,
      headers: bearer(main),
    });
    expect(audit.json<AuditResponse>().entries).toEqual([
      expect.objectContaining({
        action: 'wallet.adjust',
        entityType: 'wallet-entry',
        studentId: student._id,
        changes: {
          amount: { before: null, after: -40 },
          note: { before: null, after: 'اتشحن بالغلط' },
        },
      }),
    ]);
    const overdrawn = await adjust(main, student._id, { amount: -60.01, note: 'أكتر من الرصيد' });
    expect(overdrawn.statusCode).toBe(422);
    expect(messagesOf(overdrawn)[0]).toContain('60');
  });

  it('refuses a secondary admin’s negative adjustment with the reason', async () => {
    const student = await studentWith(ctx);
    await fund(student._id, 10_000);
    const response = await adjust(secondary, student._id, { amount: -1, note: 'خصم' });
    expect(response.statusCode).toBe(403);
    expect(messagesOf(response)[0]).toContain('الأدمن الرئيسي');
  });

  it('validates the adjustment (422), and refuses visitors (401) and students (403)', async () => {
    const student = await studentWith(ctx);
    for (const payload of [
      { amount: 0, note: 'صفر' },
      { amount: 1.001, note: 'كسور' },
      { amount: 10, note: '' },
      { amount: '10', note: 'نص' },
      { amount: 10, note: 'زيادة', extra: true },
    ]) {
      const response = await adjust(main, student._id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(messagesOf(response).join()).toMatch(/[\u0600-\u06FF]/);
    }
    const payload = { amount: 10, note: 'هدية' };
    expect((await adjust(undefined, student._id, payload)).statusCode).toBe(401);
    expect((await adjust(student.token, student._id, payload)).statusCode).toBe(403);
    expect((await adjust(main, crypto.randomUUID(), payload)).statusCode).toBe(404);
    const read = await ctx.app.inject({
      url: `/api/admin/users/${student._id}/wallet`,
      headers: bearer(student.token),
    });
    expect(read.statusCode).toBe(403);
  });
});
