import type * as S3Sdk from '@aws-sdk/client-s3';
import type { S3Client } from '@aws-sdk/client-s3';
import { imageVariantContentTypes, uploadSizeLimits, uploadTypes } from '@sabora/contract';
import { HttpError, notFound } from '../lib/http-errors';
import { messages } from '../messages';
import { contentDisposition } from './content-disposition';
import { startsLike } from './file-signatures';
import { checkImage, encodeImageVariants } from './image-variants';
import { contentTypeOfKey, variantKeysOf } from './upload-keys';

/** A variant's key never changes its bytes, so browsers and CDNs may keep it for good. */
const variantCacheControl = 'public, max-age=31536000, immutable';

const isMissing = (error: unknown) =>
  error instanceof Error &&
  (error.name === 'NoSuchKey' ||
    (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404);

/**
 * Gives a photo the browser PUT straight into the bucket the variants the
 * local driver makes on upload (decisions 0179, 0199): fetched once, decoded
 * with the same refusals, each variant PUT beside it. Only what is missing is
 * made, so a repeated call costs eight HEADs. A photo refused as broken, a
 * bomb or not its type is deleted with whatever variants it got, as a refused
 * local upload leaves nothing behind.
 */
export function createBucketPhotoConverter(sdk: typeof S3Sdk, client: S3Client, bucket: string) {
  const { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand } = sdk;
  // One HEAD per variant rather than a listing: the S3 test server (s3rver 4) refuses the
  // SDK's signature on ListObjects, and eight HEADs in parallel cost about as much.
  async function exists(key: string): Promise<boolean> {
    try {
      await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async function download(key: string): Promise<Buffer> {
    const limit = uploadSizeLimits.image;
    let object;
    try {
      object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    } catch (error) {
      if (isMissing(error)) throw notFound(messages.fileNotFound);
      throw error;
    }
    if ((object.ContentLength ?? 0) > limit) {
      // The presigned PUT signed a length within the limit; a larger object came another way.
      object.Body?.transformToWebStream()
        .cancel()
        .catch(() => undefined);
      throw new HttpError(413, messages.uploadTooLarge);
    }
    const bytes = Buffer.from((await object.Body?.transformToByteArray()) ?? []);
    if (bytes.length > limit) throw new HttpError(413, messages.uploadTooLarge);
    return bytes;
  }

  const remove = (keys: readonly string[]) =>
    Promise.all(
      keys.map((key) => client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }))),
    );

  /**
   * Makes what the photo lacks. `removeRefused` deletes a photo refused as
   * broken, a bomb or not its type, with any variants it got: right for a
   * photo just PUT, wrong for one a saved course already shows.
   */
  async function ensureVariants(
    key: string,
    removeRefused: boolean,
  ): Promise<{ keys: string[]; made: boolean }> {
    const contentType = contentTypeOfKey(key);
    if (!contentType || uploadTypes[contentType].kind !== 'image') {
      throw notFound(messages.fileNotFound);
    }
    const variants = variantKeysOf(key);
    const keys = variants.map((variant) => variant.key);
    const found = await Promise.all(variants.map((variant) => exists(variant.key)));
    const missing = variants.filter((_variant, index) => !found[index]);
    if (variants.length > 0 && missing.length === 0) return { keys, made: false };

    try {
      const bytes = await download(key);
      if (!startsLike(contentType, bytes)) throw new HttpError(415, messages.uploadNotItsType);
      // A GIF has no variants but is decoded all the same, for the same refusals.
      if (missing.length === 0) await checkImage(bytes);
      for await (const { variant, bytes: encoded } of encodeImageVariants(bytes, missing)) {
        await client.send(
          new PutObjectCommand({
            Bucket: bucket,
            Key: variant.key,
            Body: encoded,
            ContentType: imageVariantContentTypes[variant.format],
            // A variant is a photo: shown inline, under no name of its own.
            ContentDisposition: contentDisposition('image/webp'),
            CacheControl: variantCacheControl,
          }),
        );
      }
    } catch (error) {
      // Only a refusal of the photo itself; a store that failed keeps what it has for a retry.
      if (removeRefused && error instanceof HttpError && error.statusCode !== 404) {
        await remove([key, ...keys]);
      }
      throw error;
    }
    return { keys, made: missing.length > 0 };
  }

  return {
    /** The keys of the photo's variants once they are all in the bucket. */
    convertUpload: async (key: string) => (await ensureVariants(key, true)).keys,
    /** For the backfill: true when it made a variant; a refused photo stays where it is. */
    addMissingVariants: async (key: string) => (await ensureVariants(key, false)).made,
    /** A small object the backfill leaves once finished; keys the API mints never start with a dot. */
    marker: {
      async read(name: string): Promise<string | null> {
        try {
          const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: name }));
          return (await object.Body?.transformToString()) ?? null;
        } catch (error) {
          if (isMissing(error)) return null;
          throw error;
        }
      },
      async write(name: string, text: string): Promise<void> {
        await client.send(
          new PutObjectCommand({
            Bucket: bucket,
            Key: name,
            Body: text,
            ContentType: 'text/plain; charset=utf-8',
          }),
        );
      },
    },
  };
}
