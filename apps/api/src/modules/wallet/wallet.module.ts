import type { AppCore, AppModule } from '../../app-core';
import { walletAdminRoutes } from './wallet-admin.routes';
import { walletRoutes } from './wallet.routes';
import { createWalletRepository, ledgerFilterFields } from './wallet.repository';
import { createWalletService } from './wallet.service';

function walletService(core: AppCore) {
  const wallet = createWalletRepository(core.db);
  return createWalletService({
    wallet,
    totals: core.adminTotals.list('wallet', {
      fields: ledgerFilterFields,
      count: (filters) => wallet.totals(filters),
    }),
    audit: core.audit,
    clock: core.clock,
    forgetStudent: core.sessions.forget,
  });
}

/** The student's wallet and buying from it. */
export const walletModule: AppModule = async (app, core) => {
  await app.register(walletRoutes, {
    authenticator: core.authenticator,
    wallet: walletService(core),
  });
};

/** The admins' side of the wallets: a student's wallet, adjustments, the ledger. */
export const adminWalletModule: AppModule = async (app, core) => {
  await app.register(walletAdminRoutes, {
    authenticator: core.authenticator,
    wallet: walletService(core),
  });
};
