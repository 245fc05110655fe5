import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from '@20minutes/s3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UploadUrlResponse } from '@sabora/contract';
import {
  bearer,
  buildTestApp,
  createAdmin,
  loginAdmin,
  type TestContext,
} from '../../../test/support/helper';

// A real S3-compatible server on loopback that checks SigV4 signatures the way S3 does.
const bucket = 'sabora-test';
let store: S3rver;
let storeDir: string;
let endpoint: string;
let ctx: TestContext;
let adminToken: string;

beforeAll(async () => {
  storeDir = mkdtempSync(join(tmpdir(), 'sabora-s3-'));
  store = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: storeDir,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await store.run();
  endpoint = `http://127.0.0.1:${port}`;
  ctx = await buildTestApp({
    env: {
      STORAGE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: 'eu-central-1',
      // The test server's fixed credentials.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
  });
  const admin = await createAdmin(ctx.db);
  adminToken = (await loginAdmin(ctx.app, admin.row.identifier, admin.password)).token;
});
afterAll(async () => {
  await ctx.close();
  await store.close();
  rmSync(storeDir, { recursive: true, force: true });
});

const png = Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), Buffer.alloc(2000, 3)]);
const pdf = Buffer.from('%PDF-1.7\n%%EOF\n');

async function target(file: Buffer, query: Record<string, string>): Promise<UploadUrlResponse> {
  const params = new URLSearchParams({ ...query, size: String(file.length) });
  const response = await ctx.app.inject({
    url: `/api/shared/get-s3-url?${params}`,
    headers: bearer(adminToken),
  });
  expect(response.statusCode).toBe(200);
  return response.json<UploadUrlResponse>();
}

const imageQuery = { fileName: 'صورة.png', contentType: 'image/png', field: 'imageUrl' };

describe('the s3 driver against an S3-compatible server', () => {
  it('hands out a presigned PUT the store takes and a path that reads the file back', async () => {
    const upload = await target(png, imageQuery);
    expect(upload.url.startsWith(`${endpoint}/${bucket}/${upload.key}?`)).toBe(true);
    expect(upload.url).toContain(
      'X-Amz-SignedHeaders=content-disposition%3Bcontent-length%3Bcontent-type%3Bhost',
    );
    expect(upload.path).toBe(`${endpoint}/${bucket}/${upload.key}`);

    const put = await fetch(upload.url, { method: 'PUT', headers: upload.headers, body: png });
    expect(put.status).toBe(200);

    const file = await fetch(upload.path);
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(png)).toBe(true);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('content-disposition')).toBe(
      `inline; filename*=UTF-8''${encodeURIComponent('صورة.png')}`,
    );
  });

  it('stores a PDF to download under its Arabic name', async () => {
    const upload = await target(pdf, {
      fileName: 'مذكرة.pdf',
      contentType: 'application/pdf',
      field: 'url',
    });
    const put = await fetch(upload.url, { method: 'PUT', headers: upload.headers, body: pdf });
    expect(put.status).toBe(200);
    const file = await fetch(upload.path);
    expect(file.headers.get('content-disposition')).toBe(
      `attachment; filename*=UTF-8''${encodeURIComponent('مذكرة.pdf')}`,
    );
  });

  it('lets the store refuse another content type, a longer body or a missing header', async () => {
    const upload = await target(png, imageQuery);
    const attempts = [
      { headers: { ...upload.headers, 'content-type': 'text/html' }, body: png },
      { headers: upload.headers, body: Buffer.concat([png, Buffer.from('<script>')]) },
      { headers: { 'content-type': 'image/png' }, body: png },
    ];
    for (const attempt of attempts) {
      const put = await fetch(upload.url, { method: 'PUT', ...attempt });
      expect(put.status).toBe(403);
      expect(await put.text()).toContain('SignatureDoesNotMatch');
    }
    expect((await fetch(upload.path)).status).toBe(404);
  });

  it('registers no local file routes and lets the page load files from the store', async () => {
    const upload = await target(png, imageQuery);
    const put = await ctx.app.inject({
      method: 'PUT',
      url: `/api/uploads/${upload.key}`,
      headers: upload.headers,
      payload: png,
    });
    expect(put.statusCode).toBe(404);
    const page = await ctx.app.inject({ url: '/api/health' });
    const csp = page.headers['content-security-policy'] as string;
    expect(csp).toMatch(new RegExp(`connect-src [^;]*${endpoint}`));
    expect(csp).toMatch(new RegExp(`img-src [^;]*${endpoint}`));
  });
});
