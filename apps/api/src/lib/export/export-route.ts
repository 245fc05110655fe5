import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { ExportFormat } from '@sabora/contract';
import { adminCallErrors } from '../route-errors';
import { exportFileSchema } from './export-file';
import { sendSheet, type Sheet } from './sheet-stream';

type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;
type ExportQuerySchema = z.ZodType<{ format: ExportFormat }>;

interface ExportRoute<Query extends ExportQuerySchema> {
  path: string;
  /** The permission guard: who may take the whole list away as a file. */
  onRequest: (request: FastifyRequest) => Promise<void>;
  /** The module's tags and security, shared by all its routes. */
  common: { tags: string[]; security: Array<Record<string, string[]>> };
  description: string;
  /** The list's filters and `format`. */
  querystring: Query;
  sheet: (query: z.output<Query>) => Sheet;
}

/**
 * `GET <list>/export?format=`: every row the list's filters match, streamed
 * as CSV or XLSX. One shape for each admin list that can be exported.
 */
export function exportRoute<Query extends ExportQuerySchema>(
  app: ZodApp,
  route: ExportRoute<Query>,
): void {
  app.get(
    route.path,
    {
      onRequest: route.onRequest,
      schema: {
        ...route.common,
        description: route.description,
        querystring: route.querystring,
        response: { 200: exportFileSchema, ...adminCallErrors },
      },
    },
    async (request, reply) => {
      // The provider cannot resolve a generic schema; the validator has parsed it already.
      const query = request.query as z.output<Query>;
      return sendSheet(reply, query.format, route.sheet(query));
    },
  );
}
