import type { AppCore, AppModule } from '../../app-core';
import { createStudentsRepository } from '../students/students.repository';
import { callsRoutes } from './calls.routes';
import { callFilterFields, createCallsRepository } from './calls.repository';
import { createCallsService } from './calls.service';

export function callsService(core: AppCore) {
  const calls = createCallsRepository(core.db);
  return createCallsService({
    calls,
    totals: core.adminTotals.list('calls', {
      fields: callFilterFields,
      count: (filters, now) => calls.count(filters, now),
      // Time alone moves a call into "follow-up due" (and out of "not due").
      changesAt: async (filters, now) =>
        filters.followUpDue === undefined ? undefined : calls.nextFollowUp(now),
    }),
    students: createStudentsRepository(core.db),
    audit: core.audit,
    clock: core.clock,
  });
}

/** The admins' calls to students and their follow-ups. */
export const callsModule: AppModule = async (app, core) => {
  await app.register(callsRoutes, { authenticator: core.authenticator, calls: callsService(core) });
};
