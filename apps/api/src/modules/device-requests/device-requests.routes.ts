import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiPaths,
  deviceChangeSettingsPatch,
  deviceChangeSettingsSchema,
  deviceRequestApproveBody,
  deviceRequestDecisionBody,
  deviceRequestSchema,
  deviceRequestsQuery,
  deviceRequestsResponse,
  apiErrorSchema,
  idParams,
} from '@sabora/contract';
import { adminCallErrors } from '../../lib/route-errors';
import { requirePermission } from '../../plugins/admin-permission';
import type { Authenticator } from '../../plugins/authenticate';
import type { DeviceRequestsService } from './device-requests.service';

interface Options {
  authenticator: Authenticator;
  deviceRequests: DeviceRequestsService;
}

// Deciding a request someone else just decided.
const decisionErrors = { ...adminCallErrors, 409: apiErrorSchema };

/** The device-change queue for every admin (assistants run it); the limit for main admins. */
export const deviceRequestsRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { authenticator, deviceRequests },
) => {
  const common = { tags: ['admin: device changes'], security: [{ bearer: [] }] };
  app.addHook('onRequest', authenticator.requireAdmin);

  app.get(
    apiPaths.adminDeviceRequests,
    {
      schema: {
        ...common,
        querystring: deviceRequestsQuery,
        response: { 200: deviceRequestsResponse, ...adminCallErrors },
      },
    },
    async (request) => deviceRequests.page(request.query),
  );

  app.post(
    apiPaths.adminDeviceRequestApprove,
    {
      schema: {
        ...common,
        params: idParams,
        body: deviceRequestApproveBody,
        response: { 200: deviceRequestSchema, ...decisionErrors },
      },
    },
    async (request) => deviceRequests.approve(request.admin!, request.params.id, request.body),
  );

  app.post(
    apiPaths.adminDeviceRequestReject,
    {
      schema: {
        ...common,
        params: idParams,
        body: deviceRequestDecisionBody,
        response: { 200: deviceRequestSchema, ...decisionErrors },
      },
    },
    async (request) => deviceRequests.reject(request.admin!, request.params.id, request.body),
  );

  app.get(
    apiPaths.adminDeviceChangeSettings,
    {
      schema: { ...common, response: { 200: deviceChangeSettingsSchema, ...adminCallErrors } },
    },
    async () => deviceRequests.settings(),
  );

  app.patch(
    apiPaths.adminDeviceChangeSettings,
    {
      onRequest: requirePermission(authenticator, 'device-changes.settings'),
      schema: {
        ...common,
        body: deviceChangeSettingsPatch,
        response: { 200: deviceChangeSettingsSchema, ...adminCallErrors },
      },
    },
    async (request) => deviceRequests.updateSettings(request.admin!, request.body),
  );
};
