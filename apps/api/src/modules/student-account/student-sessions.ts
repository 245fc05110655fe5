import DataLoader from 'dataloader';
import type { Listen } from '../../db/listener';
import { createAnnouncedMemory } from '../../lib/announced-memory';
import type { StudentSession, StudentAccountRepository } from './student-account.repository';

/** The channel the database announces changed students on (migration 0004). */
export const studentChangedChannel = 'student_changed';

export interface StudentSessionsOptions {
  users: StudentAccountRepository;
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
 * (decision 0100): every change to a student or to what they bought is
 * announced by the database and forgotten here at once.
 */
export async function createStudentSessions(options: StudentSessionsOptions) {
  const { users, ttlMs, max, listen } = options;
  // The first call of every student at an exam's start or close misses the
  // memory: those arriving together are read in one statement.
  const reads = new DataLoader<string, StudentSession | undefined>(
    async (ids) => {
      const found = new Map(
        (await users.findSessions(ids)).map((session) => [session.row.id, session]),
      );
      return ids.map((id) => found.get(id));
    },
    // Over a whole turn of the event loop: calls on different connections
    // arrive in separate callbacks of the same turn.
    { cache: false, maxBatchSize: 100, batchScheduleFn: (dispatch) => setImmediate(dispatch) },
  );
  const memory = await createAnnouncedMemory<StudentSession>({
    channel: studentChangedChannel,
    load: (id) => reads.load(id),
    ttlMs,
    max,
    listen,
  });

  return {
    /**
     * The student, when their session version is still `sessionVersion`;
     * undefined when they are gone or signed out everywhere since.
     */
    async current(id: string, sessionVersion: number): Promise<StudentSession | undefined> {
      const kept = memory.peek(id);
      if (kept?.row.sessionVersion === sessionVersion) return kept;
      // Not shared with a read under way: a newer session may have begun since it started.
      const fresh = await memory.fresh(id);
      return fresh?.row.sessionVersion === sessionVersion ? fresh : undefined;
    },
    /** Forgets a student this process just changed, without waiting for the announcement. */
    forget: memory.forget,
    /** How many students are kept now (for tests and the benchmark notes). */
    get size() {
      return memory.size;
    },
    close: memory.close,
  };
}
