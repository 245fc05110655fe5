import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  apiPaths,
  convertUploadBody,
  convertUploadResponse,
  uploadUrlQuery,
  uploadUrlResponse,
} from '@sabora/contract';
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

  app.post(
    apiPaths.convertUpload,
    {
      onRequest: authenticator.requireAdmin,
      schema: {
        tags: ['shared'],
        security: [{ bearer: [] }],
        description:
          'After the PUT of a photo to a `get-s3-url` link: with the s3 driver the API fetches it ' +
          'from the bucket, refuses (and deletes) a broken one, and writes its AVIF and WebP ' +
          'variants beside it before answering; with the local driver the upload already made ' +
          'them. Call it after every image PUT.',
        body: convertUploadBody,
        response: {
          200: convertUploadResponse,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          413: apiErrorSchema,
          415: apiErrorSchema,
          422: apiErrorSchema,
        },
      },
    },
    async (request) => uploads.convertUpload(request.body),
  );
};
