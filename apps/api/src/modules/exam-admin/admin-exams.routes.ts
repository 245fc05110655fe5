import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminExamPageSchema,
  adminExamsQuery,
  adminExamsResponse,
  apiPaths,
  deletedResponse,
  examRequest,
  examPatchRequest,
  examSolutionResponse,
  idParams,
} from '@sabora/contract';
import { adminCallErrors } from '../../lib/route-errors';
import type { Authenticator } from '../../plugins/authenticate';
import { requirePermission } from '../../plugins/admin-permission';
import type { AdminExamsService } from './admin-exams.service';

interface Options {
  authenticator: Authenticator;
  exams: AdminExamsService;
}

export const adminExamsRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { authenticator, exams },
) => {
  const common = { tags: ['admin: exams'], security: [{ bearer: [] }] };
  // Checked before the body is validated: a stranger learns nothing about the forms.
  app.addHook('onRequest', authenticator.requireAdmin);

  app.get(
    apiPaths.adminExams,
    {
      schema: {
        ...common,
        querystring: adminExamsQuery,
        response: { 200: adminExamsResponse, ...adminCallErrors },
      },
    },
    async (request) => exams.page(request.query),
  );

  app.post(
    apiPaths.adminExams,
    {
      schema: {
        ...common,
        body: examRequest,
        response: { 200: adminExamPageSchema, ...adminCallErrors },
      },
    },
    async (request) => exams.create(request.admin!, request.body),
  );

  app.get(
    apiPaths.adminExamById,
    {
      schema: {
        ...common,
        description: 'The exam and its questions with the correct options: {exam, questions}.',
        params: idParams,
        response: { 200: adminExamPageSchema, ...adminCallErrors },
      },
    },
    async (request) => exams.get(request.params.id),
  );

  app.patch(
    apiPaths.adminExamById,
    {
      schema: {
        ...common,
        params: idParams,
        body: examPatchRequest,
        response: { 200: adminExamPageSchema, ...adminCallErrors },
      },
    },
    async (request) => exams.update(request.admin!, request.params.id, request.body),
  );

  app.delete(
    apiPaths.adminExamById,
    {
      onRequest: requirePermission(authenticator, 'exams.delete'),
      schema: {
        ...common,
        params: idParams,
        response: { 200: deletedResponse, ...adminCallErrors },
      },
    },
    async (request) => exams.remove(request.admin!, request.params.id),
  );

  app.get(
    apiPaths.adminExamSolution,
    {
      schema: {
        ...common,
        params: idParams,
        response: { 200: examSolutionResponse, ...adminCallErrors },
      },
    },
    async (request) => exams.solution(request.params.id),
  );
};
