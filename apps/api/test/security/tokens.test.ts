import fc from 'fast-check';
import { createSigner } from 'fast-jwt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '@sabora/contract';
import { messages } from '../../src/messages';
import { studentWith } from '../support/catalogue-fixtures';
import { bearer, buildTestApp, type TestContext } from '../support/helper';
import { adminSession } from '../support/student-fixtures';
import { arabic } from './send-route';

// What sessions.test.ts already covers (garbage, alg none, a wrong secret, expiry,
// deleted students, a raised session version) is not repeated here.

let ctx: TestContext;
let main: string;
beforeAll(async () => {
  ctx = await buildTestApp();
  main = (await adminSession(ctx, 'main')).token;
});
afterAll(() => ctx.close());

const asStudent = (token: string) =>
  ctx.app.inject({ url: '/api/user/refresh-user', headers: bearer(token) });
const asAdmin = (token: string) =>
  ctx.app.inject({ url: '/api/admin/refresh-admin', headers: bearer(token) });
const byMain = (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api/admin${url}`, headers: bearer(main), payload });

const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
/** The token with its claims changed and its signature kept. */
function tampered(token: string, change: Record<string, unknown>): string {
  const [header, , signature] = token.split('.');
  return `${header}.${part({ ...claimsOf(token), ...change })}.${signature}`;
}

function expectSessionRefused(response: { statusCode: number; json(): { message: string } }) {
  expect(response.statusCode).toBe(401);
  expect(response.json().message).toBe(messages.sessionInvalid);
}

describe('a token someone changed', () => {
  let student: SessionUser;
  let other: SessionUser;
  beforeAll(async () => {
    student = await studentWith(ctx);
    other = await studentWith(ctx);
  });

  it.each([
    ['another student’s id', () => ({ sub: other._id })],
    ['an admin’s kind', () => ({ kind: 'admin', ua: 0 })],
    ['a later expiry', () => ({ exp: 4_000_000_000 })],
    ['a raised session version', () => ({ sv: 99 })],
  ])('refuses a student token carrying %s', async (_case, change) => {
    const forged = tampered(student.token, change());
    expectSessionRefused(await asStudent(forged));
    expectSessionRefused(await asAdmin(forged));
  });

  it('refuses a signature cut short, flipped or taken from another token', async () => {
    const [header, claims, signature] = student.token.split('.');
    const flipped = `${signature!.slice(0, -2)}${signature!.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const forged of [
      `${header}.${claims}.`,
      `${header}.${claims}.${signature!.slice(0, 10)}`,
      `${header}.${claims}.${flipped}`,
      `${header}.${claims}.${other.token.split('.')[2]}`,
    ]) {
      expectSessionRefused(await asStudent(forged));
    }
  });

  it('refuses another algorithm in the header, even with the right shape of claims', async () => {
    const claims = { ...claimsOf(student.token) };
    const none = `${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.`;
    const hs512 = createSigner({ key: 'x'.repeat(64), algorithm: 'HS512' })(claims);
    for (const forged of [none, hs512]) expectSessionRefused(await asStudent(forged));
  });

  it('treats an invalid token on a public call as an error, not as a visitor', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/shared/courses',
      headers: bearer(tampered(student.token, { sub: other._id })),
      payload: {},
    });
    expectSessionRefused(response);
  });
});

describe('sessions that must end', () => {
  it('ends an admin’s sessions when a main admin sets their password', async () => {
    const helper = await adminSession(ctx, 'secondary');
    expect((await asAdmin(helper.token)).statusCode).toBe(200);
    const changed = await byMain('PUT', `/admins/${helper._id}/password`, {
      password: 'neu-pass-123',
    });
    expect(changed.statusCode).toBe(200);
    expectSessionRefused(await asAdmin(helper.token));
  });

  it('ends an admin’s sessions when their type changes, and when they are deleted', async () => {
    const promoted = await adminSession(ctx, 'secondary');
    await byMain('PATCH', `/admins/${promoted._id}`, { type: 'main' });
    expectSessionRefused(await asAdmin(promoted.token));
    const removed = await adminSession(ctx, 'secondary');
    expect((await byMain('DELETE', `/admins/${removed._id}`)).statusCode).toBe(200);
    expectSessionRefused(await asAdmin(removed.token));
  });

  it('ends a student’s sessions on a device reset, a new password or deletion', async () => {
    const reset = await studentWith(ctx);
    expect((await byMain('POST', `/users/${reset._id}/reset-device`)).statusCode).toBe(200);
    expectSessionRefused(await asStudent(reset.token));
    const newPassword = await studentWith(ctx);
    await byMain('PATCH', `/users/${newPassword._id}`, { password: '87654321' });
    expectSessionRefused(await asStudent(newPassword.token));
    const deleted = await studentWith(ctx);
    expect((await byMain('DELETE', `/users/${deleted._id}`)).statusCode).toBe(200);
    expectSessionRefused(await asStudent(deleted.token));
  });

  it('keeps a student signed in when an admin edits other fields', async () => {
    const student = await studentWith(ctx);
    await byMain('PATCH', `/users/${student._id}`, { name: 'مريم علي', vip: true });
    expect((await asStudent(student.token)).statusCode).toBe(200);
  });
});

describe('whatever arrives in the Authorization header', () => {
  const header = fc.oneof(
    fc.string({ unit: 'binary', maxLength: 300 }).map((text) => `Bearer ${text}`),
    fc.string({ maxLength: 300 }),
    fc
      .tuple(fc.base64String(), fc.base64String(), fc.base64String())
      .map((parts) => `Bearer ${parts.join('.')}`),
    fc.constantFrom(
      'Bearer',
      'Bearer ',
      'bearer  x',
      'Basic YWRtaW46YWRtaW4=',
      `Bearer ${'a'.repeat(20_000)}`,
    ),
  );

  it('is answered with 401 in Arabic, never a 500', async () => {
    let cases = 0;
    await fc.assert(
      fc.asyncProperty(
        header,
        fc.constantFrom('/api/user/refresh-user', '/api/admin/users'),
        async (value, url) => {
          // Header values cannot carry control characters; Node refuses those before we see them.
          const authorization = [...value].filter((char) => char >= ' ' && char <= '~').join('');
          const response = await ctx.app.inject({ url, headers: { authorization } });
          cases += 1;
          expect(response.statusCode).toBe(401);
          expect(response.json().message).toMatch(arabic);
        },
      ),
      { numRuns: 200, seed: 20261121 },
    );
    expect(cases).toBeGreaterThanOrEqual(200);
  });
});
