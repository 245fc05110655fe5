import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminCoursesQuery,
  adminCoursesResponse,
  apiPaths,
  courseBody,
  coursePatchBody,
  courseSchema,
  deletedResponse,
  idParams,
} from '@sabora/contract';
import { adminCallErrors } from '../../lib/route-errors';
import type { Authenticator } from '../../plugins/authenticate';
import { requirePermission } from '../../plugins/admin-permission';
import type { CoursesService } from './courses.service';

interface Options {
  authenticator: Authenticator;
  courses: CoursesService;
}

export const adminCoursesRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { authenticator, courses },
) => {
  const common = { tags: ['admin: courses'], security: [{ bearer: [] }] };
  // Checked before the body is validated: a stranger learns nothing about the forms.
  app.addHook('onRequest', authenticator.requireAdmin);

  app.get(
    apiPaths.adminCourses,
    {
      schema: {
        ...common,
        querystring: adminCoursesQuery,
        response: { 200: adminCoursesResponse, ...adminCallErrors },
      },
    },
    async (request) => courses.page(request.query),
  );

  app.post(
    apiPaths.adminCourse,
    {
      schema: { ...common, body: courseBody, response: { 200: courseSchema, ...adminCallErrors } },
    },
    async (request) => courses.create(request.admin!, request.body),
  );

  app.get(
    apiPaths.adminCourseById,
    {
      schema: { ...common, params: idParams, response: { 200: courseSchema, ...adminCallErrors } },
    },
    async (request) => courses.get(request.params.id),
  );

  app.patch(
    apiPaths.adminCourseById,
    {
      schema: {
        ...common,
        params: idParams,
        body: coursePatchBody,
        response: { 200: courseSchema, ...adminCallErrors },
      },
    },
    async (request) => courses.update(request.admin!, request.params.id, request.body),
  );

  app.delete(
    apiPaths.adminCourseById,
    {
      onRequest: requirePermission(authenticator, 'courses.delete'),
      schema: {
        ...common,
        params: idParams,
        response: { 200: deletedResponse, ...adminCallErrors },
      },
    },
    async (request) => courses.remove(request.admin!, request.params.id),
  );
};
