import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminUserPage,
  DeviceDetails,
  DeviceRequest,
  DeviceRequestsResponse,
  SessionAdmin,
  SessionUser,
} from '@sabora/contract';
import { deviceRequests, users } from '../../db/schema/index';
import { messages } from '../../messages';
import {
  bearer,
  buildTestApp,
  messagesOf,
  otherDevice,
  phoneDevice,
  signUpStudent,
  type TestContext,
} from '../../../test/support/helper';
import { adminSession, studentPassword } from '../../../test/support/student-fixtures';

let ctx: TestContext;
let main: SessionAdmin;
let secondary: SessionAdmin;
beforeAll(async () => {
  ctx = await buildTestApp();
  main = await adminSession(ctx, 'main');
  secondary = await adminSession(ctx, 'secondary');
});
afterAll(() => ctx.close());

const phoneDetails: DeviceDetails = {
  memory: 4,
  cpu: 8,
  width: 390,
  height: 844,
  userAgent: 'Mozilla/5.0 (Linux; Android 13; SM-A145F) Chrome/131.0 Mobile Safari/537.36',
};
const laptopDetails: DeviceDetails = {
  memory: 8,
  cpu: 8,
  width: 1366,
  height: 768,
  userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0 Safari/537.36',
};

type Method = 'GET' | 'POST' | 'PATCH';
const call = (method: Method, url: string, token?: string, payload?: object) =>
  ctx.app.inject({
    method,
    url: `/api/admin${url}`,
    headers: token ? bearer(token) : {},
    ...(payload ? { payload } : {}),
  });
const ask = (payload: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/device-requests', payload });
const login = (phone: string, hash: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { phone, password: studentPassword, hash },
  });

/** A student registered on the phone, with the details the web sends. */
const student = () => signUpStudent(ctx.app, { device: phoneDetails });

async function askFromLaptop(user: SessionUser, reason = 'الموبايل اتسرق'): Promise<DeviceRequest> {
  const response = await ask({
    phone: user.phone,
    password: studentPassword,
    hash: otherDevice,
    reason,
    device: laptopDetails,
  });
  expect(response.statusCode, response.body).toBe(200);
  const list = await call('GET', '/device-requests?status=pending&pageSize=100', main.token);
  const found = list
    .json<DeviceRequestsResponse>()
    .requests.find((request) => request.student?._id === user._id);
  return found!;
}

const requestsOf = (userId: string) =>
  ctx.db.select().from(deviceRequests).where(eq(deviceRequests.userId, userId));

describe('POST /api/auth/device-requests', () => {
  it('opens a request with both devices for the right password from another device', async () => {
    const user = await student();
    const request = await askFromLaptop(user);
    expect(request).toMatchObject({
      status: 'pending',
      reason: 'الموبايل اتسرق',
      oldDevice: phoneDetails,
      newDevice: laptopDetails,
      student: { _id: user._id, name: user.name, phone: user.phone },
      decidedBy: null,
      recentChanges: 0,
    });
  });

  it('answers an unknown phone, a wrong password and a recorded request alike', async () => {
    const user = await student();
    const form = { password: studentPassword, hash: otherDevice, reason: '' };
    const right = await ask({ ...form, phone: user.phone });
    const wrong = await ask({ ...form, phone: user.phone, password: '99999999' });
    const unknown = await ask({ ...form, phone: '01599999998' });
    for (const response of [right, wrong, unknown]) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: messages.deviceRequestReceived });
    }
    expect(await requestsOf(user._id)).toHaveLength(1);
  });

  it('opens nothing for a wrong password or from the bound device', async () => {
    const user = await student();
    await ask({ phone: user.phone, password: '99999999', hash: otherDevice });
    await ask({ phone: user.phone, password: studentPassword, hash: phoneDevice });
    expect(await requestsOf(user._id)).toHaveLength(0);
  });

  it('updates the pending request when the student asks again', async () => {
    const user = await student();
    await askFromLaptop(user, 'أول مرة');
    const again = await askFromLaptop(user, 'تاني مرة');
    expect(again.reason).toBe('تاني مرة');
    expect(await requestsOf(user._id)).toHaveLength(1);
  });

  it('validates the fields in Arabic', async () => {
    const response = await ask({
      phone: '12',
      password: '',
      hash: 'x',
      device: { ...laptopDetails, width: -1 },
    });
    expect(response.statusCode).toBe(422);
    expect(messagesOf(response)).toEqual(
      expect.arrayContaining(['كلمة السر مطلوبة', 'عرض الشاشة مش صحيح']),
    );
  });

  it('counts a wrong password against the account like a failed sign-in', async () => {
    const limited = await buildTestApp({
      signInLimits: {
        perIp: { max: 100, windowMs: 60_000 },
        perAccount: { maxFailures: 2, windowMs: 60_000 },
        passwordChecks: { concurrent: 1, queued: 32, maxWaitMs: 5000 },
      },
    });
    try {
      const user = await signUpStudent(limited.app);
      const wrong = { phone: user.phone, password: '99999999', hash: otherDevice };
      const send = (url: string, payload: object) =>
        limited.app.inject({ method: 'POST', url, payload });
      await send('/api/auth/device-requests', wrong);
      await send('/api/auth/device-requests', wrong);
      const refused = await send('/api/auth/login', { ...wrong, password: studentPassword });
      expect(refused.statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('the wrong-device refusal at sign-in', () => {
  it('carries no request before the student asked', async () => {
    const user = await student();
    const response = await login(user.phone, otherDevice);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: messages.wrongDevice, deviceRequest: null });
  });

  it('tells a pending request, then the rejection with its note', async () => {
    const user = await student();
    const request = await askFromLaptop(user);
    expect((await login(user.phone, otherDevice)).json().deviceRequest).toMatchObject({
      status: 'pending',
      note: '',
    });
    const rejected = await call('POST', `/device-requests/${request._id}/reject`, secondary.token, {
      note: 'كلمنا على الواتساب الأول',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect((await login(user.phone, otherDevice)).json().deviceRequest).toMatchObject({
      status: 'rejected',
      note: 'كلمنا على الواتساب الأول',
    });
  });

  it('keeps what the device says about itself at sign-in', async () => {
    const user = await signUpStudent(ctx.app);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: {
        phone: user.phone,
        password: studentPassword,
        hash: phoneDevice,
        device: phoneDetails,
      },
    });
    expect(response.statusCode).toBe(200);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, user._id));
    expect(row!.deviceInfo).toEqual(phoneDetails);
  });
});

