import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths, dashboardSchema } from '@sabora/contract';
import { adminCallErrors } from '../../lib/route-errors';
import type { Authenticator } from '../../plugins/authenticate';
import type { DashboardService } from './dashboard.service';

interface Options {
  authenticator: Authenticator;
  dashboard: DashboardService;
}

/** The admin home page, for every admin. */
export const dashboardRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { authenticator, dashboard },
) => {
  app.addHook('onRequest', authenticator.requireAdmin);
  app.get(
    apiPaths.adminDashboard,
    {
      schema: {
        tags: ['admin: dashboard'],
        security: [{ bearer: [] }],
        response: { 200: dashboardSchema, ...adminCallErrors },
      },
    },
    async (request) => dashboard.today(request.admin!.type),
  );
};
