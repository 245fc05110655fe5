import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths, idParams, regradeBody, regradeResponse } from '@sabora/contract';
import { adminCallErrors } from '../../lib/route-errors';
import type { Authenticator } from '../../plugins/authenticate';
import { requirePermission } from '../../plugins/admin-permission';
import type { ExamRegradeService } from './exam-regrade.service';

interface Options {
  authenticator: Authenticator;
  regrade: ExamRegradeService;
}

export const examRegradeRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { authenticator, regrade },
) => {
  app.post(
    apiPaths.adminExamRegrade,
    {
      // Checked before the body is validated: a stranger learns nothing about the form.
      onRequest: requirePermission(authenticator, 'exams.regrade'),
      schema: {
        tags: ['admin: exams'],
        security: [{ bearer: [] }],
        description:
          "Grades every stored result of the exam again against today's key and scores. " +
          'A result keeps the questions it was given; an answer whose question was deleted ' +
          'leaves it. `dryRun` (the default) lists the results whose score or full score ' +
          'would change, before and after, writing nothing; `dryRun: false` writes them all ' +
          'in one transaction with an `exam.regrade` audit entry. Main admins only.',
        params: idParams,
        body: regradeBody,
        response: { 200: regradeResponse, ...adminCallErrors },
      },
    },
    async (request) => regrade.regrade(request.admin!, request.params.id, request.body.dryRun),
  );
};
