import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminLoginBody,
  apiErrorSchema,
  apiPaths,
  loginBody,
  sessionAdminSchema,
  sessionUserSchema,
  signupBody,
  signupResponse,
} from '@sabora/contract';
import type { AuthService } from './auth.service';
import { withRetryAfter } from './retry-later';
import type { SignInLimits } from './sign-in-limits';

interface Options {
  auth: AuthService;
  limits: SignInLimits['perIp'];
}

const errors = {
  400: apiErrorSchema,
  403: apiErrorSchema,
  422: apiErrorSchema,
  429: apiErrorSchema,
};

export const authRoutes: FastifyPluginAsyncZod<Options> = async (app, { auth, limits }) => {
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
      schema: { tags: ['auth'], body: loginBody, response: { 200: sessionUserSchema, ...errors } },
    },
    async (request, reply) => withRetryAfter(reply, () => auth.login(request.body)),
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
