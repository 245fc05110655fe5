import type { AppCore, AppModule } from '../../app-core';
import { adminResultsRoutes } from './admin-results.routes';
import { createExamStatsRepository } from './exam-stats.repository';
import { createNonSolversRepository } from './non-solvers.repository';
import { createResultsRepository } from './results.repository';
import { resultsRoutes } from './results.routes';
import { createResultsService } from './results.service';
import { createStandingsRepository } from './standings.repository';

/** Results as the students, the admins and a submit read and write them. */
export function resultsService(core: AppCore) {
  return createResultsService({
    results: createResultsRepository(core.db),
    stats: createExamStatsRepository(core.db),
    nonSolvers: createNonSolversRepository(core.db),
    exams: core.exams,
    kept: core.keptExams,
    standings: createStandingsRepository(core.db),
    users: core.studentAccounts,
    audit: core.audit,
    clock: core.clock,
    graceMs: core.graceMs,
  });
}

/** A student's own results. */
export const resultsModule: AppModule = async (app, core) => {
  await app.register(resultsRoutes, {
    authenticator: core.authenticator,
    results: resultsService(core),
  });
};

/** The admins' results: per exam, per student, statistics and exports. */
export const adminResultsModule: AppModule = async (app, core) => {
  await app.register(adminResultsRoutes, {
    authenticator: core.authenticator,
    results: resultsService(core),
  });
};
