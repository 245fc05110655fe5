import type { AppModule } from '../../app-core';
import { createAdminAccountsRepository } from './admin-accounts.repository';
import { adminAccountsRoutes } from './admin-accounts.routes';
import { createAdminAccountsService } from './admin-accounts.service';

/** Main admins managing the admin accounts. */
export const adminAccountsModule: AppModule = async (app, core) => {
  const accounts = createAdminAccountsService({
    repository: createAdminAccountsRepository(core.db),
    audit: core.audit,
    clock: core.clock,
  });
  await app.register(adminAccountsRoutes, { authenticator: core.authenticator, accounts });
};
