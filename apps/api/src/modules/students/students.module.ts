import type { AppModule } from '../../app-core';
import { billsService } from '../bills/bills.module';
import { callsService } from '../calls/calls.module';
import { createStudentsRepository } from './students.repository';
import { studentsRoutes } from './students.routes';
import { createStudentsService } from './students.service';

/** The admins' student management: the list, the export, a student's page and edits. */
export const studentsModule: AppModule = async (app, core) => {
  const students = createStudentsService({
    repository: createStudentsRepository(core.db),
    bills: billsService(core),
    calls: callsService(core),
    audit: core.audit,
    clock: core.clock,
    forgetStudent: core.sessions.forget,
  });
  await app.register(studentsRoutes, { authenticator: core.authenticator, students });
};
