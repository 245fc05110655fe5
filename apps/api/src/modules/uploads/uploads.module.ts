import type { AppModule } from '../../app-core';
import { localUploadRoutes } from './local-upload.routes';
import { uploadedFileRoutes } from './uploaded-files.routes';
import { uploadRoutes } from './uploads.routes';
import { createUploadsService } from './uploads.service';

/** Signed upload grants, for whichever storage keeps the files. */
export const uploadsModule: AppModule = async (app, core) => {
  const uploads = createUploadsService({ storage: core.storage, clock: core.clock });
  await app.register(uploadRoutes, { authenticator: core.authenticator, uploads });
};

/** Where the granted uploads land when files are kept on disk (STORAGE=local). */
export const localUploadsModule: AppModule = async (app, { storage }) => {
  if (storage.kind === 'local') await app.register(localUploadRoutes, { storage });
};

/** The files kept on disk, served outside the API prefix (STORAGE=local). */
export const uploadedFilesModule: AppModule = async (app, { storage }) => {
  if (storage.kind === 'local') await app.register(uploadedFileRoutes, { storage });
};
