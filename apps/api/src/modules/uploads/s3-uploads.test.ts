import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from '@20minutes/s3rver';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  imageVariantContentTypes,
  imageVariantSrcSets,
  uploadSizeLimits,
  type ConvertUploadResponse,
  type UploadUrlResponse,
} from '@sabora/contract';
import { messages } from '../../messages';
import { variantKeysOf } from '../../storage/upload-keys';
import {
  bearer,
  buildTestApp,
  createAdmin,
  loginAdmin,
  signUpStudent,
  type TestContext,
} from '../../../test/support/helper';
import { photo, pngClaiming } from '../../../test/support/image-fixtures';

// A real S3-compatible server on loopback that checks SigV4 signatures the way S3 does.
const bucket = 'sabora-test';
let store: S3rver;
let storeDir: string;
let endpoint: string;
let ctx: TestContext;
let adminToken: string;
let studentToken: string;

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
  studentToken = (await signUpStudent(ctx.app)).token;
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

const jpeg = await photo(1200, 675).jpeg({ quality: 80 }).toBuffer();

/** A file PUT to the bucket as the browser does, through a fresh grant. */
async function uploaded(file: Buffer, contentType: string): Promise<UploadUrlResponse> {
  const upload = await target(file, { fileName: 'غلاف', contentType, field: 'imageUrl' });
  const put = await fetch(upload.url, { method: 'PUT', headers: upload.headers, body: file });
  expect(put.status).toBe(200);
  return upload;
}

const convert = (payload: unknown, token: string | null = adminToken) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/shared/uploads/convert',
    headers: token ? bearer(token) : {},
    payload: payload as object,
  });

const publicUrl = (key: string) => `${endpoint}/${bucket}/${key}`;

describe('a photo PUT into the bucket gets its variants from the convert call (decision 0199)', () => {
  it('writes all eight beside it, typed and cached for good, where the srcset looks', async () => {
    const upload = await uploaded(jpeg, 'image/jpeg');
    const response = await convert({ key: upload.key });
    expect(response.statusCode).toBe(200);
    const variants = variantKeysOf(upload.key);
    expect(response.json<ConvertUploadResponse>()).toEqual({
      key: upload.key,
      variants: variants.map((variant) => variant.key),
    });
    for (const variant of variants) {
      const file = await fetch(publicUrl(variant.key));
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe(imageVariantContentTypes[variant.format]);
      expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(file.headers.get('content-disposition')).toBe('inline');
      const meta = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
      expect(meta.width).toBe(variant.width);
    }
    // The stored path is the bucket's URL; the web's srcset names exactly those objects.
    const srcSets = imageVariantSrcSets(upload.path)!;
    expect(srcSets.avif.split(', ').map((entry) => entry.split(' ')[0])).toEqual(
      variants.filter((variant) => variant.format === 'avif').map((v) => publicUrl(v.key)),
    );
    expect((await fetch(upload.path)).status).toBe(200);
    // Converting again finds them all and makes nothing.
    expect((await convert({ key: upload.key })).json()).toEqual(response.json());
  });

  it('checks a GIF and gives it no variants', async () => {
    const gif = await photo(40, 30).gif().toBuffer();
    const upload = await uploaded(gif, 'image/gif');
    const response = await convert({ key: upload.key });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ key: upload.key, variants: [] });
  });

  it.each([
    [
      'a truncated JPEG',
      'image/jpeg',
      jpeg.subarray(0, jpeg.length / 2),
      messages.uploadImageBroken,
    ],
    [
      'a PNG claiming 30000 × 30000 pixels',
      'image/png',
      pngClaiming(30_000, 30_000),
      messages.uploadImageTooManyPixels,
    ],
  ])(
    'refuses %s with a 422 in Arabic and deletes it from the bucket',
    async (_name, type, file, message) => {
      const upload = await uploaded(Buffer.from(file), type);
      const response = await convert({ key: upload.key });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ message });
      expect((await fetch(upload.path)).status).toBe(404);
      for (const variant of variantKeysOf(upload.key)) {
        expect((await fetch(publicUrl(variant.key))).status).toBe(404);
      }
    },
  );

  it('refuses a file that is not the type its key says, and deletes it', async () => {
    const upload = await uploaded(Buffer.from(pdf), 'image/png');
    const response = await convert({ key: upload.key });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ message: messages.uploadNotItsType });
    expect((await fetch(upload.path)).status).toBe(404);
  });

  it('refuses a photo over the image limit that reached the bucket another way, and deletes it', async () => {
    const key = `images/2026/11/${randomUUID()}.jpg`;
    const client = new S3Client({
      endpoint,
      forcePathStyle: true,
      region: 'eu-central-1',
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    const body = Buffer.concat([jpeg, Buffer.alloc(uploadSizeLimits.image)]);
    await client.send(
      new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: 'image/jpeg' }),
    );
    const response = await convert({ key });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: messages.uploadTooLarge });
    expect((await fetch(publicUrl(key))).status).toBe(404);
    client.destroy();
  });

  it('converts only a photo key a grant names, and 404s one nothing was uploaded to', async () => {
    const id = '0b7e1f52-3c1a-4d2e-9f10-2a6b8c4d5e6f';
    for (const key of [
      `documents/2026/11/${id}.pdf`,
      `images/2026/11/${id}-480w.avif`,
      `images/2026/11/../${id}.jpg`,
      `images/2026/11/${id}.svg`,
      'images/2026/11/cover.jpg',
      '',
    ]) {
      const response = await convert({ key });
      expect(response.statusCode, key).toBe(422);
      expect(response.json().message).toMatch(/[\u0600-\u06ff]/);
    }
    expect((await convert({ key: `images/2026/11/${id}.jpg`, extra: 1 })).statusCode).toBe(422);
    expect((await convert({})).statusCode).toBe(422);
    const never = await convert({ key: `images/2026/11/${id}.jpg` });
    expect(never.statusCode).toBe(404);
    expect(never.json()).toEqual({ message: messages.fileNotFound });
  });

  it('answers 401 to a stranger and 403 to a student, before reading the body', async () => {
    for (const [token, status] of [
      [null, 401],
      [studentToken, 403],
    ] as const) {
      const response = await convert({ key: 'not even a key' }, token);
      expect(response.statusCode).toBe(status);
      expect(response.json().message).toMatch(/[\u0600-\u06ff]/);
    }
  });
});
