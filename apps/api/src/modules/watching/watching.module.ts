import type { AppModule } from '../../app-core';
import { createVideoViewingService } from '../videos/video-viewing.service';
import { createHeartbeatBatcher, type HeartbeatBatcherStats } from './heartbeat-batcher';
import { watchingRoutes } from './watching.routes';
import { createWatchingRepository } from './watching.repository';
import { createWatchingService } from './watching.service';

/** The batchers of this process's apps, for the heartbeat bench and tests. */
const batchers = new Set<{ stats(): HeartbeatBatcherStats }>();

/** The heartbeat batchers' counters, summed over the apps this process runs. */
export function heartbeatStats(): HeartbeatBatcherStats {
  const sum: HeartbeatBatcherStats = {
    batches: 0,
    beats: 0,
    largestBatch: 0,
    fallbacks: 0,
    statements: 0,
    rowsWritten: 0,
  };
  for (const batcher of batchers) {
    const stats = batcher.stats();
    sum.batches += stats.batches;
    sum.beats += stats.beats;
    sum.largestBatch = Math.max(sum.largestBatch, stats.largestBatch);
    sum.fallbacks += stats.fallbacks;
    sum.statements += stats.statements;
    sum.rowsWritten += stats.rowsWritten;
  }
  return sum;
}

/** A student watching: the player's heartbeats and the progress page. */
export const watchingModule: AppModule = async (app, core) => {
  const watching = createWatchingRepository(core.db);
  const beats = createHeartbeatBatcher(watching);
  batchers.add(beats);
  app.addHook('onClose', async () => {
    batchers.delete(beats);
  });
  const service = createWatchingService({
    viewing: createVideoViewingService({
      catalogue: core.catalogue,
      exams: core.exams,
      watching,
      clock: core.clock,
    }),
    catalogue: core.catalogue,
    watching,
    beats,
    clock: core.clock,
  });
  await app.register(watchingRoutes, { authenticator: core.authenticator, watching: service });
};
