import type { AppModule } from '../../app-core';
import { adminPdfsRoutes } from './admin-pdfs.routes';
import { createPdfsRepository } from './pdfs.repository';
import { createPdfsService } from './pdfs.service';

/** The admins' PDF editor. */
export const pdfsModule: AppModule = async (app, core) => {
  const pdfs = createPdfsService({
    pdfs: createPdfsRepository(core.db),
    catalogue: core.catalogue,
    audit: core.audit,
    clock: core.clock,
  });
  await app.register(adminPdfsRoutes, { authenticator: core.authenticator, pdfs });
};
