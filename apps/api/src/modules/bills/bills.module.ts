import type { AppCore, AppModule } from '../../app-core';
import { createStudentsRepository } from '../students/students.repository';
import { billsRoutes } from './bills.routes';
import { billFilterFields, createBillsRepository } from './bills.repository';
import { createBillsService } from './bills.service';

export function billsService(core: AppCore) {
  const bills = createBillsRepository(core.db);
  return createBillsService({
    bills,
    totals: core.adminTotals.list('bills', {
      fields: billFilterFields,
      count: (filters) => bills.totals(filters),
    }),
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
