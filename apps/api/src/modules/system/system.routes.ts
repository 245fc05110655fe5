import { sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths, healthResponse, timeNowResponse } from '@sabora/contract';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { databaseRetryAfterSeconds } from '../../lib/database-errors';

interface Options {
  db: Database;
  clock: Clock;
}

export const systemRoutes: FastifyPluginAsyncZod<Options> = async (app, { db, clock }) => {
  app.get(
    apiPaths.timeNow,
    {
      schema: { tags: ['shared'], response: { 200: timeNowResponse } },
    },
    async (_request, reply) => {
      // Clients correct their clock with this; a cached answer would be wrong.
      reply.header('cache-control', 'no-store');
      // Every student asks at once when an exam opens: a number needs no schema serializer.
      const raw = reply as unknown as FastifyReply;
      return raw.type('application/json; charset=utf-8').send(String(clock.now()));
    },
  );

  app.get(
    apiPaths.health,
    { schema: { tags: ['system'], response: { 200: healthResponse, 503: healthResponse } } },
    async (_request, reply) => {
      try {
        await db.execute(sql`select 1`);
        return { status: 'ok' as const, database: 'up' as const };
      } catch {
        return reply
          .code(503)
          .header('retry-after', String(databaseRetryAfterSeconds))
          .send({ status: 'degraded', database: 'down' });
      }
    },
  );
};
