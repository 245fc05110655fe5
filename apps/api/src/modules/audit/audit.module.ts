import type { AppModule } from '../../app-core';
import { auditRoutes } from './audit.routes';

/** The audit log the admins read; the core records into it. */
export const auditModule: AppModule = async (app, { authenticator, audit }) => {
  await app.register(auditRoutes, { authenticator, audit });
};
