import type { AppModule } from '../../app-core';
import { systemRoutes } from './system.routes';

/** The server's time and health. */
export const systemModule: AppModule = async (app, { db, clock }) => {
  await app.register(systemRoutes, { db, clock });
};
