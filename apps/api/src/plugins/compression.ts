import { constants, type BrotliOptions } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Smaller answers gain less from compression than it costs. */
export const compressFromBytes = 1024;

/**
 * Brotli at quality 4 costs about what gzip does (quality 11, the library's
 * default, costs far more).
 */
export const brotliOptions: BrotliOptions = {
  params: {
    [constants.BROTLI_PARAM_QUALITY]: 4,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
  },
};

/**
 * Compresses answers of 1 KB or more for clients that accept it: an exam page
 * of forty questions is 12 KB of JSON, about a quarter of that in brotli, and
 * students load it on phones over slow mobile data. The web app's hashed files
 * are already sent precompressed and are left alone.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    threshold: compressFromBytes,
    encodings: ['br', 'gzip'],
    brotliOptions,
  });
}
