import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  formatRechargeCode,
  rechargeCheckDigit,
  type RedeemResponse,
  type SessionAdmin,
} from '@sabora/contract';
import { users, walletEntries } from '../../db/schema/index';
import { messages } from '../../messages';
import { printCodes, redeem } from '../../../test/support/code-fixtures';
import { studentWith } from '../../../test/support/catalogue-fixtures';
import {
  bearer,
  buildTestApp,
  messagesOf,
  signUpStudent,
  type TestContext,
} from '../../../test/support/helper';
import { adminSession } from '../../../test/support/student-fixtures';

let ctx: TestContext;
let main: SessionAdmin;
beforeAll(async () => {
  ctx = await buildTestApp();
  main = await adminSession(ctx, 'main');
});
afterAll(() => ctx.close());

const day = 24 * 60 * 60 * 1000;
const toArabicDigits = (text: string) =>
  text.replace(/\d/g, (digit) => String.fromCharCode(0x0660 + Number(digit)));
const balanceOf = async (id: string) =>
  (await ctx.db.select({ balance: users.balance }).from(users).where(eq(users.id, id)))[0]!.balance;

describe('POST /api/user/wallet/redeem', () => {
  it('credits the card’s amount once, typed in Arabic digits with spaces', async () => {
    const { codes } = await printCodes(ctx, main.token, { amount: 120, count: 2 });
    const student = await signUpStudent(ctx.app);
    const typed = toArabicDigits(formatRechargeCode(codes[0]!.code));
    const first = await redeem(ctx, student.token, typed);
    expect(first.statusCode).toBe(200);
    expect(first.json<RedeemResponse>()).toEqual({
      balance: 120,
      entry: {
        _id: expect.any(String),
        kind: 'code',
        amount: 120,
        balanceAfter: 120,
        note: `كود ينتهي بـ ${codes[0]!.code.slice(-4)}`,
        course: null,
        createdAt: ctx.clock.now(),
      },
    });
    const second = await redeem(ctx, student.token, `/redeem?code=${codes[1]!.code}`);
    expect(second.json<RedeemResponse>().balance).toBe(240);
    expect(await balanceOf(student._id)).toBe(24_000);
  });

  it('refuses a used code: kindly to the student who used it, plainly to another', async () => {
    const { codes } = await printCodes(ctx, main.token, { amount: 30, count: 1 });
    const owner = await signUpStudent(ctx.app);
    const other = await signUpStudent(ctx.app);
    expect((await redeem(ctx, owner.token, codes[0]!.code)).statusCode).toBe(200);
    const again = await redeem(ctx, owner.token, codes[0]!.code);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(messages.codeUsedByYou);
    const taken = await redeem(ctx, other.token, codes[0]!.code);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('الكود ده اتشحن قبل كده');
    expect(await balanceOf(owner._id)).toBe(3000);
    expect(await balanceOf(other._id)).toBe(0);
  });

  it('answers 404 for a code never printed and 410 for an expired one', async () => {
    const student = await signUpStudent(ctx.app);
    const neverPrinted = `9876543210987654321${rechargeCheckDigit('9876543210987654321')}`;
    const unknown = await redeem(ctx, student.token, neverPrinted);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(messages.codeUnknown);

    const expiresAt = ctx.clock.now() + day;
    const { codes } = await printCodes(ctx, main.token, { count: 2, expiresAt });
    ctx.clock.set(expiresAt - 1);
    expect((await redeem(ctx, student.token, codes[0]!.code)).statusCode).toBe(200);
    ctx.clock.set(expiresAt);
    const expired = await redeem(ctx, student.token, codes[1]!.code);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toBe(messages.codeExpired);
  });

  it('answers 422 in Arabic for a typo the check digit catches, and for hostile input', async () => {
    const student = await signUpStudent(ctx.app);
    const { codes } = await printCodes(ctx, main.token, { count: 1 });
    const code = codes[0]!.code;
    const swapped = `${code[1]}${code[0]}${code.slice(2)}`;
    for (const payload of [
      { code: swapped === code ? '1' : swapped },
      { code: '123' },
      {},
      { code: 12345 },
      { code: `${code}\u0000` },
      { code: 'x'.repeat(100_000) },
    ]) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/user/wallet/redeem',
        headers: bearer(student.token),
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload).slice(0, 40)).toBe(422);
      expect(messagesOf(response)[0]).toMatch(/[\u0600-\u06FF]/);
    }
    expect(await balanceOf(student._id)).toBe(0);
  });

  it('is for signed-in students who are not frozen: 401, 403 for an admin, 403 frozen', async () => {
    const { codes } = await printCodes(ctx, main.token, { count: 1 });
    const code = codes[0]!.code;
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/wallet/redeem',
      payload: { code },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await redeem(ctx, main.token, code)).statusCode).toBe(403);
    const frozen = await studentWith(ctx, { frozen: true });
    const refused = await redeem(ctx, frozen.token, code);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(messages.redeemFrozen);
    const student = await signUpStudent(ctx.app);
    expect((await redeem(ctx, student.token, code)).statusCode).toBe(200);
  });

  it('credits one code once when two students redeem it at the same instant', async () => {
    for (let round = 0; round < 5; round += 1) {
      const { codes } = await printCodes(ctx, main.token, { amount: 90, count: 1 });
      const [a, b] = [await signUpStudent(ctx.app), await signUpStudent(ctx.app)];
      const answers = await Promise.all([
        redeem(ctx, a.token, codes[0]!.code, '10.9.1.1'),
        redeem(ctx, b.token, codes[0]!.code, '10.9.1.2'),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      expect((await balanceOf(a._id)) + (await balanceOf(b._id))).toBe(9000);
    }
    // Ledger sums equal balances, for every student.
    const mismatches = await ctx.db.execute(sql`
      select u.id from ${users} u
      left join ${walletEntries} w on w.user_id = u.id
      group by u.id, u.balance having u.balance <> coalesce(sum(w.amount), 0)`);
    expect((mismatches as unknown as { rows: unknown[] }).rows).toEqual([]);
  });
});
