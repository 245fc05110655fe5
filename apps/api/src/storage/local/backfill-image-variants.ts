import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { LocalStorage } from './local-storage';

async function names(dir: string): Promise<string[]> {
  return readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
}

/**
 * Gives every photo kept before variants existed its variants (decision 0180).
 * Safe to run again or beside uploads: it only writes what is missing, and a
 * variant appears whole or not at all. A photo that cannot be decoded is
 * logged and left as it is, still served at its own path.
 */
export async function backfillImageVariants(
  storage: LocalStorage,
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
): Promise<number> {
  let done = 0;
  const images = join(storage.root, 'images');
  for (const year of await names(images)) {
    for (const month of await names(join(images, year))) {
      for (const name of await names(join(images, year, month))) {
        const key = `images/${year}/${month}/${name}`;
        try {
          if (await storage.addMissingVariants(key)) done += 1;
        } catch (error) {
          log.warn({ key, err: error }, 'could not make the variants of a stored photo');
        }
      }
    }
  }
  if (done > 0) log.info({ photos: done }, 'made the variants of photos kept before them');
  return done;
}
