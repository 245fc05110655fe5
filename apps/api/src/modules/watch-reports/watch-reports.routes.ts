import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminStudentProgressResponse,
  apiPaths,
  exportFormat,
  idParams,
  videoProgressSchema,
  videoViewerParams,
  videoViewersQuery,
  videoViewersResponse,
  viewGrantBody,
} from '@sabora/contract';
import { exportFileSchema } from '../../lib/export/export-file';
import { sendSheet } from '../../lib/export/sheet-stream';
import { adminCallErrors } from '../../lib/route-errors';
import { requirePermission } from '../../plugins/admin-permission';
import type { Authenticator } from '../../plugins/authenticate';
import type { WatchReportsService } from './watch-reports.service';

interface Options {
  authenticator: Authenticator;
  reports: WatchReportsService;
}

/** `?status=&format=`: the call list of one status (every owner when left out), as a file. */
const viewersExportQuery = videoViewersQuery
  .pick({ status: true })
  .extend({ format: exportFormat });

/**
 * What each student watched and who watched each video, for every admin: the
 * assistants call the students who have not started (decision 0167).
 */
export const watchReportsRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { authenticator, reports },
) => {
  const common = { tags: ['admin: watching'], security: [{ bearer: [] }] };
  app.addHook('onRequest', authenticator.requireAdmin);

  app.get(
    apiPaths.adminUserProgress,
    {
      schema: {
        ...common,
        description:
          'Every video the student has a progress row on (latest watched first) with first and last watch, watched seconds, coverage and views used of allowed; and each course in their "my courses" with the videos released for them, how many they watched and the mean coverage.',
        params: idParams,
        response: { 200: adminStudentProgressResponse, ...adminCallErrors },
      },
    },
    async (request) => reports.studentProgress(request.params.id),
  );

  app.get(
    apiPaths.adminVideoViewers,
    {
      schema: {
        ...common,
        description:
          "The students who may watch the video now (its owners, by the catalogue's access rules; a pending previous exam keeps them on the list), by name, each with their progress and status: completed (the watched mark), started or not-started. `summary` counts every owner by status whatever the filters; `count` is the rows the filters match. `search` finds a student by name or phone (the student's or the parent's).",
        params: idParams,
        querystring: videoViewersQuery,
        response: { 200: videoViewersResponse, ...adminCallErrors },
      },
    },
    async (request) => reports.viewers(request.params.id, request.query),
  );

  app.get(
    apiPaths.adminVideoViewersExport,
    {
      onRequest: requirePermission(authenticator, 'viewers.export'),
      schema: {
        ...common,
        description:
          "The video's owners of one status (all when left out) as a CSV (UTF-8 with BOM) or XLSX (right-to-left) file with Arabic headers, streamed: name, phone, parent's phone, status, minutes watched, coverage %, views and last watched.",
        params: idParams,
        querystring: viewersExportQuery,
        response: { 200: exportFileSchema, ...adminCallErrors },
      },
    },
    async (request, reply) => {
      const sheet = await reports.exportSheet(request.params.id, request.query);
      return sendSheet(reply, request.query.format, sheet);
    },
  );

  app.post(
    apiPaths.adminVideoViewerViews,
    {
      schema: {
        ...common,
        description:
          "`reset` starts the student's count of views on the video again (views 0); `add` gives `count` views on top of the video's limit. Makes the student's progress row when there is none; locked against a heartbeat batch on the same row; audited with the counts before and after.",
        params: videoViewerParams,
        body: viewGrantBody,
        response: { 200: videoProgressSchema, ...adminCallErrors },
      },
    },
    async (request) =>
      reports.grant(request.admin!, request.params.id, request.params.userId, request.body),
  );
};
