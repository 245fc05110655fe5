import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../messages';
import {
  buildTestApp,
  createAdmin,
  messagesOf,
  type TestContext,
} from '../../../test/support/helper';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const adminLogin = (payload: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/admin-login', payload });

describe('POST /api/auth/admin-login', () => {
  it('signs an admin in with name, type, updatedAt and a token', async () => {
    const { row, password } = await createAdmin(ctx.db, { identifier: 'teacher@sabora.test' });
    const response = await adminLogin({ identifier: ' Teacher@Sabora.test ', password });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      _id: row.id,
      name: row.name,
      identifier: 'teacher@sabora.test',
      type: 'main',
      updatedAt: row.updatedAt.getTime(),
    });
    expect(response.json()).not.toHaveProperty('passwordHash');
  });

  it('answers a wrong password and an unknown identifier alike', async () => {
    const { row } = await createAdmin(ctx.db);
    const wrong = await adminLogin({ identifier: row.identifier, password: 'not-it-at-all' });
    const unknown = await adminLogin({ identifier: 'nobody@sabora.test', password: 'whatever1' });
    expect(wrong.statusCode).toBe(400);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.json().message).toBe(messages.wrongAdminCredentials);
  });

  it('validates in Arabic', async () => {
    const response = await adminLogin({ identifier: 'no-at-sign', password: '' });
    expect(response.statusCode).toBe(422);
    expect(messagesOf(response)).toEqual(['البريد الإلكتروني لازم يكون فيه @', 'كلمة السر مطلوبة']);
  });
});
