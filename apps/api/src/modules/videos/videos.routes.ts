import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  apiPaths,
  catalogueListBody,
  idParams,
  listedVideosResponse,
  viewsExhaustedError,
  watchVideoForbidden,
  watchVideoResponse,
} from '@sabora/contract';
import type { Authenticator } from '../../plugins/authenticate';
import { sendEncoded } from '../catalogue/encoded-lists';
import { viewerOf } from '../student-account/viewer';
import type { VideoViewingService } from './video-viewing.service';

interface Options {
  authenticator: Authenticator;
  viewing: VideoViewingService;
}

export const videosRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { authenticator, viewing },
) => {
  app.post(
    apiPaths.sharedVideos,
    {
      onRequest: authenticator.identify,
      schema: {
        tags: ['shared'],
        description:
          'The videos the caller may see, in release order. Open to visitors. Only admins get `url` and section urls; students get them from the video call. `all` changes nothing.',
        security: [{}, { bearer: [] }],
        body: catalogueListBody,
        response: { 200: listedVideosResponse, 401: apiErrorSchema, 422: apiErrorSchema },
      },
    },
    async (request, reply) => sendEncoded(request, reply, await viewing.listFor(viewerOf(request))),
  );

  app.get(
    apiPaths.userVideo,
    {
      onRequest: authenticator.requireStudent,
      schema: {
        tags: ['user'],
        description:
          "200 {video, exam, pdf} or {prevExam}; 403 {message, phone, fatherPhone} for a frozen account, {message, courses, expired} without access (expired: the ids of those courses whose access the student had and lost, to renew rather than buy), {message, code: 'views-exhausted', maxViews} when the student has no views left of a limited video (decision 0163). `progress`: where the student stopped, on any device, and the views left.",
        security: [{ bearer: [] }],
        params: idParams,
        response: {
          200: watchVideoResponse,
          401: apiErrorSchema,
          // Views exhausted first: the catch-all error schema would drop its fields.
          403: z.union([viewsExhaustedError, watchVideoForbidden]),
          404: apiErrorSchema,
          422: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const outcome = await viewing.watch(request.student!, viewerOf(request), request.params.id);
      return reply.code(outcome.status).send(outcome.body);
    },
  );
};
