import type { AppCore, AppModule } from '../../app-core';
import { adminCoursesRoutes } from './admin-courses.routes';
import { coursesRoutes } from './courses.routes';
import { createCoursesRepository } from './courses.repository';
import { createCoursesService } from './courses.service';

function coursesService(core: AppCore) {
  return createCoursesService({
    courses: createCoursesRepository(core.db),
    catalogue: core.catalogue,
    forgetExams: core.keptExams.forgetAll,
    audit: core.audit,
    clock: core.clock,
  });
}

/** The courses students browse. */
export const coursesModule: AppModule = async (app, core) => {
  await app.register(coursesRoutes, {
    authenticator: core.authenticator,
    courses: coursesService(core),
  });
};

/** The admins' course editor. */
export const adminCoursesModule: AppModule = async (app, core) => {
  await app.register(adminCoursesRoutes, {
    authenticator: core.authenticator,
    courses: coursesService(core),
  });
};
