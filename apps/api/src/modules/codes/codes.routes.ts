import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  apiPaths,
  batchCodesQuery,
  batchCodesResponse,
  codeBatchBody,
  codeBatchesQuery,
  codeBatchesResponse,
  codeBatchSchema,
  codeLookupQuery,
  codeLookupResponse,
  createdCodeBatchResponse,
  idParams,
} from '@sabora/contract';
import { adminCallErrors } from '../../lib/route-errors';
import { requirePermission } from '../../plugins/admin-permission';
import type { Authenticator } from '../../plugins/authenticate';
import type { CodeBatchesService } from './code-batches.service';

interface Options {
  authenticator: Authenticator;
  batches: CodeBatchesService;
}

/** The admin side of recharge codes; who may do what is the contract's `codes.*` actions. */
export const codeBatchesRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { authenticator, batches },
) => {
  const common = { tags: ['admin: recharge codes'], security: [{ bearer: [] }] };

  app.post(
    apiPaths.adminCodeBatches,
    {
      onRequest: requirePermission(authenticator, 'codes.create'),
      schema: {
        ...common,
        description:
          'Main admin only. Prints a batch: the only answer that carries the codes in clear.',
        body: codeBatchBody,
        response: { 200: createdCodeBatchResponse, ...adminCallErrors },
      },
    },
    async (request) => batches.create(request.admin!, request.body),
  );

  app.get(
    apiPaths.adminCodeBatches,
    {
      onRequest: requirePermission(authenticator, 'codes.list'),
      schema: {
        ...common,
        description: 'Main admin only (what the batches add up to is revenue). Newest first.',
        querystring: codeBatchesQuery,
        response: { 200: codeBatchesResponse, ...adminCallErrors },
      },
    },
    async (request) => batches.page(request.query.page, request.query.pageSize),
  );

  app.get(
    apiPaths.adminCodeBatchCodes,
    {
      onRequest: requirePermission(authenticator, 'codes.list'),
      schema: {
        ...common,
        description: 'Main admin only. The codes masked, in serial order, with who used each.',
        params: idParams,
        querystring: batchCodesQuery,
        response: { 200: batchCodesResponse, ...adminCallErrors },
      },
    },
    async (request) =>
      batches.codesOf(request.params.id, request.query.page, request.query.pageSize),
  );

  app.post(
    apiPaths.adminCodeBatchDisable,
    {
      onRequest: requirePermission(authenticator, 'codes.disable'),
      schema: {
        ...common,
        description: 'Main admin only. The unused codes stop redeeming; 409 when already disabled.',
        params: idParams,
        response: { 200: codeBatchSchema, 409: apiErrorSchema, ...adminCallErrors },
      },
    },
    async (request) => batches.disable(request.admin!, request.params.id),
  );

  app.get(
    apiPaths.adminCodeLookup,
    {
      onRequest: authenticator.requireAdmin,
      schema: {
        ...common,
        description:
          'Any admin. A code as typed or read out (Arabic digits, spaces, the card link): its status, student, time and batch.',
        querystring: codeLookupQuery,
        response: { 200: codeLookupResponse, ...adminCallErrors },
      },
    },
    async (request) => batches.lookup(request.query.code),
  );
};
