import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminSchema, apiErrorSchema, apiPaths } from '@sabora/contract';
import type { Authenticator } from '../../plugins/authenticate';
import { toAdminDto } from './admin-dto';

interface Options {
  authenticator: Authenticator;
}

export const adminSessionRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { authenticator },
) => {
  app.get(
    apiPaths.refreshAdmin,
    {
      preHandler: authenticator.requireAdmin,
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        response: { 200: adminSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => toAdminDto(request.admin!),
  );
};
