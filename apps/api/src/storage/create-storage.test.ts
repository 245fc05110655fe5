import { describe, expect, it } from 'vitest';
import { parseEnv } from '../env';
import { systemClock } from '../lib/clock';
import { createStorage } from './create-storage';

const options = { dataDir: '/tmp/sabora-unused', secret: 'x'.repeat(32), clock: systemClock };

describe('choosing the storage driver', () => {
  it('keeps files locally unless told otherwise', async () => {
    expect((await createStorage(parseEnv({}), options)).kind).toBe('local');
  });

  it('uses S3 when STORAGE=s3 names a bucket', async () => {
    const env = parseEnv({ STORAGE: 's3', S3_BUCKET: 'files' });
    expect((await createStorage(env, options)).kind).toBe('s3');
  });

  it.each([
    [{ STORAGE: 's3' }, /S3_BUCKET/],
    [{ STORAGE: 's3', S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'id' }, /S3_SECRET_ACCESS_KEY/],
  ])('refuses to start on an incomplete s3 setup %j', async (source, message) => {
    await expect(createStorage(parseEnv(source), options)).rejects.toThrow(message);
  });
});
