import { toast } from 'react-toastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { startRaw } from '@/early/raw-requests';
import { messages } from '@/i18n/messages';
import { ApiError, apiRequest } from './api-client';
import { registerNavigate } from './navigation';
import { getOfflineState } from './offline-copy-store';
import { offlineCopyHeader } from '@/sw/offline-copy';
import { networkToastId, signInToastId } from './toast-ids';
import { getSession, saveAdmin, saveUser } from './session';
import { adminSession, studentSession } from '@/test/session-fixtures';

vi.mock('react-toastify', () => import('@/test/toastify-mock'));

const student = studentSession;

const admin = adminSession;

const anything = z.unknown();
const fetchMock = vi.fn<typeof fetch>();
const navigate = vi.fn<(to: string) => void>();

function reply(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function sentAuthorization(): string | null {
  const init = fetchMock.mock.calls[0]?.[1];
  return new Headers(init?.headers).get('Authorization');
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error('expected an ApiError');
  return error;
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  registerNavigate(navigate);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('apiRequest', () => {
  it('calls the API under /api and parses the answer with the given schema', async () => {
    fetchMock.mockResolvedValue(reply(200, 1_700_000_000_000));
    await expect(apiRequest('/shared/time-now', { schema: z.number() })).resolves.toBe(
      1_700_000_000_000,
    );
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/shared/time-now');
  });

  it('sends a JSON body with its content type', async () => {
    fetchMock.mockResolvedValue(reply(200, {}));
    await apiRequest('/auth/login', {
      method: 'POST',
      body: { phone: '01012345678' },
      schema: anything,
    });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"phone":"01012345678"}');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
  });

  it('rejects an answer that does not match the contract', async () => {
    fetchMock.mockResolvedValue(reply(200, { unexpected: true }));
    const error = await failure(apiRequest('/shared/time-now', { schema: z.number() }));
    expect(error.message).toBe(messages.errors.badResponse);
    expect(toast.error).toHaveBeenCalledWith(messages.errors.badResponse, expect.anything());
  });
});

describe('a call the page started before the app (early/start.ts)', () => {
  it('is taken over once instead of sent again', async () => {
    saveUser(student);
    fetchMock.mockResolvedValueOnce(reply(200, [1, 2])).mockResolvedValueOnce(reply(200, [3]));
    startRaw({
      method: 'POST',
      path: '/shared/courses',
      token: 'student-token',
      body: '{"all":false}',
    });
    const call = () =>
      apiRequest('/shared/courses', {
        method: 'POST',
        body: { all: false },
        schema: z.array(z.number()),
      });
    await expect(call()).resolves.toEqual([1, 2]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await expect(call()).resolves.toEqual([3]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('is not taken by a call that differs, here in its token', async () => {
    saveUser(student);
    fetchMock.mockResolvedValueOnce(reply(200, 'early')).mockResolvedValueOnce(reply(200, 'own'));
    startRaw({ method: 'GET', path: '/shared/timed-exams', token: 'someone-else' });
    await expect(apiRequest('/shared/timed-exams', { schema: z.string() })).resolves.toBe('own');
    expect(sentAuthorization()).toBe('Bearer someone-else');
    expect(new Headers(fetchMock.mock.calls[1]?.[1]?.headers).get('Authorization')).toBe(
      'Bearer student-token',
    );
  });

  it("fails as the app's own call would, with its toasts", async () => {
    fetchMock.mockResolvedValueOnce(reply(403, { message: 'الكورس ده مش متاح ليك' }));
    startRaw({ method: 'GET', path: '/user/exams/e1', token: null });
    const error = await failure(apiRequest('/user/exams/e1', { schema: anything }));
    expect(error.status).toBe(403);
    expect(toast.error).toHaveBeenCalledWith('الكورس ده مش متاح ليك', expect.anything());
  });
});

describe('bearer token', () => {
  it('sends no Authorization header when signed out', async () => {
    fetchMock.mockResolvedValue(reply(200, {}));
    await apiRequest('/shared/time-now', { schema: anything });
    expect(sentAuthorization()).toBeNull();
  });

  it("sends the student's token", async () => {
    saveUser(student);
    fetchMock.mockResolvedValue(reply(200, {}));
    await apiRequest('/user/refresh-user', { schema: anything });
    expect(sentAuthorization()).toBe('Bearer student-token');
  });

  it("prefers the admin's token when both sessions exist", async () => {
    saveUser(student);
    saveAdmin(admin);
    fetchMock.mockResolvedValue(reply(200, {}));
    await apiRequest('/admin/refresh-admin', { schema: anything });
    expect(sentAuthorization()).toBe('Bearer admin-token');
  });
});

describe('error handling (spec section 8)', () => {
  it('shows every 422 validation message as its own toast', async () => {
    const data = ['الاسم مطلوب', 'كلمة السر لازم تكون أرقام بس'];
    fetchMock.mockResolvedValue(reply(422, { message: 'البيانات مش صحيحة', data }));
    const error = await failure(
      apiRequest('/auth/signup', { method: 'POST', body: {}, schema: anything }),
    );
    expect(error.status).toBe(422);
    expect(error.data).toEqual(data);
    expect(toast.error).toHaveBeenCalledTimes(2);
    expect(toast.error).toHaveBeenNthCalledWith(1, data[0], expect.anything());
    expect(toast.error).toHaveBeenNthCalledWith(2, data[1], expect.anything());
  });

  it('logs out and goes to /login on 401', async () => {
    saveUser(student);
    saveAdmin(admin);
    fetchMock.mockResolvedValue(reply(401, { message: 'لازم تسجل دخول الأول' }));
    const error = await failure(apiRequest('/user/refresh-user', { schema: anything }));
    expect(error.status).toBe(401);
    expect(getSession()).toEqual({ user: null, admin: null });
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('asks to log in again, logs out and goes to /login on "jwt expired"', async () => {
    saveUser(student);
    fetchMock.mockResolvedValue(reply(401, { message: 'jwt expired' }));
    await failure(apiRequest('/user/refresh-user', { schema: anything }));
    expect(toast.error).toHaveBeenCalledWith(messages.auth.sessionExpired, expect.anything());
    expect(toast.error).not.toHaveBeenCalledWith('jwt expired', expect.anything());
    expect(getSession().user).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('shows the 403 message and keeps the session', async () => {
    saveUser(student);
    const message = 'الحساب ده متسجل على جهاز تاني، كلم الدعم';
    fetchMock.mockResolvedValue(reply(403, { message }));
    const error = await failure(
      apiRequest('/auth/login', { method: 'POST', body: {}, schema: anything }),
    );
    expect(error.status).toBe(403);
    expect(toast.error).toHaveBeenCalledWith(message, expect.anything());
    expect(getSession().user).not.toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('gives every toast of one kind one id, so calls failing together show it once', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(reply(500, { message: 'حصل خطأ' })));
    await Promise.all(
      ['/shared/courses', '/shared/videos', '/shared/timed-exams'].map((path) =>
        failure(apiRequest(path, { schema: anything })),
      ),
    );
    const ids = vi.mocked(toast.error).mock.calls.map(([, options]) => options?.toastId);
    expect(ids).toHaveLength(3);
    expect(new Set(ids).size).toBe(1);
    expect(ids[0]).toBeDefined();
  });

  it('says "sign in" with one toast id when an expired session fails several calls', async () => {
    saveUser(student);
    fetchMock
      .mockResolvedValueOnce(reply(401, { message: 'jwt expired' }))
      .mockResolvedValueOnce(reply(401, { message: 'لازم تسجل دخول الأول' }));
    await failure(apiRequest('/user/refresh-user', { schema: anything }));
    await failure(apiRequest('/user/results', { schema: anything }));
    const ids = vi.mocked(toast.error).mock.calls.map(([, options]) => options?.toastId);
    expect(ids).toEqual([signInToastId, signInToastId]);
  });

  it('leaves a refusal to the page when asked, but still signs out on 401', async () => {
    saveUser(student);
    fetchMock.mockResolvedValueOnce(reply(404, { message: 'الحل لسه متنزلش' }));
    const refused = await failure(
      apiRequest('/user/exam-solution/e1', { schema: anything, quietRefusal: true }),
    );
    expect(refused.message).toBe('الحل لسه متنزلش');
    expect(toast.error).not.toHaveBeenCalled();
    fetchMock.mockResolvedValueOnce(reply(401, { message: 'jwt expired' }));
    await failure(apiRequest('/user/exam-solution/e1', { schema: anything, quietRefusal: true }));
    expect(getSession().user).toBeNull();
  });

  it('stays silent on a 403 without a message', async () => {
    fetchMock.mockResolvedValue(reply(403, { message: '' }));
    await failure(apiRequest('/user/videos/1', { schema: anything }));
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('shows the message of any other error', async () => {
    const message = 'رقم الموبايل أو كلمة السر غلط';
    fetchMock.mockResolvedValue(reply(400, { message }));
    const error = await failure(
      apiRequest('/auth/login', { method: 'POST', body: {}, schema: anything }),
    );
    expect(error.message).toBe(message);
    expect(toast.error).toHaveBeenCalledWith(message, expect.anything());
  });

  it('falls back to a generic Arabic message when the body is not JSON', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad Gateway</html>', { status: 502 }));
    const error = await failure(apiRequest('/shared/time-now', { schema: anything }));
    expect(error.status).toBe(502);
    expect(toast.error).toHaveBeenCalledWith(messages.errors.unexpected, expect.anything());
  });

  it('ignores a cancelled request', async () => {
    const controller = new AbortController();
    controller.abort();
    fetchMock.mockRejectedValue(new DOMException('The operation was aborted.', 'AbortError'));
    const error = await failure(
      apiRequest('/shared/time-now', { schema: anything, signal: controller.signal }),
    );
    expect(error.aborted).toBe(true);
    expect(toast.error).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('tells the user when the server cannot be reached', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await failure(apiRequest('/shared/time-now', { schema: anything }));
    expect(error.status).toBeNull();
    expect(error.message).toBe(messages.errors.network);
    expect(toast.error).toHaveBeenCalledWith(messages.errors.network, expect.anything());
  });

  it('takes "cannot reach the server" away once the server answers again', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await failure(apiRequest('/shared/time-now', { schema: anything }));
    expect(toast.error).toHaveBeenCalledWith(messages.errors.network, {
      toastId: networkToastId,
    });
    // Neither the phone's copy nor a proxy's 502 is the server answering.
    fetchMock.mockResolvedValueOnce(
      new Response('{}', {
        headers: { 'Content-Type': 'application/json', [offlineCopyHeader]: '1700000000000' },
      }),
    );
    await apiRequest('/shared/time-now', { schema: anything });
    fetchMock.mockResolvedValueOnce(reply(502, {}));
    await failure(apiRequest('/shared/time-now', { schema: anything }));
    expect(toast.dismiss).not.toHaveBeenCalled();

    fetchMock.mockResolvedValueOnce(reply(200, 1));
    await apiRequest('/shared/time-now', { schema: anything });
    expect(toast.dismiss).toHaveBeenCalledWith(networkToastId);
  });

  it('stays quiet offline for background calls that retry by themselves', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await failure(
      apiRequest('/shared/time-now', { schema: anything, quietOffline: true }),
    );
    expect(error.message).toBe(messages.errors.network);
    expect(toast.error).not.toHaveBeenCalled();
  });
});

describe('what the offline bar follows', () => {
  const copy = (savedAt: number) =>
    new Response('{}', {
      headers: { 'Content-Type': 'application/json', [offlineCopyHeader]: String(savedAt) },
    });

  it("follows the page's calls: a copy, then a call with no answer", async () => {
    fetchMock.mockResolvedValueOnce(copy(1_700_000_000_000));
    await apiRequest('/user/results', { schema: anything });
    expect(getOfflineState().copySavedAt).toBe(1_700_000_000_000);
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await failure(apiRequest('/user/results', { schema: anything }));
    expect(getOfflineState().copySavedAt).toBeNull();
  });

  it('does not follow a call the page does not show, answered by a copy or not at all', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await failure(apiRequest('/user/results', { schema: anything }));
    fetchMock.mockResolvedValueOnce(copy(1_700_000_000_000));
    await apiRequest('/user/refresh-user', { schema: anything, notShown: true });
    expect(getOfflineState().copySavedAt).toBeNull();

    fetchMock.mockResolvedValueOnce(copy(1_700_000_500_000));
    await apiRequest('/user/results', { schema: anything });
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await failure(apiRequest('/user/refresh-user', { schema: anything, notShown: true }));
    expect(getOfflineState().copySavedAt).toBe(1_700_000_500_000);
  });
});
