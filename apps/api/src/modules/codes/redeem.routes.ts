import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, apiPaths, redeemBody, redeemResponse } from '@sabora/contract';
import type { Authenticator } from '../../plugins/authenticate';
import { withRetryAfter } from '../auth/retry-later';
import type { RedeemService } from './redeem.service';

interface Options {
  authenticator: Authenticator;
  redeem: RedeemService;
}

const errors = {
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  410: apiErrorSchema,
  422: apiErrorSchema,
  429: apiErrorSchema,
};

export const redeemRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { authenticator, redeem },
) => {
  app.post(
    apiPaths.userWalletRedeem,
    {
      onRequest: authenticator.requireStudent,
      schema: {
        tags: ['student: wallet'],
        security: [{ bearer: [] }],
        description:
          'Tops up the wallet with a recharge code. 404 unknown, 409 already used, 410 disabled or expired, 429 (with retry-after) after too many refused codes from the student or the address.',
        body: redeemBody,
        response: { 200: redeemResponse, ...errors },
      },
    },
    async (request, reply) =>
      withRetryAfter(reply, () => redeem.redeem(request.student!, request.ip, request.body.code)),
  );
};
