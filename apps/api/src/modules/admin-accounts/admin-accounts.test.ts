import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Admin, SessionAdmin } from '@sabora/contract';
import { messages } from '../../messages';
import {
  bearer,
  buildTestApp,
  createAdmin,
  loginAdmin,
  messagesOf,
  signUpStudent,
  type TestContext,
} from '../../../test/support/helper';
import { adminSession } from '../../../test/support/student-fixtures';
import { auditFilterFields, createAuditRepository } from '../audit/audit.repository';
import { createAuditService } from '../audit/audit.service';
import { adminTotalsChannel } from '../../app-core';
import { createKeptTotals } from '../../lib/kept-totals';
import { createAdminAccountsRepository } from './admin-accounts.repository';
import { createAdminAccountsService } from './admin-accounts.service';

let ctx: TestContext;
let main: SessionAdmin;
let secondary: SessionAdmin;
let studentToken: string;
beforeAll(async () => {
  ctx = await buildTestApp();
  main = await adminSession(ctx, 'main');
  secondary = await adminSession(ctx, 'secondary');
  studentToken = (await signUpStudent(ctx.app)).token;
});
afterAll(() => ctx.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, token?: string, payload?: object) =>
  ctx.app.inject({
    method,
    url: `/api/admin${url}`,
    headers: token ? bearer(token) : {},
    ...(payload ? { payload } : {}),
  });
const refreshAdmin = (token: string) =>
  ctx.app.inject({ url: '/api/admin/refresh-admin', headers: bearer(token) });

const missingId = '1b4e28ba-2fa1-4d3b-a3f5-ef19b5a7633b';
let identifierCount = 0;
const newAdmin = (overrides: object = {}) => {
  identifierCount += 1;
  return {
    name: 'مساعد المنصة',
    identifier: `  Helper${identifierCount}@Sabora.Test `,
    type: 'secondary',
    password: 'helper-pass-1',
    ...overrides,
  };
};

/** Every endpoint here is for main admins: 401 without a token, 403 for anyone else. */
async function expectMainOnly(method: Method, url: string, payload?: object) {
  expect((await call(method, url, undefined, payload)).statusCode).toBe(401);
  const asStudent = await call(method, url, studentToken, payload);
  expect(asStudent.statusCode).toBe(403);
  expect(asStudent.json()).toEqual({ message: messages.adminsOnly });
  const asSecondary = await call(method, url, secondary.token, payload);
  expect(asSecondary.statusCode).toBe(403);
  expect(asSecondary.json()).toEqual({ message: messages.mainAdminsOnly });
}

describe('POST /api/admin/admins', () => {
  it('creates an admin who can sign in with the lower-cased identifier', async () => {
    const form = newAdmin();
    const response = await call('POST', '/admins', main.token, form);
    expect(response.statusCode).toBe(200);
    const created = response.json<Admin>();
    expect(created).toEqual({
      _id: expect.any(String),
      name: 'مساعد المنصة',
      identifier: `helper${identifierCount}@sabora.test`,
      type: 'secondary',
      updatedAt: ctx.clock.now(),
    });
    const session = await loginAdmin(ctx.app, created.identifier, form.password);
    expect(session.type).toBe('secondary');
  });

  it('refuses an identifier another admin has, whatever its case', async () => {
    await call('POST', '/admins', main.token, newAdmin({ identifier: 'same@sabora.test' }));
    const response = await call(
      'POST',
      '/admins',
      main.token,
      newAdmin({ identifier: 'SAME@sabora.test' }),
    );
    expect(response.statusCode).toBe(422);
    expect(messagesOf(response)).toEqual([messages.identifierTaken]);
  });

  it('reports every invalid field in Arabic', async () => {
    const response = await call('POST', '/admins', main.token, {
      name: ' ',
      identifier: 'helper.sabora.test',
      type: 'owner',
      password: 'short',
    });
    expect(response.statusCode).toBe(422);
    expect(messagesOf(response)).toEqual([
      'اسم الأدمن مطلوب',
      'البريد الإلكتروني لازم يكون فيه @ ومن غير مسافات',
      'اختار نوع الأدمن (رئيسي أو مساعد)',
      'كلمة سر الأدمن لازم تكون 8 حروف على الأقل',
    ]);
  });

  it('is for main admins only', async () => {
    await expectMainOnly('POST', '/admins', newAdmin());
  });
});

