import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminExamResultsResponse,
  adminResultDetailSchema,
  adminResultsResponse,
  apiPaths,
  deletedResponse,
  examResultsExportQuery,
  examResultsQuery,
  examStatsSchema,
  idParams,
  nonSolversResponse,
  resultsPageQuery,
} from '@sabora/contract';
import { exportFileSchema } from '../../lib/export/export-file';
import { sendSheet } from '../../lib/export/sheet-stream';
import { adminCallErrors } from '../../lib/route-errors';
import type { Authenticator } from '../../plugins/authenticate';
import { requirePermission } from '../../plugins/admin-permission';
import type { ResultsService } from './results.service';

interface Options {
  authenticator: Authenticator;
  results: ResultsService;
}

/**
 * Results for admins. A secondary admin may see who has not solved an exam
 * and one student's results, but not an exam's result list or statistics.
 */
export const adminResultsRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { authenticator, results },
) => {
  const common = { tags: ['admin: results'], security: [{ bearer: [] }] };
  const anyAdmin = authenticator.requireAdmin;
  const mainAdmin = requirePermission(authenticator, 'results.view');

  app.get(
    apiPaths.adminExamResults,
    {
      onRequest: mainAdmin,
      schema: {
        ...common,
        description:
          'Main admin only. The exam’s results, best score first; `search` keeps those of the students whose name or own or parent’s phone holds it.',
        params: idParams,
        querystring: examResultsQuery,
        response: { 200: adminExamResultsResponse, ...adminCallErrors },
      },
    },
    async (request) => results.examResults(request.params.id, request.query),
  );

  app.get(
    apiPaths.adminExamStats,
    {
      onRequest: mainAdmin,
      schema: {
        ...common,
        description:
          'Main admin only. Computed from the stored results (agrees with the results list): count, average, median, max, SD, reliability (KR-20 / Cronbach’s alpha; null for a draw or too few results), the distribution, and per question its ratings, facility, point-biserial discrimination, how many were given it, and each option’s picks, share and misleading flag (strongest 27% pick it more than the weakest).',
        params: idParams,
        response: { 200: examStatsSchema, ...adminCallErrors },
      },
    },
    async (request) => results.stats(request.params.id),
  );

  app.get(
    apiPaths.adminExamResultsExport,
    {
      onRequest: requirePermission(authenticator, 'results.export'),
      schema: {
        ...common,
        description:
          'Main admin only. The exam’s results, best first (of the students `search` finds, as the list), as CSV (UTF-8 with BOM) or XLSX (right-to-left), streamed: name, phones, governorate, score, full score, percent, time and each question’s mark (blank where a draw did not give the student that question).',
        params: idParams,
        querystring: examResultsExportQuery,
        response: { 200: exportFileSchema, ...adminCallErrors },
      },
    },
    async (request, reply) =>
      sendSheet(
        reply,
        request.query.format,
        await results.exportSheet(request.params.id, request.query.search),
      ),
  );

  app.get(
    apiPaths.adminExamNonSolvers,
    {
      onRequest: anyAdmin,
      schema: {
        ...common,
        description: 'Students who may take the exam and have no result, by name.',
        params: idParams,
        querystring: resultsPageQuery,
        response: { 200: nonSolversResponse, ...adminCallErrors },
      },
    },
    async (request) => results.nonSolvers(request.params.id, request.query),
  );

  app.get(
    apiPaths.adminUserResults,
    {
      onRequest: anyAdmin,
      schema: {
        ...common,
        description: 'One student’s results, newest first.',
        params: idParams,
        querystring: resultsPageQuery,
        response: { 200: adminResultsResponse, ...adminCallErrors },
      },
    },
    async (request) => results.studentResultsForAdmin(request.params.id, request.query),
  );

  app.get(
    apiPaths.adminResult,
    {
      onRequest: anyAdmin,
      schema: {
        ...common,
        params: idParams,
        response: { 200: adminResultDetailSchema, ...adminCallErrors },
      },
    },
    async (request) => results.adminResult(request.params.id),
  );

  app.delete(
    apiPaths.adminResult,
    {
      onRequest: requirePermission(authenticator, 'results.delete'),
      schema: {
        ...common,
        description: 'The student may then take the exam again while it is open.',
        params: idParams,
        response: { 200: deletedResponse, ...adminCallErrors },
      },
    },
    async (request) => results.remove(request.admin!, request.params.id),
  );
};
