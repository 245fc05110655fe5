import type { AppModule } from '../../app-core';
import { createAnalyticsRepository } from './analytics.repository';
import { analyticsRoutes } from './analytics.routes';
import { createAnalyticsService } from './analytics.service';

export const analyticsModule: AppModule = async (app, core) => {
  const analytics = createAnalyticsService({
    analytics: createAnalyticsRepository(core.db),
    clock: core.clock,
  });
  await app.register(analyticsRoutes, { authenticator: core.authenticator, analytics });
};
