import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { analyticsQuery, analyticsSchema, apiPaths } from '@sabora/contract';
import { adminCallErrors } from '../../lib/route-errors';
import type { Authenticator } from '../../plugins/authenticate';
import { requirePermission } from '../../plugins/admin-permission';
import type { AnalyticsService } from './analytics.service';

interface Options {
  authenticator: Authenticator;
  analytics: AnalyticsService;
}

/** Growth, revenue and exam figures: the teacher's, not the assistants' ("Admin types"). */
export const analyticsRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { authenticator, analytics },
) => {
  app.addHook('onRequest', requirePermission(authenticator, 'analytics.view'));
  app.get(
    apiPaths.adminAnalytics,
    {
      schema: {
        tags: ['admin: analytics'],
        security: [{ bearer: [] }],
        querystring: analyticsQuery,
        response: { 200: analyticsSchema, ...adminCallErrors },
      },
    },
    async (request) => analytics.figures(request.query),
  );
};
