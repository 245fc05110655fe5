import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import {
  deviceFingerprint,
  type SessionAdmin,
  type SessionUser,
  type SignupBody,
} from '@sabora/contract';
import { buildApp } from '../../src/app';
import { openDatabase, type Database, type DatabaseTarget } from '../../src/db/client';
import type { Listen } from '../../src/db/listener';
import { migrateDatabase } from '../../src/db/migrate';
import { parseEnv } from '../../src/env';
import { ManualClock } from '../../src/lib/clock';
import { hashPassword } from '../../src/lib/password';
import type { SignInLimits } from '../../src/modules/auth/sign-in-limits';
import type { RedeemLimits } from '../../src/modules/codes/redeem-limits';
import { admins } from '../../src/db/schema/index';
import { scratchDatabase } from './scratch-databases';

declare module 'vitest' {
  export interface ProvidedContext {
    longTests: boolean;
    testDatabaseUrl: string;
  }
}

export interface TestContext {
  app: FastifyInstance;
  db: Database;
  /** LISTEN/NOTIFY on this test's database, as the app has it. */
  listen: Listen;
  clock: ManualClock;
  databaseKind: DatabaseTarget['kind'];
  /** Where this test's database lives, to open a second connection to it (a second API process). */
  target: DatabaseTarget;
  /** This app's own DATA_DIR, removed on close. */
  dataDir: string;
  close(): Promise<void>;
}

/** A fresh database of the kind this test project runs on. */
async function freshDatabase(): Promise<{ target: DatabaseTarget; drop(): Promise<void> }> {
  const serverUrl = inject('testDatabaseUrl');
  if (!serverUrl) return { target: { kind: 'pglite', dataDir: null }, drop: async () => undefined };
  const database = await scratchDatabase(serverUrl, 'sabora_test');
  return { target: { kind: 'postgres', url: database.url }, drop: database.drop };
}

export async function buildTestApp(
  options: {
    signInLimits?: SignInLimits;
    redeemLimits?: RedeemLimits;
    codeSecret?: string;
    env?: Record<string, string>;
    webDist?: string;
  } = {},
): Promise<TestContext> {
  const { target, drop } = await freshDatabase();
  const handle = openDatabase(target);
  await migrateDatabase(handle, target);
  const clock = new ManualClock(Date.UTC(2026, 10, 21, 9, 0, 0));
  const dataDir = mkdtempSync(join(tmpdir(), 'sabora-data-'));
  const app = await buildApp({
    env: parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...options.env }),
    db: handle.db,
    listen: handle.listen,
    jwtSecret: randomBytes(32).toString('hex'),
    codeSecret: options.codeSecret ?? randomBytes(32).toString('hex'),
    dataDir,
    clock,
    logger: false,
    ...(options.signInLimits ? { signInLimits: options.signInLimits } : {}),
    ...(options.redeemLimits ? { redeemLimits: options.redeemLimits } : {}),
    ...(options.webDist ? { webDist: options.webDist } : {}),
  });
  await app.ready();
  return {
    app,
    db: handle.db,
    listen: handle.listen,
    clock,
    databaseKind: target.kind,
    target,
    dataDir,
    async close() {
      await app.close();
      await handle.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const phoneDevice = deviceFingerprint({ memory: 4, cpu: 8, width: 390, height: 844 });
export const otherDevice = deviceFingerprint({ memory: 8, cpu: 8, width: 1366, height: 768 });

let phoneCounter = 0;
/** A valid, unused Egyptian mobile number for each call. */
export function nextPhone(): string {
  phoneCounter += 1;
  return `010${String(10_000_000 + phoneCounter).slice(-8)}`;
}

export function signupForm(overrides: Partial<SignupBody> = {}): SignupBody {
  return {
    name: 'مريم أحمد',
    phone: nextPhone(),
    fatherPhone: '01198765432',
    password: '12345678',
    confirmPassword: '12345678',
    level: 'sec-1',
    governorate: 'giza',
    attendanceType: 'online',
    hash: phoneDevice,
    ...overrides,
  };
}

export async function signUpStudent(
  app: FastifyInstance,
  overrides: Partial<SignupBody> = {},
): Promise<SessionUser> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: signupForm(overrides),
  });
  if (response.statusCode !== 200) throw new Error(`signup failed: ${response.body}`);
  return response.json<{ user: SessionUser }>().user;
}

export async function createAdmin(
  db: Database,
  values: { identifier?: string; password?: string; type?: 'main' | 'secondary' } = {},
) {
  const password = values.password ?? 'admin-pass-123';
  const [row] = await db
    .insert(admins)
    .values({
      name: 'أستاذ هشام',
      identifier: values.identifier ?? `admin${randomBytes(3).toString('hex')}@sabora.test`,
      passwordHash: await hashPassword(password),
      type: values.type ?? 'main',
    })
    .returning();
  return { row: row!, password };
}

export async function loginAdmin(
  app: FastifyInstance,
  identifier: string,
  password: string,
): Promise<SessionAdmin> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/admin-login',
    payload: { identifier, password },
  });
  if (response.statusCode !== 200) throw new Error(`admin login failed: ${response.body}`);
  return response.json<SessionAdmin>();
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export type AdminCall = (
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  token?: string,
  payload?: object,
) => Promise<LightMyRequestResponse>;

/** Calls `/api/admin<url>` as the token's holder (anonymously without one). */
export const adminCaller =
  (app: FastifyInstance): AdminCall =>
  (method, url, token, payload) =>
    app.inject({
      method,
      url: `/api/admin${url}`,
      headers: token ? bearer(token) : {},
      ...(payload ? { payload } : {}),
    });

export function messagesOf(response: LightMyRequestResponse): string[] {
  const body = response.json<{ message: string; data?: string[] }>();
  return body.data ?? [body.message];
}
