import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  apiPaths,
  frozenAccountError,
  heartbeatBody,
  idParams,
  studentProgressResponse,
  videoProgressSchema,
  viewsExhaustedError,
} from '@sabora/contract';
import type { Authenticator } from '../../plugins/authenticate';
import { viewerOf } from '../student-account/viewer';
import type { WatchingService } from './watching.service';

interface Options {
  authenticator: Authenticator;
  watching: WatchingService;
}

export const watchingRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { authenticator, watching },
) => {
  const common = { tags: ['user'], security: [{ bearer: [] }] };
  app.addHook('onRequest', authenticator.requireStudent);

  app.post(
    apiPaths.userVideoProgress,
    {
      schema: {
        ...common,
        description:
          "The player's heartbeat, every ~20 s of playback and on leaving (decision 0163): folded into the student's progress by the server's clock, in batches (decision 0168). Answers the progress after this beat. 403 as the video page: {message, phone, fatherPhone} for a frozen account, {message} without access or before the previous exam, {message, code: 'views-exhausted', maxViews} when the views ran out and this sitting holds none.",
        params: idParams,
        body: heartbeatBody,
        response: {
          200: videoProgressSchema,
          401: apiErrorSchema,
          403: z.union([viewsExhaustedError, frozenAccountError, apiErrorSchema]),
          404: apiErrorSchema,
          422: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const outcome = await watching.heartbeat(
        request.student!,
        viewerOf(request),
        request.params.id,
        request.body,
      );
      return reply.code(outcome.status).send(outcome.body);
    },
  );

  app.get(
    apiPaths.userProgress,
    {
      schema: {
        ...common,
        description:
          "The student's progress: every video they started that they can still see, and each of their courses over the videos they can see in it (watched: at least 90% covered; coverage: the mean share).",
        response: { 200: studentProgressResponse, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => watching.ofStudent(request.student!, viewerOf(request)),
  );
};
