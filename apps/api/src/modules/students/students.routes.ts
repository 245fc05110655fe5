import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminUserPageSchema,
  adminUserPatchBody,
  adminUserSchema,
  adminUsersExportQuery,
  adminUsersQuery,
  adminUsersResponse,
  apiPaths,
  deletedResponse,
  idParams,
} from '@sabora/contract';
import { adminCallErrors } from '../../lib/route-errors';
import type { Authenticator } from '../../plugins/authenticate';
import { requirePermission } from '../../plugins/admin-permission';
import { exportRoute } from '../../lib/export/export-route';
import type { StudentsService } from './students.service';

interface Options {
  authenticator: Authenticator;
  students: StudentsService;
}

/** Students, for every admin: assistants find, fix and unlock accounts all day. */
export const studentsRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { authenticator, students },
) => {
  const common = { tags: ['admin: students'], security: [{ bearer: [] }] };
  app.addHook('onRequest', authenticator.requireAdmin);

  app.get(
    apiPaths.adminUsers,
    {
      schema: {
        ...common,
        querystring: adminUsersQuery,
        response: { 200: adminUsersResponse, ...adminCallErrors },
      },
    },
    async (request) => students.page(request.query),
  );

  exportRoute(app, {
    path: apiPaths.adminUsersExport,
    onRequest: requirePermission(authenticator, 'students.export'),
    common,
    description:
      'Every matching student as a CSV (UTF-8 with BOM) or XLSX (right-to-left) file with Arabic headers, streamed.',
    querystring: adminUsersExportQuery,
    sheet: (query) => students.exportSheet(query),
  });

  app.get(
    apiPaths.adminUserById,
    {
      schema: {
        ...common,
        params: idParams,
        response: { 200: adminUserPageSchema, ...adminCallErrors },
      },
    },
    async (request) => students.studentPage(request.params.id),
  );

  app.patch(
    apiPaths.adminUserById,
    {
      schema: {
        ...common,
        params: idParams,
        body: adminUserPatchBody,
        response: { 200: adminUserSchema, ...adminCallErrors },
      },
    },
    async (request) => students.update(request.admin!, request.params.id, request.body),
  );

  app.post(
    apiPaths.adminUserResetDevice,
    {
      schema: {
        ...common,
        params: idParams,
        response: { 200: adminUserSchema, ...adminCallErrors },
      },
    },
    async (request) => students.resetDevice(request.admin!, request.params.id),
  );

  app.delete(
    apiPaths.adminUserById,
    {
      onRequest: requirePermission(authenticator, 'students.delete'),
      schema: {
        ...common,
        params: idParams,
        response: { 200: deletedResponse, ...adminCallErrors },
      },
    },
    async (request) => students.remove(request.admin!, request.params.id),
  );
};
