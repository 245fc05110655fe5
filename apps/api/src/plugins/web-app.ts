import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { publicConfigMetaName, type PublicConfig } from '@sabora/contract';
import { apiMethodNotAllowed, apiNotFound, isApiPath } from './error-handler';

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
      ? encodedPage(withConfig(readFileSync(indexFile, 'utf8'), config))
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
    if (isApiPath(request.url)) {
      const allowed = app.allowedMethods(request.url);
      if (allowed.length === 0) return reply.code(404).send(apiNotFound);
      return reply.code(405).header('allow', allowed.join(', ')).send(apiMethodNotAllowed);
    }
    const path = request.url.split('?')[0] ?? '/';
    // A missing hashed asset is a real 404; an app route gets the app.
    if (
      page &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !path.startsWith('/assets/')
    ) {
      reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding');
      const encoding = negotiate(request.headers['accept-encoding'] ?? 'identity', pageEncodings);
      reply.type('text/html; charset=utf-8');
      if (!encoding || encoding === 'identity') return reply.send(page.plain);
      return reply.header('content-encoding', encoding).send(page[encoding]);
    }
    return reply.code(404).type('text/plain; charset=utf-8').send('404');
  });
}

const pageEncodings: Array<'br' | 'gzip' | 'identity'> = ['br', 'gzip', 'identity'];

/**
 * The page compressed once at start-up: it is the same for everyone, and the
 * not-found handler that sends it is no route, so the compression hook would
 * not run for it anyway.
 */
function encodedPage(html: string) {
  const plain = Buffer.from(html, 'utf8');
  return { plain, br: brotliCompressSync(plain), gzip: gzipSync(plain, { level: 9 }) };
}

function withConfig(html: string, config: PublicConfig): string {
  const content = escapeHtml(JSON.stringify(config));
  const brand = escapeHtml(config.brandName);
  // The title and the static first screen carry the build's name until the app
  // runs; a platform renamed in its settings shows its own name from the first paint.
  return html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${brand}</title>`)
    .replace(/(<span [^>]*data-brand-name[^>]*>)[^<]*/, (_, tag: string) => tag + brand)
    .replace('</head>', `<meta name="${publicConfigMetaName}" content="${content}"></head>`);
}

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}
