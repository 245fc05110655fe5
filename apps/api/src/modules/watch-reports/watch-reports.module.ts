import type { AppModule } from '../../app-core';
import { createWatchReportsRepository } from './watch-reports.repository';
import { watchReportsRoutes } from './watch-reports.routes';
import { createWatchReportsService } from './watch-reports.service';

/** The teacher's view of watching (issue 17, decision 0167): who watched what, and views granted. */
export const watchReportsModule: AppModule = async (app, core) => {
  const reports = createWatchReportsService({
    repository: createWatchReportsRepository(core.db),
    audit: core.audit,
    clock: core.clock,
  });
  await app.register(watchReportsRoutes, { authenticator: core.authenticator, reports });
};
