import type { AppCore, AppModule } from '../../app-core';
import { createStudentsRepository } from '../students/students.repository';
import { billsRoutes } from './bills.routes';
import { createBillsRepository } from './bills.repository';
import { createBillsService } from './bills.service';

export function billsService(core: AppCore) {
  return createBillsService({
    bills: createBillsRepository(core.db),
    students: createStudentsRepository(core.db),
    audit: core.audit,
    clock: core.clock,
    forgetStudent: core.sessions.forget,
  });
}

/** The students' bills, as the admins record them. */
export const billsModule: AppModule = async (app, core) => {
  await app.register(billsRoutes, { authenticator: core.authenticator, bills: billsService(core) });
};
