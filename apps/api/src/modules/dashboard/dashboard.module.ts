import type { AppModule } from '../../app-core';
import { createDashboardRepository } from './dashboard.repository';
import { dashboardRoutes } from './dashboard.routes';
import { createDashboardService } from './dashboard.service';

export const dashboardModule: AppModule = async (app, core) => {
  const dashboard = createDashboardService({
    dashboard: createDashboardRepository(core.db),
    clock: core.clock,
  });
  await app.register(dashboardRoutes, { authenticator: core.authenticator, dashboard });
};
