import type { AppModule } from '../../app-core';
import { resultsService } from '../results/results.module';
import { createParentGuard, defaultParentLimits } from './parent-limits';
import { createParentsRepository } from './parents.repository';
import { adminParentRoutes, publicParentRoutes, studentParentRoutes } from './parents.routes';
import { createParentsService } from './parents.service';

/** Parent links and the parent's read-only report (decision 0164). */
export const parentsModule: AppModule = async (app, core) => {
  const parents = createParentsService({
    repository: createParentsRepository(core.db),
    users: core.studentAccounts,
    results: resultsService(core),
    guard: createParentGuard(defaultParentLimits, core.limitStore),
    audit: core.audit,
    clock: core.clock,
  });
  await app.register(studentParentRoutes, { authenticator: core.authenticator, parents });
  await app.register(adminParentRoutes, { authenticator: core.authenticator, parents });
  await app.register(publicParentRoutes, { parents });
};
