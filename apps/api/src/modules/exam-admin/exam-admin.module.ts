import type { AppModule } from '../../app-core';
import { createCoursesRepository } from '../courses/courses.repository';
import { adminExamsRoutes } from './admin-exams.routes';
import { createAdminExamsService } from './admin-exams.service';

/** The admins' exam editor. */
export const examAdminModule: AppModule = async (app, core) => {
  const exams = createAdminExamsService({
    exams: core.exams,
    courses: createCoursesRepository(core.db),
    cache: core.examPages,
    forgetExam: core.keptExams.forget,
    catalogue: core.catalogue,
    audit: core.audit,
    clock: core.clock,
  });
  await app.register(adminExamsRoutes, { authenticator: core.authenticator, exams });
};