describe('GET /api/admin/admins', () => {
  it('lists main admins first, then by name, without password hashes', async () => {
    const response = await call('GET', '/admins', main.token);
    expect(response.statusCode).toBe(200);
    const admins = response.json<{ admins: Admin[] }>().admins;
    const types = admins.map((admin) => admin.type);
    expect(types).toEqual([...types].sort());
    expect(admins.map((admin) => admin._id)).toContain(secondary._id);
    expect(JSON.stringify(admins)).not.toContain('argon2');
  });

  it('is for main admins only', async () => {
    await expectMainOnly('GET', '/admins');
  });
});

describe('GET /api/admin/admins/{id}', () => {
  it('returns the admin', async () => {
    const response = await call('GET', `/admins/${secondary._id}`, main.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ _id: secondary._id, type: 'secondary' });
  });

  it('answers an unknown id with 404 and a malformed one with 422', async () => {
    const unknown = await call('GET', `/admins/${missingId}`, main.token);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: messages.adminNotFound });
    expect((await call('GET', '/admins/42', main.token)).statusCode).toBe(422);
  });

  it('is for main admins only', async () => {
    await expectMainOnly('GET', `/admins/${secondary._id}`);
  });
});

describe('PATCH /api/admin/admins/{id}', () => {
  it('changes the fields sent and signs the admin out everywhere', async () => {
    const helper = await adminSession(ctx, 'secondary');
    const response = await call('PATCH', `/admins/${helper._id}`, main.token, {
      name: 'أستاذة منى',
      type: 'main',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: 'أستاذة منى', type: 'main' });
    expect(response.json().updatedAt).not.toBe(helper.updatedAt);
    const refreshed = await refreshAdmin(helper.token);
    expect(refreshed.statusCode).toBe(401);
    expect(refreshed.json()).toEqual({ message: messages.sessionInvalid });
  });

  it('moves updatedAt even for two changes in the same millisecond', async () => {
    const helper = await adminSession(ctx, 'secondary');
    const first = await call('PATCH', `/admins/${helper._id}`, main.token, { name: 'واحد' });
    const second = await call('PATCH', `/admins/${helper._id}`, main.token, { name: 'اتنين' });
    expect(second.json().updatedAt).toBe(first.json().updatedAt + 1);
  });

  it('refuses an identifier another admin has', async () => {
    const helper = await adminSession(ctx, 'secondary');
    const response = await call('PATCH', `/admins/${helper._id}`, main.token, {
      identifier: main.identifier.toUpperCase(),
    });
    expect(response.statusCode).toBe(422);
    expect(messagesOf(response)).toEqual([messages.identifierTaken]);
  });

  it('refuses invalid values in Arabic', async () => {
    const response = await call('PATCH', `/admins/${secondary._id}`, main.token, {
      name: '',
      type: 'root',
    });
    expect(response.statusCode).toBe(422);
    expect(messagesOf(response)).toEqual(['اسم الأدمن مطلوب', 'اختار نوع الأدمن (رئيسي أو مساعد)']);
  });

  it('answers an unknown id with 404', async () => {
    const response = await call('PATCH', `/admins/${missingId}`, main.token, { name: 'حد' });
    expect(response.statusCode).toBe(404);
  });

  it('is for main admins only', async () => {
    await expectMainOnly('PATCH', `/admins/${secondary._id}`, { name: 'حد' });
  });
});

