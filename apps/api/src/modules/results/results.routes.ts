import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  apiPaths,
  idParams,
  resultsPageQuery,
  userResultResponse,
  userResultsResponse,
} from '@sabora/contract';
import type { Authenticator } from '../../plugins/authenticate';
import type { ResultsService } from './results.service';

interface Options {
  authenticator: Authenticator;
  results: ResultsService;
}

const errors = {
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  422: apiErrorSchema,
};

/** A student's own results (the profile's exams-results pages). */
export const resultsRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { authenticator, results },
) => {
  const common = { tags: ['user: results'], security: [{ bearer: [] }] };

  app.get(
    apiPaths.userResults,
    {
      onRequest: authenticator.requireStudent,
      schema: {
        ...common,
        description:
          'Newest first. score and totalScore are null (revealed false) while the exam still takes answers.',
        querystring: resultsPageQuery,
        response: { 200: userResultsResponse, ...errors },
      },
    },
    async (request) => results.studentResults(request.student!, request.query),
  );

  app.get(
    apiPaths.userResult,
    {
      onRequest: authenticator.requireStudent,
      schema: {
        ...common,
        description:
          '{result} or, while the exam still takes answers, {earlyResult}. Another student’s result answers 404.',
        params: idParams,
        response: { 200: userResultResponse, ...errors },
      },
    },
    async (request) => results.studentResult(request.student!, request.params.id),
  );
};
