import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@sabora/contract';
import { loadEnv } from '../../env';
import { messages } from '../../messages';
import {
  buildTestApp,
  phoneDevice,
  signUpStudent,
  type TestContext,
} from '../../../test/support/helper';
import { defaultSignInLimits, type SignInLimits } from './sign-in-limits';

const redisUrl = loadEnv().TEST_REDIS_URL;
const limits: SignInLimits = {
  ...defaultSignInLimits,
  perIp: { max: 4, windowMs: 60_000 },
  perAccount: { maxFailures: 3, windowMs: 60_000 },
};

const login = (ctx: TestContext, phone: string, password: string, remoteAddress: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api${apiPaths.login}`,
    payload: { phone, password, hash: phoneDevice },
    remoteAddress,
  });

// Two apps on one Redis stand for two API processes (or hosts).
describe.skipIf(!redisUrl)('sign-in limits shared through Redis', () => {
  let first: TestContext;
  let second: TestContext;
  beforeAll(async () => {
    // A prefix of its own, so runs and other test files never see each other's counters.
    const env = {
      REDIS_URL: redisUrl!,
      REDIS_KEY_PREFIX: `test:${randomBytes(6).toString('hex')}:`,
    };
    first = await buildTestApp({ signInLimits: limits, env });
    second = await buildTestApp({ signInLimits: limits, env });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it('counts failed passwords made on one process on the other', async () => {
    const student = await signUpStudent(second.app);
    for (const address of ['10.5.0.1', '10.5.0.2', '10.5.0.3']) {
      expect((await login(first, student.phone, '00000000', address)).statusCode).toBe(400);
    }
    const blocked = await login(second, student.phone, '12345678', '10.5.0.4');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(messages.rateLimited);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('counts one address across processes', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const ctx = i % 2 === 0 ? first : second;
      statuses.push((await login(ctx, `0122222222${i}`, '00000000', '10.6.0.1')).statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
  });
});

describe('sign-in while Redis is unreachable', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    // Nothing listens on this port (this suite's own range): Redis is "down" from the start.
    ctx = await buildTestApp({
      signInLimits: limits,
      env: { REDIS_URL: 'redis://127.0.0.1:3799', REDIS_KEY_PREFIX: 'test:down:' },
    });
  });
  afterAll(() => ctx.close());

  it('still signs in, and still holds off guessing from this process', async () => {
    const student = await signUpStudent(ctx.app);
    expect((await login(ctx, student.phone, '12345678', '10.7.0.1')).statusCode).toBe(200);
    for (const address of ['10.7.0.2', '10.7.0.3', '10.7.0.4']) {
      expect((await login(ctx, student.phone, '00000000', address)).statusCode).toBe(400);
    }
    const blocked = await login(ctx, student.phone, '12345678', '10.7.0.5');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(messages.rateLimited);
  });
});
