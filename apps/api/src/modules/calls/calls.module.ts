import type { AppCore, AppModule } from '../../app-core';
import { createStudentsRepository } from '../students/students.repository';
import { callsRoutes } from './calls.routes';
import { createCallsRepository } from './calls.repository';
import { createCallsService } from './calls.service';

export function callsService(core: AppCore) {
  return createCallsService({
    calls: createCallsRepository(core.db),
    students: createStudentsRepository(core.db),
    audit: core.audit,
    clock: core.clock,
  });
}

/** The admins' calls to students and their follow-ups. */
export const callsModule: AppModule = async (app, core) => {
  await app.register(callsRoutes, { authenticator: core.authenticator, calls: callsService(core) });
};
