import { describe, expect, it } from 'vitest';
import { createS3Storage, type S3Settings } from './s3-storage';

const settings: S3Settings = {
  endpoint: undefined,
  region: 'eu-central-1',
  bucket: 'sabora-files',
  credentials: { accessKeyId: 'AKIAEXAMPLE', secretAccessKey: 'example-secret' },
  publicUrl: undefined,
};
const request = {
  key: 'documents/2026/11/6f1c1a52-8a43-4a9e-9a55-2f1d4c3b2a10.pdf',
  contentType: 'application/pdf' as const,
  size: 1234,
  fileName: 'ملخص.pdf',
};

describe('where the s3 driver sends and keeps files', () => {
  it('uses the bucket’s own AWS host when no endpoint is set', async () => {
    const storage = await createS3Storage(settings);
    const target = await storage.createUploadTarget(request);
    const host = 'https://sabora-files.s3.eu-central-1.amazonaws.com';
    expect(target.url.startsWith(`${host}/${request.key}?`)).toBe(true);
    expect(target.path).toBe(`${host}/${request.key}`);
    expect(target.url).toContain('X-Amz-Expires=900');
    expect(storage.origins).toEqual([host]);
  });

  it('addresses a compatible store by path and reads through a public URL if given', async () => {
    const storage = await createS3Storage({
      ...settings,
      endpoint: 'http://minio.local:9000/',
      publicUrl: 'https://files.sabora.example/',
    });
    const target = await storage.createUploadTarget(request);
    expect(target.url.startsWith(`http://minio.local:9000/sabora-files/${request.key}?`)).toBe(
      true,
    );
    expect(target.path).toBe(`https://files.sabora.example/${request.key}`);
    expect(target.headers).toEqual({
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent('ملخص.pdf')}`,
    });
    expect(storage.origins).toEqual(['http://minio.local:9000', 'https://files.sabora.example']);
  });
});
