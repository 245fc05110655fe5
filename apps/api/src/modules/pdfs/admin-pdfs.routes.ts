import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminPdfsQuery,
  adminPdfsResponse,
  apiPaths,
  deletedResponse,
  idParams,
  pdfBody,
  pdfPatchBody,
  pdfSchema,
} from '@sabora/contract';
import { adminCallErrors } from '../../lib/route-errors';
import type { Authenticator } from '../../plugins/authenticate';
import { requirePermission } from '../../plugins/admin-permission';
import type { PdfsService } from './pdfs.service';

interface Options {
  authenticator: Authenticator;
  pdfs: PdfsService;
}

export const adminPdfsRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { authenticator, pdfs },
) => {
  const common = { tags: ['admin: pdfs'], security: [{ bearer: [] }] };
  // Checked before the body is validated: a stranger learns nothing about the forms.
  app.addHook('onRequest', authenticator.requireAdmin);

  app.get(
    apiPaths.adminPdfs,
    {
      schema: {
        ...common,
        querystring: adminPdfsQuery,
        response: { 200: adminPdfsResponse, ...adminCallErrors },
      },
    },
    async (request) => pdfs.page(request.query),
  );

  app.post(
    apiPaths.adminPdf,
    { schema: { ...common, body: pdfBody, response: { 200: pdfSchema, ...adminCallErrors } } },
    async (request) => pdfs.create(request.admin!, request.body),
  );

  app.patch(
    apiPaths.adminPdfById,
    {
      schema: {
        ...common,
        params: idParams,
        body: pdfPatchBody,
        response: { 200: pdfSchema, ...adminCallErrors },
      },
    },
    async (request) => pdfs.update(request.admin!, request.params.id, request.body),
  );

  app.delete(
    apiPaths.adminPdfById,
    {
      onRequest: requirePermission(authenticator, 'pdfs.delete'),
      schema: {
        ...common,
        params: idParams,
        response: { 200: deletedResponse, ...adminCallErrors },
      },
    },
    async (request) => pdfs.remove(request.admin!, request.params.id),
  );
};
