import type { AppModule } from '../../app-core';
import { billsService } from '../bills/bills.module';
import { callsService } from '../calls/calls.module';
import { createStudentCounts } from './student-counts';
import { createStudentsRepository } from './students.repository';
import { studentsRoutes } from './students.routes';
import { createStudentsService } from './students.service';

/** The admins' student management: the list, the export, a student's page and edits. */
export const studentsModule: AppModule = async (app, core) => {
  const repository = createStudentsRepository(core.db);
  const counts = await createStudentCounts({
    repository,
    clock: core.clock,
    ttlMs: core.env.STUDENT_CACHE_SECONDS * 1000,
    listen: core.listen,
  });
  app.addHook('onClose', async () => counts.close());
  const students = createStudentsService({
    repository,
    bills: billsService(core),
    calls: callsService(core),
    audit: core.audit,
    clock: core.clock,
    counts,
    // The totals of this process's own edits are forgotten at once, not on the announcement.
    forgetStudent(id) {
      core.sessions.forget(id);
      counts.forgetAll();
    },
  });
  await app.register(studentsRoutes, { authenticator: core.authenticator, students });
};
