import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, apiPaths, uploadUrlQuery, uploadUrlResponse } from '@sabora/contract';
import type { Authenticator } from '../../plugins/authenticate';
import type { UploadsService } from './uploads.service';

interface Options {
  authenticator: Authenticator;
  uploads: UploadsService;
}

export const uploadRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { authenticator, uploads },
) => {
  app.get(
    apiPaths.getUploadUrl,
    {
      // Before validation: a stranger learns nothing about what a good query looks like.
      preValidation: authenticator.requireAdmin,
      schema: {
        tags: ['shared'],
        security: [{ bearer: [] }],
        querystring: uploadUrlQuery,
        response: {
          200: uploadUrlResponse,
          401: apiErrorSchema,
          403: apiErrorSchema,
          422: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      // Each answer is a fresh, short-lived signature.
      reply.header('cache-control', 'no-store');
      return uploads.requestUpload(request.query);
    },
  );
};
