import type { AppModule } from '../../app-core';
import { createExamRegradeRepository } from './exam-regrade.repository';
import { examRegradeRoutes } from './exam-regrade.routes';
import { createExamRegradeService } from './exam-regrade.service';

/** Regrading an exam's stored results after its key or scores were fixed. */
export const examRegradeModule: AppModule = async (app, core) => {
  const regrade = createExamRegradeService({
    repository: createExamRegradeRepository(core.db),
    audit: core.audit,
  });
  await app.register(examRegradeRoutes, { authenticator: core.authenticator, regrade });
};
