import type { AppModule } from '../../app-core';
import { resultsService } from '../results/results.module';
import { examTakingRoutes } from './exam-taking.routes';
import { createExamTakingService } from './exam-taking.service';
import { createStudentStateReads } from './student-state-reads';
import { createSubmissionsRepository } from './submissions.repository';
import { createSubmitBatcher } from './submit-batcher';

/** A student taking an exam: the exam page, drafts, the submit, the solution. */
export const examTakingModule: AppModule = async (app, core) => {
  const submissions = createSubmissionsRepository(core.db);
  const taking = createExamTakingService({
    exams: core.exams,
    kept: core.keptExams,
    states: createStudentStateReads(core.exams),
    submissions,
    submits: createSubmitBatcher(submissions),
    results: resultsService(core),
    cache: core.examPages,
    clock: core.clock,
    graceMs: core.graceMs,
  });
  await app.register(examTakingRoutes, { authenticator: core.authenticator, taking });
};
