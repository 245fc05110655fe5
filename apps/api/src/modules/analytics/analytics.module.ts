import type { AppModule } from '../../app-core';
import { createAnalyticsRepository } from './analytics.repository';
import { analyticsRoutes } from './analytics.routes';
import { createAnalyticsService } from './analytics.service';
import { createKeptStudentGroups } from './kept-student-groups';

export const analyticsModule: AppModule = async (app, core) => {
  const repository = createAnalyticsRepository(core.db);
  const studentGroups = await createKeptStudentGroups({
    analytics: repository,
    ttlMs: core.env.STUDENT_CACHE_SECONDS * 1000,
    listen: core.listen,
  });
  app.addHook('onClose', async () => studentGroups.close());
  const analytics = createAnalyticsService({
    analytics: repository,
    studentGroups: studentGroups.get,
    clock: core.clock,
  });
  await app.register(analyticsRoutes, { authenticator: core.authenticator, analytics });
};
