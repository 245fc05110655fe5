import type { Listen } from '../../db/listener';
import { createAnnouncedMemory } from '../../lib/announced-memory';
import type { Clock } from '../../lib/clock';
import type { StudentFilters } from './student-search';
import type { StudentsRepository } from './students.repository';

/** Announced with '*' by migration 0015's triggers on any change a filter can see. */
export const studentCountsChannel = 'student_counts_changed';

interface Deps {
  repository: Pick<StudentsRepository, 'count' | 'nextLapse'>;
  clock: Clock;
  ttlMs: number;
  listen?: Listen | undefined;
}

/** A total and the span of the clock over which it holds. */
interface KeptCount {
  count: number;
  countedAt: number;
  holdsUntil: number;
}

// Admins filter a handful of ways at a time; searches come and go.
const totalsKept = 1_000;

// Fixed key order; JSON leaves out the filters not set, so parsing gives them back.
const keyOf = (filters: StudentFilters) =>
  JSON.stringify({
    search: filters.search,
    level: filters.level,
    governorate: filters.governorate,
    attendanceType: filters.attendanceType,
    vip: filters.vip,
    frozen: filters.frozen,
    noCourse: filters.noCourse,
  });

export type StudentCounts = Awaited<ReturnType<typeof createStudentCounts>>;

/**
 * The student list's total per filter, kept in this process until the
 * database announces a change to a student or a purchase (decision 0187);
 * admins asking for the same total at once share one count. A total that
 * reads ownership also ends when the next access lapses, since time alone
 * changes it.
 */
export async function createStudentCounts({ repository, clock, ttlMs, listen }: Deps) {
  const memory = await createAnnouncedMemory<KeptCount>({
    channel: studentCountsChannel,
    async load(key) {
      const filters = JSON.parse(key) as StudentFilters;
      const now = clock.now();
      const [count, lapse] = await Promise.all([
        repository.count(filters, new Date(now)),
        filters.noCourse === undefined ? undefined : repository.nextLapse(new Date(now)),
      ]);
      return { count, countedAt: now, holdsUntil: lapse ?? Number.POSITIVE_INFINITY };
    },
    ttlMs,
    max: totalsKept,
    listen,
  });

  const holds = (kept: KeptCount | undefined, now: number) =>
    kept !== undefined && kept.countedAt <= now && now < kept.holdsUntil;

  return {
    async count(filters: StudentFilters): Promise<number> {
      const key = keyOf(filters);
      const kept = await memory.get(key);
      if (holds(kept, clock.now())) return kept!.count;
      const fresh = await memory.fresh(key);
      return fresh!.count;
    },
    /** Forgets every total after a change this process made, without waiting for the announcement. */
    forgetAll: memory.forgetAll,
    close: memory.close,
  };
}
