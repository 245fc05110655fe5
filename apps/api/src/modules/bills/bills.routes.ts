import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiPaths,
  billBody,
  billSchema,
  billsExportQuery,
  billsQuery,
  billsResponse,
  deletedResponse,
  idParams,
  userBillsResponse,
} from '@sabora/contract';
import { exportRoute } from '../../lib/export/export-route';
import { adminCallErrors } from '../../lib/route-errors';
import type { Authenticator } from '../../plugins/authenticate';
import { requirePermission } from '../../plugins/admin-permission';
import type { BillsService } from './bills.service';

interface Options {
  authenticator: Authenticator;
  bills: BillsService;
}

export const billsRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { authenticator, bills },
) => {
  const common = { tags: ['admin: bills'], security: [{ bearer: [] }] };

  app.get(
    apiPaths.adminUserBills,
    {
      onRequest: authenticator.requireAdmin,
      schema: {
        ...common,
        params: idParams,
        response: { 200: userBillsResponse, ...adminCallErrors },
      },
    },
    async (request) => ({ bills: await bills.forStudent(request.params.id) }),
  );

  app.post(
    apiPaths.adminUserBills,
    {
      onRequest: authenticator.requireAdmin,
      schema: {
        ...common,
        params: idParams,
        body: billBody,
        response: { 200: billSchema, ...adminCallErrors },
      },
    },
    async (request) => bills.create(request.admin!, request.params.id, request.body),
  );

  app.get(
    apiPaths.adminBills,
    {
      onRequest: authenticator.requireAdmin,
      schema: {
        ...common,
        querystring: billsQuery,
        response: { 200: billsResponse, ...adminCallErrors },
      },
    },
    async (request) => bills.page(request.query, request.admin!.type),
  );

  exportRoute(app, {
    path: apiPaths.adminBillsExport,
    onRequest: requirePermission(authenticator, 'bills.export'),
    common,
    description:
      'Main admin only (a total is one sum away). Every bill the list’s filters match, newest first, as CSV (UTF-8 with BOM) or XLSX (right-to-left), streamed.',
    querystring: billsExportQuery,
    sheet: (query) => bills.exportSheet(query),
  });

  // Main admins only: an assistant who takes a payment must not be able to erase it.
  app.delete(
    apiPaths.adminBillById,
    {
      onRequest: requirePermission(authenticator, 'bills.delete'),
      schema: {
        ...common,
        params: idParams,
        response: { 200: deletedResponse, ...adminCallErrors },
      },
    },
    async (request) => bills.remove(request.admin!, request.params.id),
  );
};
