import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminCreateBody,
  adminPasswordBody,
  adminPasswordResponse,
  adminPatchBody,
  adminSchema,
  adminsResponse,
  apiErrorSchema,
  apiPaths,
  deletedResponse,
  idParams,
} from '@sabora/contract';
import { adminCallErrors } from '../../lib/route-errors';
import type { Authenticator } from '../../plugins/authenticate';
import { requirePermission } from '../../plugins/admin-permission';
import type { AdminAccountsService } from './admin-accounts.service';

interface Options {
  authenticator: Authenticator;
  accounts: AdminAccountsService;
}

const errors = { ...adminCallErrors, 409: apiErrorSchema };

/** Admins managing admins: main admins only ("Admin types" in design.md). */
export const adminAccountsRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { authenticator, accounts },
) => {
  const common = { tags: ['admin: admins'], security: [{ bearer: [] }] };
  app.addHook('onRequest', requirePermission(authenticator, 'admins.manage'));

  app.get(
    apiPaths.adminAdmins,
    { schema: { ...common, response: { 200: adminsResponse, ...errors } } },
    async () => accounts.list(),
  );

  app.post(
    apiPaths.adminAdmins,
    { schema: { ...common, body: adminCreateBody, response: { 200: adminSchema, ...errors } } },
    async (request) => accounts.create(request.admin!, request.body),
  );

  app.get(
    apiPaths.adminAdminById,
    { schema: { ...common, params: idParams, response: { 200: adminSchema, ...errors } } },
    async (request) => accounts.get(request.params.id),
  );

  app.patch(
    apiPaths.adminAdminById,
    {
      schema: {
        ...common,
        params: idParams,
        body: adminPatchBody,
        response: { 200: adminSchema, ...errors },
      },
    },
    async (request) => accounts.update(request.admin!, request.params.id, request.body),
  );

  app.put(
    apiPaths.adminAdminPassword,
    {
      schema: {
        ...common,
        params: idParams,
        body: adminPasswordBody,
        response: { 200: adminPasswordResponse, ...errors },
      },
    },
    async (request) =>
      accounts.changePassword(request.admin!, request.params.id, request.body.password),
  );

  app.delete(
    apiPaths.adminAdminById,
    { schema: { ...common, params: idParams, response: { 200: deletedResponse, ...errors } } },
    async (request) => accounts.remove(request.admin!, request.params.id),
  );
};
