import { toast } from 'react-toastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { messages } from '@/i18n/messages';
import { adminSession } from '@/test/session-fixtures';
import { ApiError, apiRequest } from './api-client';
import { downloadFile } from './download-file';
import { registerNavigate } from './navigation';
import { noteServerResponse } from './network-toast';
import { getSession, saveAdmin } from './session';
import { networkToastId, signInToastId } from './toast-ids';

vi.mock('react-toastify', () => import('@/test/toastify-mock'));

const fetchMock = vi.fn<typeof fetch>();
const navigate = vi.fn<(to: string) => void>();
const unreachable = () => new TypeError('Failed to fetch');
const refused = (status: number, message: string) => Response.json({ message }, { status });
const aFile = () =>
  new Response('name,phone\n', {
    headers: { 'Content-Disposition': "attachment; filename*=UTF-8''students.csv" },
  });

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  registerNavigate(navigate);
  // jsdom has no Blob links and cannot follow one.
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(), revokeObjectURL: vi.fn() }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});

afterEach(() => {
  // The server answers, so no test starts with the toast of the one before.
  noteServerResponse(new Response());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.clearAllMocks();
});

describe('downloadFile with the server unreachable (decision 0240)', () => {
  it("says so with the API client's one network toast, not a second one", async () => {
    fetchMock.mockRejectedValueOnce(unreachable());
    await downloadFile('/admin/users/export', {}, 'students.csv');
    fetchMock.mockRejectedValueOnce(unreachable());
    await apiRequest('/shared/time-now', { schema: z.unknown() }).catch((error: unknown) => {
      if (!(error instanceof ApiError)) throw error;
    });

    expect(toast.error).toHaveBeenCalledTimes(2);
    expect(toast.error).toHaveBeenNthCalledWith(1, messages.errors.network, {
      toastId: networkToastId,
    });
    expect(toast.error).toHaveBeenNthCalledWith(2, messages.errors.network, {
      toastId: networkToastId,
    });
  });

  it('takes the toast away once the server answers the download', async () => {
    fetchMock.mockRejectedValueOnce(unreachable());
    await apiRequest('/shared/time-now', { schema: z.unknown() }).catch(() => undefined);
    expect(toast.dismiss).not.toHaveBeenCalled();

    fetchMock.mockResolvedValueOnce(aFile());
    await downloadFile('/admin/users/export', {}, 'students.csv');
    expect(toast.dismiss).toHaveBeenCalledWith(networkToastId);
    expect(HTMLAnchorElement.prototype.click).toHaveBeenCalledOnce();
  });

  it('takes its own toast away once the server answers any call', async () => {
    fetchMock.mockRejectedValueOnce(unreachable());
    await downloadFile('/admin/users/export', {}, 'students.csv');

    fetchMock.mockResolvedValueOnce(new Response('1', { status: 200 }));
    await apiRequest('/shared/time-now', { schema: z.unknown() });
    expect(toast.dismiss).toHaveBeenCalledWith(networkToastId);
  });
});

describe('downloadFile refused by the server', () => {
  it('shows one toast for two refusals of the same export, not two stacked', async () => {
    const message = 'مش مسموح لك تصدّر الطلاب';
    fetchMock.mockResolvedValueOnce(refused(403, message));
    await downloadFile('/admin/users/export', {}, 'students.csv');
    fetchMock.mockResolvedValueOnce(refused(403, message));
    await downloadFile('/admin/users/export', {}, 'students.csv');

    // react-toastify shows a toast whose id is already on screen once.
    const calls = vi.mocked(toast.error).mock.calls;
    expect(calls.map(([said]) => said)).toEqual([message, message]);
    const ids = calls.map(([, options]) => options?.toastId);
    expect(ids[0]).toBeDefined();
    expect(ids[1]).toBe(ids[0]);
    expect(HTMLAnchorElement.prototype.click).not.toHaveBeenCalled();
  });

  it('says a bare 403 (no message, as a proxy sends it) was refused: no page shows it', async () => {
    fetchMock.mockResolvedValueOnce(new Response('Forbidden', { status: 403 }));
    await downloadFile('/admin/users/export', {}, 'students.csv');

    expect(toast.error).toHaveBeenCalledExactlyOnceWith(messages.errors.forbidden, {
      toastId: `error:${messages.errors.forbidden}`,
    });
    expect(HTMLAnchorElement.prototype.click).not.toHaveBeenCalled();
  });

  it('signs the admin out on 401, as the API client does', async () => {
    saveAdmin(adminSession);
    fetchMock.mockResolvedValueOnce(refused(401, 'jwt expired'));
    await downloadFile('/admin/users/export', {}, 'students.csv');

    expect(getSession().admin).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login');
    expect(toast.error).toHaveBeenCalledExactlyOnceWith(messages.auth.sessionExpired, {
      toastId: signInToastId,
    });
    expect(HTMLAnchorElement.prototype.click).not.toHaveBeenCalled();
  });
});