describe('GET /api/admin/device-requests', () => {
  it('lists the queue with the pending count for the menu', async () => {
    const user = await student();
    ctx.clock.advance(1000);
    await askFromLaptop(user);
    const response = await call('GET', '/device-requests', secondary.token);
    expect(response.statusCode).toBe(200);
    const body = response.json<DeviceRequestsResponse>();
    expect(body.pending).toBeGreaterThanOrEqual(1);
    expect(body.settings).toEqual({ maxChanges: 1, periodDays: 30 });
    expect(body.requests[0]!.student?._id).toBe(user._id);
  });

  it('refuses visitors, students and a wrong status', async () => {
    const user = await student();
    expect((await call('GET', '/device-requests')).statusCode).toBe(401);
    expect((await call('GET', '/device-requests', user.token)).statusCode).toBe(403);
    const invalid = await call('GET', '/device-requests?status=maybe', main.token);
    expect(invalid.statusCode).toBe(422);
    expect(messagesOf(invalid)).toEqual(['حالة الطلب مش صحيحة']);
  });
});

describe('POST /api/admin/device-requests/{id}/approve', () => {
  it('binds the new device, ends the old sessions and shows in the student history', async () => {
    const user = await student();
    const request = await askFromLaptop(user);
    const response = await call(
      'POST',
      `/device-requests/${request._id}/approve`,
      secondary.token,
      {
        note: 'اتأكدت منه بالتليفون',
      },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<DeviceRequest>()).toMatchObject({
      status: 'approved',
      note: 'اتأكدت منه بالتليفون',
      decidedBy: { _id: secondary._id },
      decidedAt: ctx.clock.now(),
      recentChanges: 1,
    });
    const oldSession = await ctx.app.inject({
      url: '/api/user/refresh-user',
      headers: bearer(user.token),
    });
    expect(oldSession.statusCode).toBe(401);
    expect((await login(user.phone, otherDevice)).statusCode).toBe(200);
    expect((await login(user.phone, phoneDevice)).statusCode).toBe(403);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, user._id));
    expect(row!.deviceInfo).toEqual(laptopDetails);

    const page = await call('GET', `/users/${user._id}`, main.token);
    const actions = page.json<AdminUserPage>().history.map((entry) => entry.action);
    expect(actions).toEqual(
      expect.arrayContaining(['device-request.create', 'device-request.approve']),
    );
  });

  it('makes two admins approving at once one decision', async () => {
    const user = await student();
    const request = await askFromLaptop(user);
    const url = `/device-requests/${request._id}/approve`;
    const answers = await Promise.all([
      call('POST', url, main.token, {}),
      call('POST', url, secondary.token, {}),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, user._id));
    expect(row!.sessionVersion).toBe(1);
  });

  it('refuses over the limit unless a main admin overrides', async () => {
    const user = await student();
    const first = await askFromLaptop(user);
    await call('POST', `/device-requests/${first._id}/approve`, main.token, {});
    // Back on the phone, a second change inside the 30 days.
    const second = await (async () => {
      const response = await ask({
        phone: user.phone,
        password: studentPassword,
        hash: phoneDevice,
      });
      expect(response.statusCode).toBe(200);
      const [pending] = (await requestsOf(user._id)).filter((row) => row.status === 'pending');
      return pending!;
    })();
    const listed = await call('GET', '/device-requests?status=pending&pageSize=100', main.token);
    const queued = listed.json<DeviceRequestsResponse>().requests.find((r) => r._id === second.id);
    expect(queued?.recentChanges).toBe(1);
    const url = `/device-requests/${second.id}/approve`;
    const refused = await call('POST', url, secondary.token, {});
    expect(refused.statusCode).toBe(422);
    expect(messagesOf(refused)).toEqual([messages.deviceChangeLimitReached(1, 1, 30)]);
    const notAllowed = await call('POST', url, secondary.token, { override: true });
    expect(notAllowed.statusCode).toBe(403);
    const overridden = await call('POST', url, main.token, { override: true });
    expect(overridden.statusCode, overridden.body).toBe(200);
    expect(overridden.json<DeviceRequest>().recentChanges).toBe(2);
  });

  it('allows the next change once the period has passed', async () => {
    const user = await student();
    const first = await askFromLaptop(user);
    await call('POST', `/device-requests/${first._id}/approve`, main.token, {});
    ctx.clock.advance(31 * 24 * 60 * 60 * 1000);
    // The admins' sessions expired meanwhile.
    main = await adminSession(ctx, 'main');
    secondary = await adminSession(ctx, 'secondary');
    await ask({ phone: user.phone, password: studentPassword, hash: phoneDevice });
    const [pending] = (await requestsOf(user._id)).filter((row) => row.status === 'pending');
    const response = await call(
      'POST',
      `/device-requests/${pending!.id}/approve`,
      secondary.token,
      {},
    );
    expect(response.statusCode, response.body).toBe(200);
  });

  it('answers 401, 403, 404 and 422', async () => {
    const user = await student();
    const request = await askFromLaptop(user);
    const url = `/device-requests/${request._id}/approve`;
    expect((await call('POST', url, undefined, {})).statusCode).toBe(401);
    expect((await call('POST', url, user.token, {})).statusCode).toBe(403);
    const missing = await call(
      'POST',
      '/device-requests/00000000-0000-4000-8000-000000000000/approve',
      main.token,
      {},
    );
    expect(missing.statusCode).toBe(404);
    const invalid = await call('POST', url, main.token, { override: 'yes' });
    expect(invalid.statusCode).toBe(422);
    expect(messagesOf(invalid)).toEqual(['تجاوز الحد لازم يكون صح أو غلط']);
  });
});

