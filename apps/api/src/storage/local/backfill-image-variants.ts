import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { HttpError } from '../../lib/http-errors';
import { variantSet, variantsBackfillMarker } from '../variants-backfill-marker';
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
 * logged and left as it is, still served at its own path, and not tried again.
 */
export async function backfillImageVariants(
  storage: LocalStorage,
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
): Promise<number> {
  // It travels with a restored folder; one restored from before variants has none (0180).
  const marker = join(storage.root, variantsBackfillMarker);
  const done = await readFile(marker, 'utf8').catch(() => null);
  if (done === variantSet) return 0;

  let made = 0;
  // A refused decode stays refused; any other failure (a full disk) is tried at the next start.
  let retryNextStart = false;
  const images = join(storage.root, 'images');
  for (const year of await names(images)) {
    for (const month of await names(join(images, year))) {
      for (const name of await names(join(images, year, month))) {
        const key = `images/${year}/${month}/${name}`;
        try {
          if (await storage.addMissingVariants(key)) made += 1;
        } catch (error) {
          if (!(error instanceof HttpError)) retryNextStart = true;
          log.warn({ key, err: error }, 'could not make the variants of a stored photo');
        }
      }
    }
  }
  if (made > 0) log.info({ photos: made }, 'made the variants of photos kept before them');
  if (!retryNextStart) {
    const draft = `${marker}.part`;
    await mkdir(storage.root, { recursive: true });
    await writeFile(draft, variantSet);
    await rename(draft, marker);
  }
  return made;
}
