import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/messages';
import { defaultSignInLimits } from '../../src/modules/auth/sign-in-limits';
import {
  buildTestApp,
  createAdmin,
  nextPhone,
  otherDevice,
  phoneDevice,
  signupForm,
  type TestContext,
} from '../support/helper';
import { insertStudent, studentPassword } from '../support/student-fixtures';
import { report } from './report';

// modules/auth/rate-limit.test.ts covers one address guessing one student's password and
// one address trying many phones; login.test.ts the equal answers. Here: the rest of the abuse.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({
    signInLimits: {
      ...defaultSignInLimits,
      perIp: { max: 6, windowMs: 60_000 },
      perAccount: { maxFailures: 3, windowMs: 60_000 },
    },
  });
});
afterAll(() => ctx.close());

let address = 0;
/** A client address of its own for each test, so per-IP counts never mix. */
const freshAddress = () => `10.9.${Math.floor(++address / 250)}.${address % 250}`;

const login = (payload: object, remoteAddress: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload, remoteAddress, headers });
const adminLogin = (payload: object, remoteAddress: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/admin-login', payload, remoteAddress });

describe('sign-in brute force', () => {
  it('locks an unknown phone exactly like a real one, so the lock reveals nothing', async () => {
    const real = await insertStudent(ctx);
    const answers = async (phone: string) => {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 4; attempt += 1) {
        const response = await login(
          { phone, password: '00000000', hash: phoneDevice },
          freshAddress(),
        );
        statuses.push(response.statusCode);
      }
      return statuses;
    };
    expect(await answers(real.phone)).toEqual([400, 400, 400, 429]);
    expect(await answers(nextPhone())).toEqual([400, 400, 400, 429]);
  });

  it('holds off guessing an admin password from many addresses', async () => {
    const { row, password } = await createAdmin(ctx.db);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const wrong = await adminLogin(
        { identifier: row.identifier, password: 'guess-1234' },
        freshAddress(),
      );
      expect(wrong.statusCode).toBe(400);
    }
    const locked = await adminLogin({ identifier: row.identifier, password }, freshAddress());
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(messages.rateLimited);
  });

  it('limits sign-ups and admin sign-ins per address too', async () => {
    const signups = freshAddress();
    const admins = freshAddress();
    const signupStatuses: number[] = [];
    const adminStatuses: number[] = [];
    for (let attempt = 0; attempt < 7; attempt += 1) {
      const signup = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: signupForm({ name: '' }),
        remoteAddress: signups,
      });
      signupStatuses.push(signup.statusCode);
      const identifier = `nobody${attempt}@sabora.test`;
      adminStatuses.push(
        (await adminLogin({ identifier, password: 'x1234567' }, admins)).statusCode,
      );
    }
    expect(signupStatuses).toEqual([422, 422, 422, 422, 422, 422, 429]);
    expect(adminStatuses).toEqual([400, 400, 400, 400, 400, 400, 429]);
  });

  it('does not let a client pick its own address with X-Forwarded-For', async () => {
    const attacker = freshAddress();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 7; attempt += 1) {
      const response = await login(
        { phone: nextPhone(), password: '00000000', hash: phoneDevice },
        attacker,
        { 'x-forwarded-for': `203.0.113.${attempt}`, 'x-real-ip': `198.51.100.${attempt}` },
      );
      statuses.push(response.statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('user enumeration', () => {
  it('answers an unknown phone, a wrong password and a wrong password from another device alike', async () => {
    const real = await insertStudent(ctx);
    const bodies = [];
    for (const payload of [
      { phone: nextPhone(), password: '00000000', hash: phoneDevice },
      { phone: real.phone, password: '00000000', hash: phoneDevice },
      { phone: real.phone, password: '00000000', hash: otherDevice },
    ]) {
      const response = await login(payload, freshAddress());
      expect(response.statusCode).toBe(400);
      bodies.push(response.body);
    }
    expect(new Set(bodies).size).toBe(1);
    expect(JSON.parse(bodies[0]!)).toEqual({ message: messages.wrongCredentials });
  });

  it('takes as long for an unknown account as for a wrong password', async () => {
    const real = await insertStudent(ctx);
    const { row } = await createAdmin(ctx.db);
    const timed = async (send: () => Promise<{ statusCode: number }>) => {
      const start = performance.now();
      expect((await send()).statusCode).toBe(400);
      return performance.now() - start;
    };
    const samples = {
      unknown: [] as number[],
      wrong: [] as number[],
      adminUnknown: [] as number[],
    };
    const wrong = { phone: real.phone, password: '00000000', hash: phoneDevice };
    // Interleaved, so a busy moment on the machine slows both kinds alike.
    for (let round = 0; round < 12; round += 1) {
      samples.wrong.push(await timed(() => login(wrong, freshAddress())));
      samples.unknown.push(
        await timed(() => login({ ...wrong, phone: nextPhone() }, freshAddress())),
      );
      samples.adminUnknown.push(
        await timed(() =>
          adminLogin(
            { identifier: `x${round}${row.identifier}`, password: 'guess-1234' },
            freshAddress(),
          ),
        ),
      );
      if (round % 2 === 1) {
        // Keep the per-account lock out of the measurement.
        await login({ ...wrong, password: studentPassword }, freshAddress());
      }
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
    const ratio = median(samples.unknown) / median(samples.wrong);
    report(
      `sign-in timing (ms, median of 12): wrong password ${median(samples.wrong).toFixed(1)}, ` +
        `unknown phone ${median(samples.unknown).toFixed(1)}, unknown admin ${median(samples.adminUnknown).toFixed(1)}`,
    );
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
    // Both paths pay for an argon2id check (19 MiB, 2 passes): a few milliseconds at least.
    expect(median(samples.unknown)).toBeGreaterThan(3);
    expect(median(samples.adminUnknown) / median(samples.wrong)).toBeGreaterThan(0.5);
  });
});
