import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rechargeCheckDigit, type SessionAdmin } from '@sabora/contract';
import { messages } from '../../messages';
import { printCodes, redeem } from '../../../test/support/code-fixtures';
import { buildTestApp, signUpStudent, type TestContext } from '../../../test/support/helper';
import { adminSession } from '../../../test/support/student-fixtures';

let ctx: TestContext;
let main: SessionAdmin;
beforeAll(async () => {
  ctx = await buildTestApp({
    redeemLimits: {
      perStudent: { maxFailures: 3, windowMs: 60 * 60_000 },
      perIp: { maxFailures: 5, windowMs: 60 * 60_000 },
    },
  });
  main = await adminSession(ctx, 'main');
});
afterAll(() => ctx.close());

let guesses = 0;
/** A well-formed code (its check digit right) that was never printed. */
function guess(): string {
  guesses += 1;
  const digits = String(1_000_000_000_000_000_000n + BigInt(guesses) * 7_919n).slice(0, 19);
  return digits + rechargeCheckDigit(digits);
}

describe('guessing recharge codes', () => {
  it('holds off a student after too many refused codes, even with a real code after', async () => {
    const { codes } = await printCodes(ctx, main.token, { count: 1 });
    const student = await signUpStudent(ctx.app);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await redeem(ctx, student.token, guess(), `10.8.0.${attempt}`)).statusCode).toBe(404);
    }
    const held = await redeem(ctx, student.token, codes[0]!.code, '10.8.0.9');
    expect(held.statusCode).toBe(429);
    expect(held.json().message).toBe(
      messages.redeemTooManyFailures(Math.ceil(Number(held.headers['retry-after']) / 60)),
    );
    expect(Number(held.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(held.headers['retry-after'])).toBeLessThanOrEqual(3600);
    // Another student is not held off by this one's guesses.
    const other = await signUpStudent(ctx.app);
    expect((await redeem(ctx, other.token, codes[0]!.code, '10.8.1.1')).statusCode).toBe(200);
  });

  it('holds off an address guessing with many students', async () => {
    const { codes } = await printCodes(ctx, main.token, { count: 1 });
    const address = '10.8.2.1';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const student = await signUpStudent(ctx.app);
      expect((await redeem(ctx, student.token, guess(), address)).statusCode).toBe(404);
    }
    const fresh = await signUpStudent(ctx.app);
    const held = await redeem(ctx, fresh.token, codes[0]!.code, address);
    expect(held.statusCode).toBe(429);
    expect(held.headers['retry-after']).toBeDefined();
    expect((await redeem(ctx, fresh.token, codes[0]!.code, '10.8.2.2')).statusCode).toBe(200);
  });

  it('does not count a second tap on one’s own code, nor a typo the check digit catches', async () => {
    const { codes } = await printCodes(ctx, main.token, { count: 1 });
    const student = await signUpStudent(ctx.app);
    expect((await redeem(ctx, student.token, codes[0]!.code, '10.8.3.1')).statusCode).toBe(200);
    for (let attempt = 0; attempt < 4; attempt += 1) {
      expect((await redeem(ctx, student.token, codes[0]!.code, '10.8.3.1')).statusCode).toBe(409);
      expect((await redeem(ctx, student.token, '1234', '10.8.3.1')).statusCode).toBe(422);
    }
    const { codes: more } = await printCodes(ctx, main.token, { count: 1 });
    expect((await redeem(ctx, student.token, more[0]!.code, '10.8.3.1')).statusCode).toBe(200);
  });
});
