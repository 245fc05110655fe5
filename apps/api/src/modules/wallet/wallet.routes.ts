import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  apiPaths,
  buyBody,
  buyResponse,
  idParams,
  shortBalanceError,
  walletQuery,
  walletResponse,
} from '@sabora/contract';
import type { Authenticator } from '../../plugins/authenticate';
import type { WalletService } from './wallet.service';

interface Options {
  authenticator: Authenticator;
  wallet: WalletService;
}

/** The signed-in student's wallet and buying a course from it. */
export const walletRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { authenticator, wallet },
) => {
  const common = { tags: ['user: wallet'], security: [{ bearer: [] }] };

  app.get(
    apiPaths.userWallet,
    {
      preHandler: authenticator.requireStudent,
      schema: {
        ...common,
        querystring: walletQuery,
        response: {
          200: walletResponse,
          401: apiErrorSchema,
          403: apiErrorSchema,
          422: apiErrorSchema,
        },
      },
    },
    async (request) => wallet.ofStudent(request.student!.id, request.query),
  );

  app.post(
    apiPaths.userCourseBuy,
    {
      preHandler: authenticator.requireStudent,
      schema: {
        ...common,
        description:
          'Buys the course from the wallet (the optional `heldUntil` is the access end the buyer saw: 409, nothing charged, when it has changed since): 404 when the student cannot see it, 409 when buying adds nothing (free, VIP, gift, owned for good), 422 with `missing` when the balance is short. A timed course already held is extended from its end.',
        params: idParams,
        body: buyBody,
        response: {
          200: buyResponse,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          422: z.union([shortBalanceError, apiErrorSchema]),
        },
      },
    },
    async (request) =>
      wallet.buy(
        {
          id: request.student!.id,
          viewer: request.studentViewer!,
        },
        request.params.id,
        request.body,
      ),
  );
};
