import type { Listen } from '../../db/listener';
import type { Clock } from '../../lib/clock';
import { createKeptTotals } from '../../lib/kept-totals';
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

// Admins filter a handful of ways at a time; searches come and go.
const totalsKept = 1_000;

export type StudentCounts = Awaited<ReturnType<typeof createStudentCounts>>;

/**
 * The student list's total per filter, kept in this process until the
 * database announces a change to a student or a purchase (decision 0187);
 * admins asking for the same total at once share one count. A total that
 * reads ownership also ends when the next access lapses, since time alone
 * changes it.
 */
export async function createStudentCounts({ repository, clock, ttlMs, listen }: Deps) {
  const kept = await createKeptTotals({
    channel: studentCountsChannel,
    clock,
    ttlMs,
    max: totalsKept,
    listen,
  });
  const totals = kept.list<StudentFilters, number>('students', {
    fields: ['search', 'level', 'governorate', 'attendanceType', 'vip', 'frozen', 'noCourse'],
    count: (filters, now) => repository.count(filters, now),
    changesAt: async (filters, now) =>
      filters.noCourse === undefined ? undefined : repository.nextLapse(now),
  });
  return {
    count: totals.get,
    /** Forgets every total after a change this process made, without waiting for the announcement. */
    forgetAll: kept.forgetAll,
    close: kept.close,
  };
}
