import type { AppModule } from '../../app-core';
import { adminSessionRoutes } from './admin-session.routes';

/** The signed-in admin's own account. */
export const adminSessionModule: AppModule = async (app, { authenticator }) => {
  await app.register(adminSessionRoutes, { authenticator });
};
