import type { AppModule } from '../../app-core';
import { createDeviceRequestAsk } from '../device-requests/device-request-ask';
import { createDeviceRequestsRepository } from '../device-requests/device-requests.repository';
import { createAccountGuard } from './account-guard';
import { authRoutes } from './auth.routes';
import { createAuthService } from './auth.service';
import { createPasswordGate } from './password-gate';

/** Sign-up and sign-in for students and admins, and a blocked student's device-change request. */
export const authModule: AppModule = async (app, core) => {
  const { signInLimits } = core;
  // One guard and one gate for every call that checks a student's password.
  const guard = createAccountGuard(signInLimits.perAccount, core.limitStore);
  const gate = createPasswordGate(signInLimits.passwordChecks);
  const deviceRequests = createDeviceRequestAsk({
    guard,
    gate,
    users: core.studentAccounts,
    repository: createDeviceRequestsRepository(core.db),
    audit: core.audit,
    clock: core.clock,
  });
  const auth = createAuthService({
    guard,
    gate,
    users: core.studentAccounts,
    admins: core.adminSessions,
    tokens: core.tokens,
    clock: core.clock,
    deviceRequests,
  });
  await app.register(authRoutes, { auth, deviceRequests, limits: signInLimits.perIp });
};
