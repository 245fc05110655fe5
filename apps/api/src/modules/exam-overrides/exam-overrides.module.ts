import type { AppModule } from '../../app-core';
import { createExamOverridesRepository } from './exam-overrides.repository';
import { examOverridesRoutes } from './exam-overrides.routes';
import { createExamOverridesService } from './exam-overrides.service';

/** Per-student windows of timed exams: extra time or a make-up (design.md "Exam depth"). */
export const examOverridesModule: AppModule = async (app, core) => {
  const overrides = createExamOverridesService({
    repository: createExamOverridesRepository(core.db),
    exams: core.exams,
    forgetExam: core.keptExams.forget,
    audit: core.audit,
    clock: core.clock,
  });
  await app.register(examOverridesRoutes, { authenticator: core.authenticator, overrides });
};
