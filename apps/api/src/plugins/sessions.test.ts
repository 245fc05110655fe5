import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createSigner } from 'fast-jwt';
import { admins, users } from '../db/schema/index';
import { messages } from '../messages';
import {
  bearer,
  buildTestApp,
  createAdmin,
  loginAdmin,
  signUpStudent,
  type TestContext,
} from '../../test/support/helper';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const refreshUser = (headers: Record<string, string> = {}) =>
  ctx.app.inject({ url: '/api/user/refresh-user', headers });
const refreshAdmin = (headers: Record<string, string> = {}) =>
  ctx.app.inject({ url: '/api/admin/refresh-admin', headers });

describe('GET /api/user/refresh-user', () => {
  it('returns the current user fields without a token', async () => {
    const student = await signUpStudent(ctx.app, { level: 'sec-3' });
    await ctx.db.update(users).set({ vip: true }).where(eq(users.id, student._id));
    const response = await refreshUser(bearer(student.token));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ _id: student._id, level: 'sec-3', vip: true });
    expect(response.json()).not.toHaveProperty('token');
  });

  it('needs a token', async () => {
    const response = await refreshUser();
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(messages.loginRequired);
  });

  it('refuses an admin token with 403', async () => {
    const { row, password } = await createAdmin(ctx.db);
    const admin = await loginAdmin(ctx.app, row.identifier, password);
    const response = await refreshUser(bearer(admin.token));
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(messages.studentsOnly);
  });

  it('answers an expired token with 401 "jwt expired"', async () => {
    const student = await signUpStudent(ctx.app);
    ctx.clock.advance(31 * 24 * 60 * 60 * 1000);
    try {
      const response = await refreshUser(bearer(student.token));
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('jwt expired');
    } finally {
      ctx.clock.advance(-31 * 24 * 60 * 60 * 1000);
    }
  });

  it('ends existing sessions when the password changes or the device is reset', async () => {
    const student = await signUpStudent(ctx.app);
    expect((await refreshUser(bearer(student.token))).statusCode).toBe(200);
    // Written on another connection, as another process would: the student this
    // process keeps is forgotten once PostgreSQL's announcement arrives (decision 0100).
    await ctx.db
      .update(users)
      .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
      .where(eq(users.id, student._id));
    await expect.poll(async () => (await refreshUser(bearer(student.token))).statusCode).toBe(401);
    const response = await refreshUser(bearer(student.token));
    expect(response.json().message).toBe(messages.sessionInvalid);
  });

  it('ends the session of a deleted account', async () => {
    const student = await signUpStudent(ctx.app);
    await ctx.db.delete(users).where(eq(users.id, student._id));
    expect((await refreshUser(bearer(student.token))).statusCode).toBe(401);
  });

  it.each([
    ['garbage', 'not-a-jwt'],
    [
      'alg none',
      `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ kind: 'user', sub: 'x', sv: 0, exp: 9e9 })}.`,
    ],
    [
      'a wrong secret',
      createSigner({ key: 'another-secret-of-enough-length!!' })({ kind: 'user', sub: 'x', sv: 0 }),
    ],
  ])('refuses %s with 401', async (_case, token) => {
    const response = await refreshUser(bearer(token));
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/admin/refresh-admin', () => {
  it('returns the admin with updatedAt', async () => {
    const { row, password } = await createAdmin(ctx.db, { type: 'secondary' });
    const admin = await loginAdmin(ctx.app, row.identifier, password);
    const response = await refreshAdmin(bearer(admin.token));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      _id: row.id,
      name: row.name,
      identifier: row.identifier,
      type: 'secondary',
      updatedAt: row.updatedAt.getTime(),
    });
  });

  it('needs a token', async () => {
    expect((await refreshAdmin()).statusCode).toBe(401);
  });

  it('refuses a student token with 403', async () => {
    const student = await signUpStudent(ctx.app);
    const response = await refreshAdmin(bearer(student.token));
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(messages.adminsOnly);
  });

  it('stops accepting the token once the admin record changes', async () => {
    const { row, password } = await createAdmin(ctx.db);
    const admin = await loginAdmin(ctx.app, row.identifier, password);
    await ctx.db
      .update(admins)
      .set({ updatedAt: new Date(row.updatedAt.getTime() + 1000) })
      .where(eq(admins.id, row.id));
    const response = await refreshAdmin(bearer(admin.token));
    expect(response.statusCode).toBe(401);
  });

  it('answers an expired admin token with 401 "jwt expired"', async () => {
    const { row, password } = await createAdmin(ctx.db);
    const admin = await loginAdmin(ctx.app, row.identifier, password);
    ctx.clock.advance(8 * 24 * 60 * 60 * 1000);
    try {
      const response = await refreshAdmin(bearer(admin.token));
      expect(response.json()).toEqual({ message: 'jwt expired' });
    } finally {
      ctx.clock.advance(-8 * 24 * 60 * 60 * 1000);
    }
  });
});

function b64(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}
