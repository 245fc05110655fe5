import type { AppModule } from '../../app-core';
import { createCodeBatchesService } from './code-batches.service';
import { codeBatchesRoutes } from './codes.routes';
import { createCodesRepository } from './codes.repository';
import { createRedeemGuard } from './redeem-limits';
import { redeemRoutes } from './redeem.routes';
import { createRedeemService } from './redeem.service';

/** Recharge codes: printed in batches by the admins, redeemed into a wallet by students. */
export const codesModule: AppModule = async (app, core) => {
  const codes = createCodesRepository(core.db);
  const { authenticator, clock, codeSecret } = core;
  await app.register(redeemRoutes, {
    authenticator,
    redeem: createRedeemService({
      codes,
      guard: createRedeemGuard(core.redeemLimits, core.limitStore),
      clock,
      codeSecret,
      forgetStudent: core.sessions.forget,
    }),
  });
  await app.register(codeBatchesRoutes, {
    authenticator,
    batches: createCodeBatchesService({ codes, audit: core.audit, clock, codeSecret }),
  });
};
