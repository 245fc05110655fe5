import { useSyncExternalStore } from 'react';
import { courseAccessSchema, sessionAdminSchema, sessionUserSchema } from '@sabora/contract';
import type { SessionAdmin, SessionUser } from '@sabora/contract';
import { z } from 'zod';
import { sessionKeys } from '@/early/page-requests';

// Loaded when an account leaves or arrives, not with the first screen (budget);
// precached with the shell, so a logout offline still clears (src/app/shell-files.ts).
const forgetAccountCaches = (keepUserId?: string) =>
  import('./offline-caches')
    .then((module) => module.forgetAccountCaches(keepUserId))
    .catch(() => undefined);

// Other tabs see changes through the storage event.
const { user: userKey, admin: adminKey } = sessionKeys;

export interface Session {
  user: SessionUser | null;
  admin: SessionAdmin | null;
}

const listeners = new Set<() => void>();
let cachedRaw: { user: string | null; admin: string | null } | null = null;
let cachedSession: Session = { user: null, admin: null };

// A session stored before access periods existed has no `access` or `balance`:
// it stays signed in, owning its courses for good until refresh-user answers,
// rather than signing every student out the day the update ships.
const storedUserSchema = sessionUserSchema
  .extend({ access: z.array(courseAccessSchema).optional(), balance: z.number().default(0) })
  .transform((user): SessionUser => ({
    ...user,
    access: user.access ?? user.courses.map((course) => ({ course, until: null })),
  }));

function parseStored<T>(raw: string | null, schema: z.ZodType<T>): T | null {
  if (raw === null) return null;
  try {
    const result = schema.safeParse(JSON.parse(raw));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

/** Returns the same object until storage changes, as useSyncExternalStore requires. */
export function getSession(): Session {
  const user = localStorage.getItem(userKey);
  const admin = localStorage.getItem(adminKey);
  if (cachedRaw?.user !== user || cachedRaw.admin !== admin) {
    cachedRaw = { user, admin };
    cachedSession = {
      user: parseStored(user, storedUserSchema),
      admin: parseStored(admin, sessionAdminSchema),
    };
  }
  return cachedSession;
}

function notify(): void {
  for (const listener of listeners) listener();
}

export function saveUser(user: SessionUser): void {
  localStorage.setItem(userKey, JSON.stringify(user));
  notify();
  // Another account may have used this phone before: its offline copies go.
  void forgetAccountCaches(user._id);
}

export function saveAdmin(admin: SessionAdmin): void {
  localStorage.setItem(adminKey, JSON.stringify(admin));
  notify();
}

/** Clears both sessions: a student and an admin are never signed in side by side. */
export function clearSession(): void {
  localStorage.removeItem(userKey);
  localStorage.removeItem(adminKey);
  notify();
  // Logout, an ended session (401) and an admin's sign-in all pass here.
  void forgetAccountCaches();
}

/** The bearer token of a request: the admin's if present, otherwise the student's. */
export function currentToken(): string | null {
  const { admin, user } = getSession();
  return admin?.token ?? user?.token ?? null;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

export function useSession(): Session {
  return useSyncExternalStore(subscribe, getSession);
}
