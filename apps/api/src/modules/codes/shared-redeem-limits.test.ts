import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rechargeCheckDigit } from '@sabora/contract';
import { loadEnv } from '../../env';
import { messages } from '../../messages';
import { printCodes, redeem } from '../../../test/support/code-fixtures';
import { buildTestApp, signUpStudent, type TestContext } from '../../../test/support/helper';
import { adminSession } from '../../../test/support/student-fixtures';
import type { RedeemLimits } from './redeem-limits';

const redisUrl = loadEnv().TEST_REDIS_URL;
const limits: RedeemLimits = {
  perStudent: { maxFailures: 100, windowMs: 60_000 },
  perIp: { maxFailures: 3, windowMs: 60_000 },
};
const neverPrinted = (n: number) => {
  const digits = String(5_000_000_000_000_000_000n + BigInt(n)).slice(0, 19);
  return digits + rechargeCheckDigit(digits);
};

// Two apps on one Redis stand for two API processes (or hosts).
describe.skipIf(!redisUrl)('redeem limits shared through Redis', () => {
  let first: TestContext;
  let second: TestContext;
  beforeAll(async () => {
    const env = {
      REDIS_URL: redisUrl!,
      REDIS_KEY_PREFIX: `test:${randomBytes(6).toString('hex')}:`,
    };
    first = await buildTestApp({ redeemLimits: limits, env });
    second = await buildTestApp({ redeemLimits: limits, env });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it('counts an address’s refused codes on one process on the other', async () => {
    const guesser = await signUpStudent(first.app);
    for (let n = 1; n <= 3; n += 1) {
      expect((await redeem(first, guesser.token, neverPrinted(n), '10.6.0.1')).statusCode).toBe(
        404,
      );
    }
    const main = await adminSession(second, 'main');
    const { codes } = await printCodes(second, main.token, { count: 1 });
    const student = await signUpStudent(second.app);
    const held = await redeem(second, student.token, codes[0]!.code, '10.6.0.1');
    expect(held.statusCode).toBe(429);
    expect(held.json().message).toBe(
      messages.redeemTooManyFailures(Math.ceil(Number(held.headers['retry-after']) / 60)),
    );
    expect((await redeem(second, student.token, codes[0]!.code, '10.6.0.2')).statusCode).toBe(200);
  });
});
