import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  apiPaths,
  deletedResponse,
  examOverrideBody,
  examOverrideParams,
  examOverrideSchema,
  examOverridesQuery,
  examOverridesResponse,
  idParams,
} from '@sabora/contract';
import { adminCallErrors } from '../../lib/route-errors';
import type { Authenticator } from '../../plugins/authenticate';
import type { ExamOverridesService } from './exam-overrides.service';

interface Options {
  authenticator: Authenticator;
  overrides: ExamOverridesService;
}

/**
 * Per-student windows for every admin: an assistant handles a sick student's
 * make-up as readily as the teacher (decision 0155).
 */
export const examOverridesRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { authenticator, overrides },
) => {
  const common = { tags: ['admin: exams'], security: [{ bearer: [] }] };
  app.addHook('onRequest', authenticator.requireAdmin);

  app.get(
    apiPaths.adminExamOverrides,
    {
      schema: {
        ...common,
        description:
          "The students given a window of their own in this exam, the latest changed first, each with the window that results. `search` finds a student by name or phone (the student's or the parent's).",
        params: idParams,
        querystring: examOverridesQuery,
        response: { 200: examOverridesResponse, ...adminCallErrors },
      },
    },
    async (request) => overrides.page(request.params.id, request.query),
  );

  app.put(
    apiPaths.adminExamOverride,
    {
      schema: {
        ...common,
        description:
          "Gives the student a window of their own in a timed exam, replacing any they had: `extraMinutes` lengthen the end, a `startTime` or `endTime` replaces the exam's. 422 for an untimed exam or a window that would end before it starts; 409 for a student who already submitted.",
        params: examOverrideParams,
        body: examOverrideBody,
        response: { 200: examOverrideSchema, ...adminCallErrors, 409: apiErrorSchema },
      },
    },
    async (request) =>
      overrides.put(request.admin!, request.params.id, request.params.userId, request.body),
  );

  app.delete(
    apiPaths.adminExamOverride,
    {
      schema: {
        ...common,
        description: "Takes the student's own window away: the exam's times apply to them again.",
        params: examOverrideParams,
        response: { 200: deletedResponse, ...adminCallErrors },
      },
    },
    async (request) => overrides.remove(request.admin!, request.params.id, request.params.userId),
  );
};
