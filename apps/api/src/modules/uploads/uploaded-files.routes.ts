import { createReadStream } from 'node:fs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { uploadedFilesPrefix } from '@sabora/contract';
import { notFound } from '../../lib/http-errors';
import { messages } from '../../messages';
import type { LocalStorage } from '../../storage/local/local-storage';

interface Options {
  storage: LocalStorage;
}

/**
 * Serves locally stored files at the paths forms keep (`/uploads/<key>`), outside
 * `/api` so the web app can show them as they are. A real route, so the web
 * app's fallback page never answers for a file.
 */
export const uploadedFileRoutes: FastifyPluginAsyncZod<Options> = async (app, { storage }) => {
  app.get(
    `${uploadedFilesPrefix}/*`,
    { schema: { hide: true, params: z.object({ '*': z.string() }) } },
    async (request, reply) => {
      const found = await storage.find(request.params['*']);
      if (!found) throw notFound(messages.fileNotFound);
      return (
        reply
          .type(found.contentType)
          .header('content-length', found.size)
          .header('content-disposition', found.disposition)
          // Keys are never reused, so a file at a path never changes.
          .header('cache-control', 'public, max-age=31536000, immutable')
          .header('x-content-type-options', 'nosniff')
          .send(createReadStream(found.file))
      );
    },
  );
};
