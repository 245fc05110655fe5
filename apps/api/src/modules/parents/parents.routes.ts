import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  apiPaths,
  createdParentLinkSchema,
  deletedResponse,
  idParams,
  parentLinkStatusSchema,
  parentReportBody,
  parentReportSchema,
} from '@sabora/contract';
import { adminCallErrors } from '../../lib/route-errors';
import type { Authenticator } from '../../plugins/authenticate';
import { withRetryAfter } from '../auth/retry-later';
import type { ParentsService } from './parents.service';

interface Options {
  authenticator: Authenticator;
  parents: ParentsService;
}

const studentErrors = { 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/** The student's own parent link (decision 0164). */
export const studentParentRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { authenticator, parents },
) => {
  const common = { tags: ['user'], security: [{ bearer: [] }] };
  app.addHook('onRequest', authenticator.requireStudent);

  app.get(
    apiPaths.userParentLink,
    {
      schema: {
        ...common,
        description:
          'Whether the student has a live parent link, when it was made and last opened. Never the token: it is shown once, when made.',
        response: { 200: parentLinkStatusSchema, ...studentErrors },
      },
    },
    async (request) => parents.status(request.student!.id),
  );

  app.post(
    apiPaths.userParentLink,
    {
      schema: {
        ...common,
        description:
          'Makes a new parent link and stops the live one. The token is in this answer only; the page is `/parent#<token>`.',
        response: { 200: createdParentLinkSchema, ...studentErrors },
      },
    },
    async (request) => parents.create(request.student!.id, { kind: 'student' }),
  );

  app.delete(
    apiPaths.userParentLink,
    {
      schema: {
        ...common,
        description: 'Stops the live parent link. 404 when there is none.',
        response: { 200: deletedResponse, ...studentErrors },
      },
    },
    async (request) => parents.revoke(request.student!.id),
  );
};

/** Any admin makes, stops and reads a student's parent link and report; changes are audited. */
export const adminParentRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { authenticator, parents },
) => {
  const common = { tags: ['admin: students'], security: [{ bearer: [] }] };
  app.addHook('onRequest', authenticator.requireAdmin);

  app.get(
    apiPaths.adminUserParentLink,
    {
      schema: {
        ...common,
        description: "Whether the student's parent link is live, never the token.",
        params: idParams,
        response: { 200: parentLinkStatusSchema, ...adminCallErrors },
      },
    },
    async (request) => parents.status(request.params.id),
  );

  app.post(
    apiPaths.adminUserParentLink,
    {
      schema: {
        ...common,
        description:
          'Makes a new parent link for the student, stopping the live one; the token is in this answer only.',
        params: idParams,
        response: { 200: createdParentLinkSchema, ...adminCallErrors },
      },
    },
    async (request) => parents.create(request.params.id, { kind: 'admin', actor: request.admin! }),
  );

  app.delete(
    apiPaths.adminUserParentLink,
    {
      schema: {
        ...common,
        description: "Stops the student's parent link. 404 when there is none.",
        params: idParams,
        response: { 200: deletedResponse, ...adminCallErrors },
      },
    },
    async (request) => parents.revoke(request.params.id, request.admin!),
  );

  app.get(
    apiPaths.adminUserParentReport,
    {
      schema: {
        ...common,
        description:
          "The report the student's parent sees: courses, this month's watching, exams with class average and rank, missed exams and payments.",
        params: idParams,
        response: { 200: parentReportSchema, ...adminCallErrors },
      },
    },
    async (request) => parents.adminReport(request.params.id),
  );
};

/** The parent's page asks here, with no account: the link's token and the phone's last four digits. */
export const publicParentRoutes: FastifyPluginAsyncZod<Omit<Options, 'authenticator'>> = async (
  app,
  { parents },
) => {
  app.post(
    apiPaths.parentReport,
    {
      schema: {
        tags: ['parent'],
        description:
          "The student's report for their parent. 404 for an unknown or stopped link, 403 for digits that are not the last four of the parent's phone, 429 (with `retry-after`) after too many wrong digits.",
        body: parentReportBody,
        response: {
          200: parentReportSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          422: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) =>
      withRetryAfter(reply, () => parents.parentReport(request.body, request.ip)),
  );
};
