import { LRUCache } from 'lru-cache';
import type { Listen } from '../../db/listener';
import type { StudentSession, UsersRepository } from './users.repository';

/** The channel the database announces changed students on (migration 0004). */
export const studentChangedChannel = 'student_changed';

export interface StudentSessionsOptions {
  users: UsersRepository;
  /** How long a checked student is kept at most; 0 turns the memory off. */
  ttlMs: number;
  /** How many students are kept at most. */
  max: number;
  /** Without it nothing is kept: no one would say when a kept student changed. */
  listen?: Listen;
}

export type StudentSessions = Awaited<ReturnType<typeof createStudentSessions>>;

/**
 * Students as the session check needs them, kept in memory between calls
 * (decision 0100). The database announces every change to a student or to
 * what they bought, and this process forgets that student at once; while
 * those announcements cannot be trusted (not listening yet, connection lost)
 * nothing is kept and every call reads the database.
 */
export async function createStudentSessions(options: StudentSessionsOptions) {
  const { users, ttlMs, max, listen } = options;
  const kept = new LRUCache<string, StudentSession>({ max, ttl: Math.max(ttlMs, 1) });
  // A read that began before a change was announced must not be kept: it may
  // predate the change. Each forget gets a number; reads remember where they began.
  let changes = 0;
  let everythingForgottenAt = 0;
  const forgottenAt = new LRUCache<string, number>({ max });
  let listening = false;

  function forget(id: string) {
    changes += 1;
    forgottenAt.set(id, changes);
    kept.delete(id);
  }

  function forgetAll() {
    changes += 1;
    everythingForgottenAt = changes;
    kept.clear();
  }

  const unsubscribe =
    listen && ttlMs > 0
      ? await listen(studentChangedChannel, {
          message: forget,
          listening(up) {
            forgetAll();
            listening = up;
          },
        })
      : async () => undefined;

  async function read(id: string): Promise<StudentSession | undefined> {
    const began = changes;
    const session = await users.findSession(id);
    const unchanged = everythingForgottenAt <= began && (forgottenAt.get(id) ?? 0) <= began;
    if (session && listening && unchanged) kept.set(id, session);
    return session;
  }

  return {
    /**
     * The student, when their session version is still `sessionVersion`;
     * undefined when they are gone or signed out everywhere since.
     */
    async current(id: string, sessionVersion: number): Promise<StudentSession | undefined> {
      const memory = listening ? kept.get(id) : undefined;
      if (memory?.row.sessionVersion === sessionVersion) return memory;
      const fresh = await read(id);
      return fresh?.row.sessionVersion === sessionVersion ? fresh : undefined;
    },
    /** Forgets a student this process just changed, without waiting for the announcement. */
    forget,
    /** How many students are kept now (for tests and the benchmark notes). */
    get size() {
      return kept.size;
    },
    close: unsubscribe,
  };
}
