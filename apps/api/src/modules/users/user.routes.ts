import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, apiPaths, userSchema } from '@sabora/contract';
import type { Authenticator } from '../../plugins/authenticate';
import { toUserDto } from './user-dto';
import type { UsersRepository } from './users.repository';

interface Options {
  authenticator: Authenticator;
  users: UsersRepository;
}

export const userRoutes: FastifyPluginAsyncZod<Options> = async (app, { authenticator, users }) => {
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
      const student = request.student!;
      return toUserDto(student, await users.courseIdsOf(student.id));
    },
  );
};
