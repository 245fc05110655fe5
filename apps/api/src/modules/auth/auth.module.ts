import type { AppModule } from '../../app-core';
import { createAccountGuard } from './account-guard';
import { authRoutes } from './auth.routes';
import { createAuthService } from './auth.service';
import { createPasswordGate } from './password-gate';

/** Sign-up and sign-in for students and admins. */
export const authModule: AppModule = async (app, core) => {
  const { signInLimits } = core;
  const auth = createAuthService({
    guard: createAccountGuard(signInLimits.perAccount, core.limitStore),
    gate: createPasswordGate(signInLimits.passwordChecks),
    users: core.studentAccounts,
    admins: core.adminSessions,
    tokens: core.tokens,
    clock: core.clock,
  });
  await app.register(authRoutes, { auth, limits: signInLimits.perIp });
};
