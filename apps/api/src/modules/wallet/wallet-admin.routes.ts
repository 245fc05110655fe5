import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminWalletResponse,
  apiPaths,
  idParams,
  ledgerExportQuery,
  ledgerQuery,
  ledgerResponse,
  walletAdjustmentBody,
  walletAdjustmentResponse,
  walletQuery,
} from '@sabora/contract';
import { exportRoute } from '../../lib/export/export-route';
import { adminCallErrors } from '../../lib/route-errors';
import type { Authenticator } from '../../plugins/authenticate';
import { requirePermission } from '../../plugins/admin-permission';
import type { WalletService } from './wallet.service';

interface Options {
  authenticator: Authenticator;
  wallet: WalletService;
}

/** A student's wallet on the student page, adjustments, and the whole ledger. */
export const walletAdminRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { authenticator, wallet },
) => {
  const common = { tags: ['admin: wallet'], security: [{ bearer: [] }] };

  app.get(
    apiPaths.adminUserWallet,
    {
      onRequest: authenticator.requireAdmin,
      schema: {
        ...common,
        params: idParams,
        querystring: walletQuery,
        response: { 200: adminWalletResponse, ...adminCallErrors },
      },
    },
    async (request) => wallet.forAdmin(request.params.id, request.query),
  );

  app.post(
    apiPaths.adminUserWallet,
    {
      onRequest: authenticator.requireAdmin,
      schema: {
        ...common,
        description:
          'A signed adjustment in pounds; a negative one is the main admin’s, and none may take the balance below zero (422 saying the balance). Audited.',
        params: idParams,
        body: walletAdjustmentBody,
        response: { 200: walletAdjustmentResponse, ...adminCallErrors },
      },
    },
    async (request) => wallet.adjust(request.admin!, request.params.id, request.body),
  );

  app.get(
    apiPaths.adminWalletEntries,
    {
      onRequest: requirePermission(authenticator, 'wallet.ledger'),
      schema: {
        ...common,
        description: 'Main admin only. Every wallet’s lines, newest first, with their signed sum.',
        querystring: ledgerQuery,
        response: { 200: ledgerResponse, ...adminCallErrors },
      },
    },
    async (request) => wallet.ledger(request.query),
  );

  exportRoute(app, {
    path: apiPaths.adminWalletEntriesExport,
    onRequest: requirePermission(authenticator, 'wallet.ledger'),
    common,
    description:
      'Main admin only (revenue is one sum away). Every line the list’s filters match, newest first, as CSV (UTF-8 with BOM) or XLSX (right-to-left), streamed.',
    querystring: ledgerExportQuery,
    sheet: (query) => wallet.ledgerSheet(query),
  });
};
