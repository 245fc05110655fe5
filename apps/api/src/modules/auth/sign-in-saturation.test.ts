import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@sabora/contract';
import { messages } from '../../messages';
import {
  buildTestApp,
  phoneDevice,
  signUpStudent,
  type TestContext,
} from '../../../test/support/helper';
import { defaultSignInLimits } from './sign-in-limits';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({
    signInLimits: {
      ...defaultSignInLimits,
      perIp: { max: 10_000, windowMs: 60_000 },
      passwordChecks: { concurrent: 2, queued: 4, maxWaitMs: 60_000 },
    },
  });
});
afterAll(() => ctx.close());

describe('sign-in under a burst', () => {
  it('answers the overflow with a quick 429 and keeps other calls answering', async () => {
    const student = await signUpStudent(ctx.app);
    // Completion order, counted: timers would make this test flaky on a busy machine.
    let finished = 0;
    const stamp = <T>(promise: Promise<T>) =>
      promise.then((response) => ({ response, order: (finished += 1) }));

    const logins = Array.from({ length: 40 }, (_, i) =>
      stamp(
        ctx.app.inject({
          method: 'POST',
          url: `/api${apiPaths.login}`,
          payload: { phone: student.phone, password: '12345678', hash: phoneDevice },
          remoteAddress: `10.9.0.${i}`,
        }),
      ),
    );
    const clockReads = Array.from({ length: 10 }, () =>
      stamp(ctx.app.inject({ url: `/api${apiPaths.timeNow}` })),
    );
    const [loginResults, clockResults] = await Promise.all([
      Promise.all(logins),
      Promise.all(clockReads),
    ]);

    const statuses = loginResults.map(({ response }) => response.statusCode);
    expect(statuses.every((status) => status === 200 || status === 429)).toBe(true);
    const signedIn = loginResults.filter(({ response }) => response.statusCode === 200);
    const refused = loginResults.filter(({ response }) => response.statusCode === 429);
    expect(signedIn.length).toBeGreaterThanOrEqual(6);
    expect(refused.length).toBeGreaterThan(0);
    for (const { response } of refused) {
      expect(response.json().message).toBe(messages.rateLimited);
      expect(Number(response.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    }

    // Refusals do not wait for the password checks, and neither does the clock.
    const lastSignIn = Math.max(...signedIn.map(({ order }) => order));
    expect(Math.max(...refused.map(({ order }) => order))).toBeLessThan(lastSignIn);
    expect(clockResults.every(({ response }) => response.statusCode === 200)).toBe(true);
    expect(Math.max(...clockResults.map(({ order }) => order))).toBeLessThan(lastSignIn);
  });

  it('signs in again once the burst is over', async () => {
    const student = await signUpStudent(ctx.app);
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api${apiPaths.login}`,
      payload: { phone: student.phone, password: '12345678', hash: phoneDevice },
    });
    expect(response.statusCode).toBe(200);
  });
});
