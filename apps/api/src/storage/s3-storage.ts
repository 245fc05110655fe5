import { contentDisposition } from './content-disposition';
import { createBucketPhotoConverter } from './s3-image-variants';
import { uploadLifetimeMs, type StorageDriver } from './storage-driver';

export interface S3Settings {
  /** Any S3-compatible store; unset means AWS itself. */
  endpoint: string | undefined;
  region: string;
  bucket: string;
  /** Unset means the SDK's own credential chain (an instance role, for example). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** Where the files are read from when that is not the store itself (a CDN, say). */
  publicUrl: string | undefined;
}

export interface S3Storage extends StorageDriver {
  readonly kind: 's3';
  /** Makes the variants a photo already in the bucket lacks; true when it made any. */
  addMissingVariants(key: string): Promise<boolean>;
  /** Small objects the variants' backfill leaves in the bucket (decision 0210). */
  readonly marker: {
    read(name: string): Promise<string | null>;
    write(name: string, text: string): Promise<void>;
  };
}

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');

/** Files in an S3-compatible bucket; the browser PUTs them straight to the store. */
export async function createS3Storage(settings: S3Settings): Promise<S3Storage> {
  // The SDK is loaded only by a server that stores in a bucket: it holds about
  // 25 MB resident, which the local driver never pays (decision 0228).
  const [sdk, { getSignedUrl }] = await Promise.all([
    import('@aws-sdk/client-s3'),
    import('@aws-sdk/s3-request-presigner'),
  ]);
  const { PutObjectCommand, S3Client } = sdk;
  const endpoint = settings.endpoint && withoutTrailingSlash(settings.endpoint);
  const client = new S3Client({
    region: settings.region,
    // Stores other than AWS rarely have a DNS name per bucket.
    ...(endpoint ? { endpoint, forcePathStyle: true } : {}),
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
    // The SDK would otherwise sign a checksum of the empty body it sees when presigning.
    requestChecksumCalculation: 'WHEN_REQUIRED',
  });
  const publicBase = settings.publicUrl
    ? withoutTrailingSlash(settings.publicUrl)
    : endpoint
      ? `${endpoint}/${settings.bucket}`
      : `https://${settings.bucket}.s3.${settings.region}.amazonaws.com`;
  const origins = [endpoint, publicBase].flatMap((url) => (url ? [new URL(url).origin] : []));

  const photos = createBucketPhotoConverter(sdk, client, settings.bucket);

  return {
    kind: 's3',
    origins: [...new Set(origins)],
    convertUpload: photos.convertUpload,
    addMissingVariants: photos.addMissingVariants,
    marker: photos.marker,
    async createUploadTarget({ key, contentType, size, fileName }) {
      const disposition = contentDisposition(contentType, fileName);
      const url = await getSignedUrl(
        client,
        new PutObjectCommand({
          Bucket: settings.bucket,
          Key: key,
          ContentType: contentType,
          ContentLength: size,
          ContentDisposition: disposition,
        }),
        {
          expiresIn: uploadLifetimeMs / 1000,
          // The presigner leaves Content-Type out of the signature unless told; signing
          // it (and the length) is what holds the browser to the type and size we allowed.
          signableHeaders: new Set(['content-type', 'content-length']),
        },
      );
      return {
        url,
        key,
        path: `${publicBase}/${key}`,
        headers: { 'content-type': contentType, 'content-disposition': disposition },
      };
    },
  };
}
