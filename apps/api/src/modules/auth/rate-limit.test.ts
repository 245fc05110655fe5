import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../messages';
import { defaultSignInLimits } from './sign-in-limits';
import {
  buildTestApp,
  phoneDevice,
  signUpStudent,
  type TestContext,
} from '../../../test/support/helper';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({
    signInLimits: {
      ...defaultSignInLimits,
      perIp: { max: 8, windowMs: 60_000 },
      perAccount: { maxFailures: 3, windowMs: 60_000 },
    },
  });
});
afterAll(() => ctx.close());

const login = (phone: string, password: string, remoteAddress = '10.0.0.1') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { phone, password, hash: phoneDevice },
    remoteAddress,
  });

describe('sign-in rate limits', () => {
  it('holds off guessing one account, from any address, with an Arabic 429', async () => {
    const student = await signUpStudent(ctx.app);
    for (const address of ['10.0.1.1', '10.0.1.2', '10.0.1.3']) {
      expect((await login(student.phone, '00000000', address)).statusCode).toBe(400);
    }
    const blocked = await login(student.phone, '12345678', '10.0.1.4');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(messages.rateLimited);
  });

  it('forgets earlier failures after a successful sign-in', async () => {
    const student = await signUpStudent(ctx.app);
    await login(student.phone, '00000000', '10.0.3.1');
    await login(student.phone, '00000000', '10.0.3.1');
    expect((await login(student.phone, '12345678', '10.0.3.1')).statusCode).toBe(200);
    await login(student.phone, '00000000', '10.0.3.1');
    await login(student.phone, '00000000', '10.0.3.1');
    expect((await login(student.phone, '12345678', '10.0.3.1')).statusCode).toBe(200);
  });

  it('holds off one address trying many accounts', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 9; i += 1) {
      statuses.push((await login(`0111111111${i}`, '00000000', '10.0.2.1')).statusCode);
    }
    expect(statuses.slice(0, 8).every((status) => status === 400)).toBe(true);
    expect(statuses[8]).toBe(429);
    expect((await login('01111111119', '00000000', '10.0.2.2')).statusCode).toBe(400);
  });
});
