import { createReadStream, existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { demoAssetName, demoAssetsPrefix } from '@sabora/contract';
import { notFound } from '../lib/http-errors';
import { messages } from '../messages';

interface Options {
  assetsDir: string;
}

const types = {
  svg: { contentType: 'image/svg+xml', disposition: 'inline' },
  pdf: { contentType: 'application/pdf', disposition: 'attachment' },
} as const;

/**
 * Serves the demo catalogue's covers and PDFs from the repository's seed-assets.
 * They are not uploads: SVG is refused for uploads, but these are ours.
 */
export const demoAssetRoutes: FastifyPluginAsyncZod<Options> = async (app, { assetsDir }) => {
  app.get(
    `${demoAssetsPrefix}/:file`,
    { schema: { hide: true, params: z.object({ file: z.string() }) } },
    async (request, reply) => {
      const { file } = request.params;
      const match = demoAssetName.exec(file);
      const path = join(assetsDir, file);
      if (!match || !existsSync(path)) throw notFound(messages.fileNotFound);
      const type = types[match[1] as keyof typeof types];
      return (
        reply
          .type(type.contentType)
          .header('content-disposition', `${type.disposition}; filename="${file}"`)
          .header('cache-control', 'public, max-age=86400')
          .header('x-content-type-options', 'nosniff')
          // An SVG opened on its own must not run anything.
          .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
          .send(createReadStream(path))
      );
    },
  );
};