describe('the last main admin', () => {
  it('cannot be demoted or deleted', async () => {
    const solo = await buildTestApp();
    try {
      const { row, password } = await createAdmin(solo.db, { type: 'main' });
      const { token } = await loginAdmin(solo.app, row.identifier, password);
      const headers = bearer(token);
      const demote = await solo.app.inject({
        method: 'PATCH',
        url: `/api/admin/admins/${row.id}`,
        headers,
        payload: { type: 'secondary' },
      });
      expect(demote.statusCode).toBe(409);
      expect(demote.json()).toEqual({ message: messages.lastMainAdmin });
      const remove = await solo.app.inject({
        method: 'DELETE',
        url: `/api/admin/admins/${row.id}`,
        headers,
      });
      expect(remove.statusCode).toBe(409);
      const rename = await solo.app.inject({
        method: 'PATCH',
        url: `/api/admin/admins/${row.id}`,
        headers,
        payload: { name: 'المدير', type: 'main' },
      });
      expect(rename.statusCode).toBe(200);
    } finally {
      await solo.close();
    }
  });

  it('survives two main admins demoting each other at the same moment', async () => {
    const solo = await buildTestApp();
    try {
      const first = await createAdmin(solo.db, { type: 'main' });
      const second = await createAdmin(solo.db, { type: 'main' });
      // Through the service: over HTTP the first demotion could end the second caller's session.
      const auditRepository = createAuditRepository(solo.db);
      const totals = await createKeptTotals({
        channel: adminTotalsChannel,
        clock: solo.clock,
        ttlMs: 0,
        max: 1,
      });
      const accounts = createAdminAccountsService({
        repository: createAdminAccountsRepository(solo.db),
        audit: createAuditService({
          repository: auditRepository,
          clock: solo.clock,
          totals: totals.list('audit', {
            fields: auditFilterFields,
            count: (filters) => auditRepository.count(filters),
          }),
        }),
        clock: solo.clock,
      });
      const outcomes = await Promise.allSettled([
        accounts.update(first.row, first.row.id, { type: 'secondary' }),
        accounts.update(first.row, second.row.id, { type: 'secondary' }),
      ]);
      expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
      const refused = outcomes.find((outcome) => outcome.status === 'rejected');
      expect(refused?.reason).toMatchObject({ statusCode: 409, message: messages.lastMainAdmin });
    } finally {
      await solo.close();
    }
  });
});

describe('PUT /api/admin/admins/{id}/password', () => {
  it("sets another admin's password and signs them out everywhere", async () => {
    const helper = await adminSession(ctx, 'secondary');
    const response = await call('PUT', `/admins/${helper._id}/password`, main.token, {
      password: 'a new pass phrase',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: messages.passwordChanged });
    expect((await refreshAdmin(helper.token)).statusCode).toBe(401);
    await expect(
      loginAdmin(ctx.app, helper.identifier, 'a new pass phrase'),
    ).resolves.toBeDefined();
  });

  it('lets a main admin change their own password, after which they sign in again', async () => {
    const self = await adminSession(ctx, 'main');
    const response = await call('PUT', `/admins/${self._id}/password`, self.token, {
      password: 'my-own-new-pass',
    });
    expect(response.statusCode).toBe(200);
    expect((await refreshAdmin(self.token)).statusCode).toBe(401);
    await expect(loginAdmin(ctx.app, self.identifier, 'my-own-new-pass')).resolves.toBeDefined();
  });

  it('refuses a short password in Arabic', async () => {
    const response = await call('PUT', `/admins/${secondary._id}/password`, main.token, {
      password: '1234567',
    });
    expect(response.statusCode).toBe(422);
    expect(messagesOf(response)).toEqual(['كلمة سر الأدمن لازم تكون 8 حروف على الأقل']);
  });

  it('answers an unknown id with 404', async () => {
    const response = await call('PUT', `/admins/${missingId}/password`, main.token, {
      password: 'whatever-123',
    });
    expect(response.statusCode).toBe(404);
  });

  it('is for main admins only', async () => {
    await expectMainOnly('PUT', `/admins/${secondary._id}/password`, { password: 'x'.repeat(9) });
  });
});

describe('DELETE /api/admin/admins/{id}', () => {
  it('deletes the admin, whose token stops working', async () => {
    const helper = await adminSession(ctx, 'secondary');
    const response = await call('DELETE', `/admins/${helper._id}`, main.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: messages.deleted });
    expect((await refreshAdmin(helper.token)).statusCode).toBe(401);
    expect((await call('GET', `/admins/${helper._id}`, main.token)).statusCode).toBe(404);
  });

  it('lets a main admin delete another main admin', async () => {
    const other = await adminSession(ctx, 'main');
    expect((await call('DELETE', `/admins/${other._id}`, main.token)).statusCode).toBe(200);
  });

  it('answers an unknown id with 404', async () => {
    const response = await call('DELETE', `/admins/${missingId}`, main.token);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: messages.adminNotFound });
  });

  it('is for main admins only', async () => {
    await expectMainOnly('DELETE', `/admins/${secondary._id}`);
  });
});
