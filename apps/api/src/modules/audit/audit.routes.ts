import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths, auditQuery, auditResponse } from '@sabora/contract';
import { adminCallErrors } from '../../lib/route-errors';
import type { Authenticator } from '../../plugins/authenticate';
import { requirePermission } from '../../plugins/admin-permission';
import type { AuditService } from './audit.service';

interface Options {
  authenticator: Authenticator;
  audit: AuditService;
}

/** The audit trail: main admins only, since it shows every admin's work. */
export const auditRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { authenticator, audit },
) => {
  app.addHook('onRequest', requirePermission(authenticator, 'audit.view'));
  app.get(
    apiPaths.adminAudit,
    {
      schema: {
        tags: ['admin: audit'],
        security: [{ bearer: [] }],
        querystring: auditQuery,
        response: { 200: auditResponse, ...adminCallErrors },
      },
    },
    async (request) => audit.page(request.query),
  );
};
