import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminLoginBody,
  apiErrorSchema,
  apiPaths,
  deviceRequestBody,
  deviceRequestSentResponse,
  loginBody,
  sessionAdminSchema,
  sessionUserSchema,
  signupBody,
  signupResponse,
  wrongDeviceErrorSchema,
} from '@sabora/contract';
import type { DeviceRequestAsk } from '../device-requests/device-request-ask';
import type { AuthService } from './auth.service';
import { withRetryAfter } from './retry-later';
import type { SignInLimits } from './sign-in-limits';
import { WrongDevice } from './wrong-device';

interface Options {
  auth: AuthService;
  deviceRequests: DeviceRequestAsk;
  limits: SignInLimits['perIp'];
}

const errors = {
  400: apiErrorSchema,
  403: apiErrorSchema,
  422: apiErrorSchema,
  429: apiErrorSchema,
};

export const authRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { auth, deviceRequests, limits },
) => {
  const perIp = app.rateLimit({ max: limits.max, timeWindow: limits.windowMs });

  app.post(
    apiPaths.signup,
    {
      onRequest: perIp,
      schema: { tags: ['auth'], body: signupBody, response: { 200: signupResponse, ...errors } },
    },
    async (request, reply) => withRetryAfter(reply, () => auth.signup(request.body)),
  );

  app.post(
    apiPaths.login,
    {
      onRequest: perIp,
      schema: {
        tags: ['auth'],
        body: loginBody,
        response: { 200: sessionUserSchema, ...errors, 403: wrongDeviceErrorSchema },
      },
    },
    async (request, reply) =>
      withRetryAfter(reply, async () => {
        try {
          return await auth.login(request.body);
        } catch (error) {
          // The refusal carries the student's latest device-change request.
          if (error instanceof WrongDevice) return reply.code(403).send(error.body);
          throw error;
        }
      }),
  );

  app.post(
    apiPaths.deviceRequests,
    {
      onRequest: perIp,
      schema: {
        tags: ['auth'],
        body: deviceRequestBody,
        response: { 200: deviceRequestSentResponse, ...errors },
      },
    },
    async (request, reply) => withRetryAfter(reply, () => deviceRequests.ask(request.body)),
  );

  app.post(
    apiPaths.adminLogin,
    {
      onRequest: perIp,
      schema: {
        tags: ['auth'],
        body: adminLoginBody,
        response: { 200: sessionAdminSchema, ...errors },
      },
    },
    async (request, reply) => withRetryAfter(reply, () => auth.adminLogin(request.body)),
  );
};
