import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, apiPaths, userSchema } from '@sabora/contract';
import type { Clock } from '../../lib/clock';
import type { Authenticator } from '../../plugins/authenticate';
import { toUserDto } from './user-dto';

interface Options {
  authenticator: Authenticator;
  clock: Clock;
}

export const studentAccountRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { authenticator, clock },
) => {
  app.get(
    apiPaths.refreshUser,
    {
      preHandler: authenticator.requireStudent,
      schema: {
        tags: ['user'],
        security: [{ bearer: [] }],
        response: { 200: userSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => {
      return toUserDto(request.student!, [...request.studentAccess], clock.now());
    },
  );
};