describe('POST /api/admin/device-requests/{id}/reject', () => {
  it('rejects once, leaves the device alone and refuses a second decision', async () => {
    const user = await student();
    const request = await askFromLaptop(user);
    const url = `/device-requests/${request._id}/reject`;
    const response = await call('POST', url, main.token, { note: 'مش واضح مين صاحب الحساب' });
    expect(response.statusCode).toBe(200);
    expect(response.json<DeviceRequest>()).toMatchObject({ status: 'rejected' });
    expect((await login(user.phone, phoneDevice)).statusCode).toBe(200);
    const again = await call('POST', `/device-requests/${request._id}/approve`, main.token, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(messages.deviceRequestDecided);
  });

  it('answers 401, 403 and 422', async () => {
    const user = await student();
    const request = await askFromLaptop(user);
    const url = `/device-requests/${request._id}/reject`;
    expect((await call('POST', url, undefined, {})).statusCode).toBe(401);
    expect((await call('POST', url, user.token, {})).statusCode).toBe(403);
    const invalid = await call('POST', url, main.token, { note: 'x'.repeat(1001) });
    expect(invalid.statusCode).toBe(422);
    expect(messagesOf(invalid)).toEqual(['الملاحظة طويلة جداً (أقصى حد 1000 حرف)']);
  });
});

describe('/api/admin/settings/device-changes', () => {
  it('lets the main admin change the limit, audited', async () => {
    const response = await call('PATCH', '/settings/device-changes', main.token, { maxChanges: 2 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ maxChanges: 2, periodDays: 30 });
    const read = await call('GET', '/settings/device-changes', secondary.token);
    expect(read.json()).toEqual({ maxChanges: 2, periodDays: 30 });
    const audit = await call('GET', '/audit?entityType=settings', main.token);
    expect(audit.json().entries[0]).toMatchObject({
      action: 'settings.device-changes',
      changes: { maxChanges: { before: 1, after: 2 } },
    });
    await call('PATCH', '/settings/device-changes', main.token, { maxChanges: 1 });
  });

  it('answers 401, 403 and 422', async () => {
    const user = await student();
    expect((await call('GET', '/settings/device-changes')).statusCode).toBe(401);
    expect((await call('GET', '/settings/device-changes', user.token)).statusCode).toBe(403);
    const secondaryPatch = await call('PATCH', '/settings/device-changes', secondary.token, {
      maxChanges: 5,
    });
    expect(secondaryPatch.statusCode).toBe(403);
    const invalid = await call('PATCH', '/settings/device-changes', main.token, { periodDays: 0 });
    expect(invalid.statusCode).toBe(422);
    expect(messagesOf(invalid)).toEqual(['عدد الأيام لازم يكون 1 أو أكتر']);
  });
});
