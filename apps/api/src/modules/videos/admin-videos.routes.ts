import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminVideoPageSchema,
  adminVideoSchema,
  adminVideosQuery,
  adminVideosResponse,
  apiPaths,
  deletedResponse,
  idParams,
  videoBody,
  videoPatchBody,
} from '@sabora/contract';
import { adminCallErrors } from '../../lib/route-errors';
import type { Authenticator } from '../../plugins/authenticate';
import { requirePermission } from '../../plugins/admin-permission';
import type { VideosService } from './videos.service';

interface Options {
  authenticator: Authenticator;
  videos: VideosService;
}

export const adminVideosRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { authenticator, videos },
) => {
  const common = { tags: ['admin: videos'], security: [{ bearer: [] }] };
  // Checked before the body is validated: a stranger learns nothing about the forms.
  app.addHook('onRequest', authenticator.requireAdmin);

  app.get(
    apiPaths.adminVideos,
    {
      schema: {
        ...common,
        querystring: adminVideosQuery,
        response: { 200: adminVideosResponse, ...adminCallErrors },
      },
    },
    async (request) => videos.page(request.query),
  );

  app.post(
    apiPaths.adminVideo,
    {
      schema: {
        ...common,
        body: videoBody,
        response: { 200: adminVideoSchema, ...adminCallErrors },
      },
    },
    async (request) => videos.create(request.admin!, request.body),
  );

  app.get(
    apiPaths.adminVideoById,
    {
      schema: {
        ...common,
        description: 'The video page for an admin: {video, exam, pdf}, video with everything.',
        params: idParams,
        response: { 200: adminVideoPageSchema, ...adminCallErrors },
      },
    },
    async (request) => videos.adminPage(request.params.id),
  );

  app.patch(
    apiPaths.adminVideoById,
    {
      schema: {
        ...common,
        params: idParams,
        body: videoPatchBody,
        response: { 200: adminVideoSchema, ...adminCallErrors },
      },
    },
    async (request) => videos.update(request.admin!, request.params.id, request.body),
  );

  app.delete(
    apiPaths.adminVideoById,
    {
      onRequest: requirePermission(authenticator, 'videos.delete'),
      schema: {
        ...common,
        params: idParams,
        response: { 200: deletedResponse, ...adminCallErrors },
      },
    },
    async (request) => videos.remove(request.admin!, request.params.id),
  );
};
