import type { AppModule } from '../../app-core';
import { createCoursesRepository } from '../courses/courses.repository';
import { createPdfsRepository } from '../pdfs/pdfs.repository';
import { createWatchingRepository } from '../watching/watching.repository';
import { adminVideosRoutes } from './admin-videos.routes';
import { createVideoViewingService } from './video-viewing.service';
import { videosRoutes } from './videos.routes';
import { createVideosRepository } from './videos.repository';
import { createVideosService } from './videos.service';

/** The videos students browse and watch. */
export const videosModule: AppModule = async (app, core) => {
  const viewing = createVideoViewingService({
    catalogue: core.catalogue,
    exams: core.exams,
    watching: createWatchingRepository(core.db),
    clock: core.clock,
  });
  await app.register(videosRoutes, { authenticator: core.authenticator, viewing });
};

/** The admins' video editor. */
export const adminVideosModule: AppModule = async (app, core) => {
  const videos = createVideosService({
    videos: createVideosRepository(core.db),
    courses: createCoursesRepository(core.db),
    pdfs: createPdfsRepository(core.db),
    exams: core.exams,
    catalogue: core.catalogue,
    audit: core.audit,
    clock: core.clock,
  });
  await app.register(adminVideosRoutes, { authenticator: core.authenticator, videos });
};
