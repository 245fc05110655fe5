import type { FastifyBaseLogger } from 'fastify';
import { storedPhotoKey } from '@sabora/contract';
import { HttpError } from '../lib/http-errors';
import type { S3Storage } from './s3-storage';
import { variantSet, variantsBackfillMarker } from './variants-backfill-marker';

/**
 * Gives the photos put in the bucket before 0199 their variants (decision
 * 0210). The bucket is not listed (the API's credentials need no ListBucket,
 * and the S3 test server refuses the SDK's listing): the photos are the ones
 * saved rows show, by the key the API minted. Only what is missing is made;
 * a photo that cannot be decoded is logged and left where it is, still shown
 * at its own path. A walk that meets no failure of the store leaves a marker
 * in the bucket, and the next starts skip it.
 */
export async function backfillBucketPhotoVariants(
  storage: Pick<S3Storage, 'addMissingVariants' | 'marker'>,
  photoPaths: () => Promise<string[]>,
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
): Promise<number> {
  if ((await storage.marker.read(variantsBackfillMarker)) === variantSet) return 0;

  const keys = new Set((await photoPaths()).flatMap((path) => storedPhotoKey(path) ?? []));
  let made = 0;
  // A refused decode stays refused; a failure of the store is tried at the next start.
  let retryNextStart = false;
  for (const key of keys) {
    try {
      if (await storage.addMissingVariants(key)) made += 1;
    } catch (error) {
      if (!(error instanceof HttpError)) retryNextStart = true;
      log.warn({ key, err: error }, 'could not make the variants of a photo in the bucket');
    }
  }
  if (made > 0)
    log.info({ photos: made }, 'made the variants of photos put in the bucket before them');
  if (!retryNextStart) await storage.marker.write(variantsBackfillMarker, variantSet);
  return made;
}
