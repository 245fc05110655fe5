import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, apiPaths, catalogueListBody, coursesResponse } from '@sabora/contract';
import type { Authenticator } from '../../plugins/authenticate';
import { sendEncoded } from '../catalogue/encoded-lists';
import { viewerOf } from '../student-account/viewer';
import type { CoursesService } from './courses.service';

interface Options {
  authenticator: Authenticator;
  courses: CoursesService;
}

export const coursesRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { authenticator, courses },
) => {
  app.post(
    apiPaths.sharedCourses,
    {
      onRequest: authenticator.identify,
      schema: {
        tags: ['shared'],
        description:
          'The courses the caller may see, by level then release date. Open to visitors; `all` changes nothing, since the visibility rule already honours showHidden and admins see everything.',
        security: [{}, { bearer: [] }],
        body: catalogueListBody,
        response: { 200: coursesResponse, 401: apiErrorSchema, 422: apiErrorSchema },
      },
    },
    async (request, reply) => sendEncoded(request, reply, await courses.listFor(viewerOf(request))),
  );
};
