import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, uploadedFilesPrefix } from '@sabora/contract';
import { HttpError } from '../../lib/http-errors';
import { messages } from '../../messages';
import { localUploadRoute, type LocalStorage } from '../../storage/local/local-storage';

interface Options {
  storage: LocalStorage;
}

// A mangled parameter is a broken link (403), not a form mistake to list back (422).
const param = z.string().optional().catch(undefined);

const signedUploadQuery = z.object({
  expires: param,
  type: param,
  size: param,
  name: param,
  sig: param,
});

/** Takes the PUT of a file to a signed local upload URL (the local driver's stand-in for S3). */
export const localUploadRoutes: FastifyPluginAsyncZod<Options> = async (app, { storage }) => {
  // Every body reaches the handler as the raw stream: files are streamed to disk,
  // never buffered, and a wrong type is refused in Arabic by the grant check.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

  app.put(
    `${localUploadRoute}/*`,
    {
      schema: {
        tags: ['uploads'],
        params: z.object({ '*': z.string() }),
        querystring: signedUploadQuery,
        response: {
          200: z.object({ key: z.string(), path: z.string() }),
          400: apiErrorSchema,
          403: apiErrorSchema,
          413: apiErrorSchema,
          415: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      try {
        const grant = storage.authorize(
          request.params['*'],
          request.query,
          request.headers['content-type'],
        );
        if (Number(request.headers['content-length']) > grant.size) {
          throw new HttpError(413, messages.uploadTooLarge);
        }
        const body = request.body instanceof Readable ? request.body : Readable.from([]);
        await storage.save(grant, body);
        const { key } = grant;
        return { key, path: `${uploadedFilesPrefix}/${key}` };
      } catch (error) {
        // The rest of a refused body is not worth reading: answer, then hang up.
        if (!request.raw.complete) reply.header('connection', 'close');
        throw error;
      }
    },
  );
};
