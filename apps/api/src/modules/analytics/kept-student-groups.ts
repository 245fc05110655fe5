import type { Listen } from '../../db/listener';
import { createAnnouncedMemory } from '../../lib/announced-memory';
import { studentCountsChannel } from '../students/student-counts';
import type { AnalyticsRepository } from './analytics.repository';

export type StudentGroups = Awaited<ReturnType<AnalyticsRepository['studentGroups']>>;

interface Deps {
  analytics: Pick<AnalyticsRepository, 'studentGroups'>;
  ttlMs: number;
  listen?: Listen | undefined;
}

/**
 * The students by level, governorate and attendance: the same for every
 * preset and a pass over every student, so kept until the database announces
 * a change to what the student list filters on (decision 0187's channel,
 * which covers these three columns and every insert and delete).
 */
export async function createKeptStudentGroups({ analytics, ttlMs, listen }: Deps) {
  const memory = await createAnnouncedMemory<StudentGroups>({
    channel: studentCountsChannel,
    load: () => analytics.studentGroups(),
    ttlMs,
    max: 1,
    listen,
  });
  return {
    async get(): Promise<StudentGroups> {
      return (await memory.get('all'))!;
    },
    close: memory.close,
  };
}
