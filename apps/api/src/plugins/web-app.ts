import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { publicConfigMetaName, type PublicConfig } from '@sabora/contract';
import { apiNotFound, isApiPath } from './error-handler';

/**
 * Serves the built web app when there is one: hashed assets cached for a year,
 * the page itself revalidated and carrying the public settings, and every
 * unknown non-API GET answered with the page so client-side routes survive a reload.
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string | undefined,
  config: PublicConfig,
): Promise<void> {
  const indexFile = distDir === undefined ? undefined : join(distDir, 'index.html');
  const page =
    indexFile && existsSync(indexFile)
      ? withConfig(readFileSync(indexFile, 'utf8'), config)
      : undefined;
  if (distDir && page) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      cacheControl: false,
      preCompressed: true,
      globIgnore: ['index.html'],
      setHeaders(reply, path) {
        const hashed = path.startsWith(join(distDir, 'assets'));
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (isApiPath(request.url)) return reply.code(404).send(apiNotFound);
    const path = request.url.split('?')[0] ?? '/';
    // A missing hashed asset is a real 404; an app route gets the app.
    if (
      page &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !path.startsWith('/assets/')
    ) {
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(page);
    }
    return reply.code(404).type('text/plain; charset=utf-8').send('404');
  });
}

function withConfig(html: string, config: PublicConfig): string {
  const content = JSON.stringify(config)
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
  return html.replace(
    '</head>',
    `<meta name="${publicConfigMetaName}" content="${content}"></head>`,
  );
}
