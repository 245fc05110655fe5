import type { Env } from '../env';
import type { Clock } from '../lib/clock';
import { createLocalStorage, type LocalStorage } from './local/local-storage';
import { createS3Storage, type S3Storage } from './s3-storage';

export type Storage = LocalStorage | S3Storage;

interface Options {
  dataDir: string;
  secret: string;
  clock: Clock;
}

/** The storage driver STORAGE names, refusing to start on an incomplete s3 setup. */
export async function createStorage(
  env: Env,
  { dataDir, secret, clock }: Options,
): Promise<Storage> {
  if (env.STORAGE === 'local') return createLocalStorage({ dataDir, secret, clock });
  if (!env.S3_BUCKET) throw new Error('Invalid configuration: STORAGE=s3 needs S3_BUCKET');
  const keyId = env.S3_ACCESS_KEY_ID;
  const secretKey = env.S3_SECRET_ACCESS_KEY;
  if (Boolean(keyId) !== Boolean(secretKey)) {
    throw new Error(
      'Invalid configuration: set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither',
    );
  }
  return createS3Storage({
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    bucket: env.S3_BUCKET,
    credentials:
      keyId && secretKey ? { accessKeyId: keyId, secretAccessKey: secretKey } : undefined,
    publicUrl: env.S3_PUBLIC_URL,
  });
}
