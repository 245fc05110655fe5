import type { APIRequestContext, Page } from '@playwright/test';
import { deviceFingerprint, type SessionAdmin, type SessionUser } from '@sabora/contract';
import { e2eAdmin } from './constants';
import type { Device } from './session';

/** Sets up data through the real API, as an admin would, so browser tests start from a known state. */
export async function adminToken(request: APIRequestContext): Promise<SessionAdmin> {
  const response = await request.post('/api/auth/admin-login', { data: e2eAdmin });
  if (!response.ok()) throw new Error(`admin login failed: ${await response.text()}`);
  return (await response.json()) as SessionAdmin;
}

export async function adminPost<T>(
  request: APIRequestContext,
  admin: SessionAdmin,
  path: string,
  data: object,
): Promise<T> {
  const response = await request.post(`/api/admin${path}`, {
    data,
    headers: { authorization: `Bearer ${admin.token}` },
  });
  if (!response.ok()) throw new Error(`${path} failed: ${await response.text()}`);
  return (await response.json()) as T;
}

export async function registerStudent(
  request: APIRequestContext,
  device: Device,
  form: { name: string; phone: string; level: string; attendanceType?: string },
): Promise<SessionUser> {
  const response = await request.post('/api/auth/signup', {
    data: {
      name: form.name,
      phone: form.phone,
      fatherPhone: '01198765432',
      password: '12345678',
      confirmPassword: '12345678',
      level: form.level,
      governorate: 'cairo',
      attendanceType: form.attendanceType ?? 'online',
      hash: deviceFingerprint({
        memory: device.memory,
        cpu: device.cores,
        width: device.screen.width,
        height: device.screen.height,
      }),
    },
  });
  if (!response.ok()) throw new Error(`signup failed: ${await response.text()}`);
  return ((await response.json()) as { user: SessionUser }).user;
}

/** Puts a session where the web app keeps it, as if the person had just signed in. */
export async function useSession(
  page: Page,
  key: 'user' | 'admin',
  session: object,
): Promise<void> {
  await page.goto('/policies');
  await page.evaluate(
    ([storageKey, value]) => localStorage.setItem(storageKey!, value!),
    [key, JSON.stringify(session)],
  );
}
