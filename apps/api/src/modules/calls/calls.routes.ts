import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiPaths,
  callBody,
  callSchema,
  callsExportQuery,
  callsQuery,
  callsResponse,
  idParams,
  userCallsResponse,
} from '@sabora/contract';
import { exportRoute } from '../../lib/export/export-route';
import { adminCallErrors } from '../../lib/route-errors';
import { requirePermission } from '../../plugins/admin-permission';
import type { Authenticator } from '../../plugins/authenticate';
import type { CallsService } from './calls.service';

interface Options {
  authenticator: Authenticator;
  calls: CallsService;
}

/** Support calls, for every admin: assistants log the calls they answer. */
export const callsRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { authenticator, calls },
) => {
  const common = { tags: ['admin: calls'], security: [{ bearer: [] }] };
  app.addHook('onRequest', authenticator.requireAdmin);

  app.get(
    apiPaths.adminUserCalls,
    {
      schema: {
        ...common,
        params: idParams,
        response: { 200: userCallsResponse, ...adminCallErrors },
      },
    },
    async (request) => ({ calls: await calls.forStudent(request.params.id) }),
  );

  app.post(
    apiPaths.adminUserCalls,
    {
      schema: {
        ...common,
        params: idParams,
        body: callBody,
        response: { 200: callSchema, ...adminCallErrors },
      },
    },
    async (request) => calls.create(request.admin!, request.params.id, request.body),
  );

  app.get(
    apiPaths.adminCalls,
    {
      schema: {
        ...common,
        querystring: callsQuery,
        response: { 200: callsResponse, ...adminCallErrors },
      },
    },
    async (request) => calls.page(request.query),
  );

  exportRoute(app, {
    path: apiPaths.adminCallsExport,
    onRequest: requirePermission(authenticator, 'calls.export'),
    common,
    description:
      'Every call the list’s filters match, in the list’s order, as CSV (UTF-8 with BOM) or XLSX (right-to-left), streamed.',
    querystring: callsExportQuery,
    sheet: (query) => calls.exportSheet(query),
  });
};
