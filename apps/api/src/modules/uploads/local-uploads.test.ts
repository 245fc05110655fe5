import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UploadUrlResponse } from '@sabora/contract';
import { messages } from '../../messages';
import {
  bearer,
  buildTestApp,
  createAdmin,
  loginAdmin,
  type TestContext,
} from '../../../test/support/helper';

let ctx: TestContext;
let adminToken: string;
beforeAll(async () => {
  ctx = await buildTestApp();
  const admin = await createAdmin(ctx.db);
  adminToken = (await loginAdmin(ctx.app, admin.row.identifier, admin.password)).token;
});
afterAll(() => ctx.close());

// A real photo: every image upload is decoded and resized (image-variants.test.ts).
const png = await sharp({
  create: {
    width: 64,
    height: 36,
    channels: 3,
    background: '#1f7a5c',
    noise: { type: 'gaussian', mean: 128, sigma: 40 },
  },
})
  .png()
  .toBuffer();
const pdf = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

async function target(
  file: Buffer,
  query: { fileName?: string; contentType?: string; field?: string } = {},
): Promise<UploadUrlResponse> {
  const params = new URLSearchParams({
    fileName: 'غلاف الكورس.png',
    contentType: 'image/png',
    field: 'imageUrl',
    ...query,
    size: String(file.length),
  });
  const response = await ctx.app.inject({
    url: `/api/shared/get-s3-url?${params}`,
    headers: bearer(adminToken),
  });
  expect(response.statusCode).toBe(200);
  return response.json<UploadUrlResponse>();
}

function put(url: string, body: Buffer | Readable, headers: Record<string, string>) {
  return ctx.app.inject({ method: 'PUT', url, headers, payload: body });
}

const stored = (key: string) => existsSync(join(ctx.dataDir, 'uploads', key));
const leftovers = () => {
  const temp = join(ctx.dataDir, 'uploads', '.tmp');
  return existsSync(temp) ? readdirSync(temp) : [];
};

describe('PUT to a signed local upload URL, then GET /uploads/<key>', () => {
  it('keeps an image and serves it back byte for byte, inline and cached for good', async () => {
    const upload = await target(png);
    const put1 = await put(upload.url, png, upload.headers);
    expect(put1.statusCode).toBe(200);
    expect(put1.json()).toEqual({ key: upload.key, path: upload.path });

    const file = await ctx.app.inject({ url: upload.path });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(png)).toBe(true);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['content-length']).toBe(String(png.length));
    expect(file.headers['content-disposition']).toBe(
      `inline; filename*=UTF-8''${encodeURIComponent('غلاف الكورس.png')}`,
    );
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(leftovers()).toEqual([]);
  });

  it('serves a PDF as a download under its Arabic name', async () => {
    const name = 'مذكرة الدرس (1).pdf';
    const upload = await target(pdf, {
      fileName: name,
      contentType: 'application/pdf',
      field: 'url',
    });
    expect((await put(upload.url, pdf, upload.headers)).statusCode).toBe(200);
    const file = await ctx.app.inject({ url: upload.path });
    expect(file.headers['content-type']).toBe('application/pdf');
    const disposition = file.headers['content-disposition'] as string;
    expect(disposition).toMatch(/^attachment; filename\*=UTF-8''[\w%.-]+$/);
    expect(decodeURIComponent(disposition.split("''")[1]!)).toBe(name);
  });

  it('takes a PDF far past the usual request body limit', async () => {
    const big = Buffer.concat([pdf, Buffer.alloc(12 * 1024 * 1024, 32)]);
    const upload = await target(big, {
      fileName: 'كتاب.pdf',
      contentType: 'application/pdf',
      field: 'url',
    });
    expect((await put(upload.url, big, upload.headers)).statusCode).toBe(200);
    const file = await ctx.app.inject({ url: upload.path });
    expect(file.headers['content-length']).toBe(String(big.length));
    expect(file.rawPayload.equals(big)).toBe(true);
  });

  it('accepts the same upload again, so a retried PUT does no harm', async () => {
    const upload = await target(png);
    expect((await put(upload.url, png, upload.headers)).statusCode).toBe(200);
    expect((await put(upload.url, png, upload.headers)).statusCode).toBe(200);
    expect((await ctx.app.inject({ url: upload.path })).rawPayload.equals(png)).toBe(true);
  });

  it('refuses an expired URL', async () => {
    const upload = await target(png);
    ctx.clock.advance(15 * 60_000 + 1);
    const response = await put(upload.url, png, upload.headers);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: messages.uploadLinkExpired });
    expect(stored(upload.key)).toBe(false);
  });

  it('refuses a URL whose signature, size, type or key was changed', async () => {
    const upload = await target(png);
    const other = await target(png);
    const url = new URL(upload.url, 'http://sabora.test');
    const sig = url.searchParams.get('sig')!;
    const tampered = [
      upload.url.replace(`sig=${sig}`, `sig=${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`),
      upload.url.replace(/sig=[^&]+/, ''),
      upload.url.replace(`size=${png.length}`, `size=${png.length * 10}`),
      upload.url.replace('type=image%2Fpng', 'type=image%2Fgif'),
      upload.url.replace('expires=', 'expires=9'),
      upload.url.replace(upload.key, other.key),
    ];
    for (const changed of tampered) {
      const response = await put(changed, png, upload.headers);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: messages.uploadLinkInvalid });
    }
    expect(stored(upload.key) || stored(other.key)).toBe(false);
  });

  it('refuses a body longer than the signed size, declared or streamed', async () => {
    const upload = await target(png);
    const longer = Buffer.concat([png, Buffer.alloc(10)]);
    const declared = await put(upload.url, longer, upload.headers);
    expect(declared.statusCode).toBe(413);
    expect(declared.json()).toEqual({ message: messages.uploadTooLarge });
    expect(declared.headers.connection).toBe('close');
    const streamed = await put(upload.url, Readable.from([png, Buffer.alloc(10)]), upload.headers);
    expect(streamed.statusCode).toBe(413);
    expect(streamed.json()).toEqual({ message: messages.uploadTooLarge });
    expect(stored(upload.key)).toBe(false);
    expect(leftovers()).toEqual([]);
  });

  it('answers an oversized upload over a real connection instead of resetting it', async () => {
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const upload = await target(png);
    async function* endless() {
      yield png;
      for (let chunk = 0; chunk < 100; chunk += 1) yield Buffer.alloc(64 * 1024);
    }
    const response = await fetch(`${address}${upload.url}`, {
      method: 'PUT',
      headers: upload.headers,
      body: ReadableStream.from(endless()),
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: messages.uploadTooLarge });
    expect(stored(upload.key)).toBe(false);
  });

  it('refuses a body that stops short of the signed size', async () => {
    const upload = await target(png);
    const response = await put(upload.url, png.subarray(0, 100), upload.headers);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: messages.uploadIncomplete });
    expect(stored(upload.key)).toBe(false);
  });

  it('refuses a Content-Type other than the signed one', async () => {
    const upload = await target(png);
    const wrong: Record<string, string>[] = [
      { 'content-type': 'image/gif' },
      { 'content-type': 'text/html' },
      {},
    ];
    for (const headers of wrong) {
      const response = await put(upload.url, png, headers);
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({ message: messages.uploadTypeMismatch });
    }
    expect(stored(upload.key)).toBe(false);
  });

  it('refuses a file whose bytes are not what its type says, and keeps none of it', async () => {
    const script = Buffer.from('<script>alert(document.cookie)</script>'.padEnd(3008, ' '));
    for (const body of [script, Buffer.concat([pdf, Buffer.alloc(3008 - pdf.length)])]) {
      const upload = await target(body);
      const response = await put(upload.url, body, upload.headers);
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({ message: messages.uploadNotItsType });
      expect(stored(upload.key)).toBe(false);
      expect((await ctx.app.inject({ url: upload.path })).statusCode).toBe(404);
    }
    expect(leftovers()).toEqual([]);
  });

  it('never writes outside the uploads folder, whatever the key in the URL', async () => {
    const upload = await target(png);
    const query = upload.url.split('?')[1];
    for (const key of [
      '..%2F..%2Fescaped.png',
      '%2e%2e/%2e%2e/escaped.png',
      'images/../../escaped.png',
    ]) {
      const response = await put(`/api/uploads/${key}?${query}`, png, upload.headers);
      // Encoded dots reach the route and fail the key check; plain ones are resolved away first.
      expect([403, 404]).toContain(response.statusCode);
    }
    expect(existsSync(join(ctx.dataDir, 'escaped.png'))).toBe(false);
    expect(existsSync(join(ctx.dataDir, 'uploads', 'escaped.png'))).toBe(false);
  });
});

describe('hostile keys and names (security suite)', () => {
  it('refuses backslashes, absolute paths and NUL bytes in the key, writing nothing', async () => {
    const upload = await target(png);
    const query = upload.url.split('?')[1];
    for (const key of [
      'images%5C..%5C..%5Cescaped.png',
      '%2Fetc%2Fescaped.png',
      '%2F%2Fescaped.png',
      `${upload.key}%00.png`,
      `${upload.key.replace('.png', '%00.png')}`,
    ]) {
      const response = await put(`/api/uploads/${key}?${query}`, png, upload.headers);
      // A NUL is refused before the link is even checked, as any hostile path value (decision 0110).
      expect(key.includes('%00') ? [422] : [403, 404], key).toContain(response.statusCode);
      expect(response.json().message).toMatch(/[\u0600-\u06FF]/);
    }
    expect(readdirSync(ctx.dataDir).sort()).toEqual(['uploads']);
    expect(stored(upload.key)).toBe(false);
  });

  it('refuses a link whose signed file name was changed', async () => {
    const upload = await target(png, { fileName: 'غلاف.png' });
    const changed = upload.url.replace(/name=[^&]+/, `name=${encodeURIComponent('evil.html')}`);
    const response = await put(changed, png, upload.headers);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: messages.uploadLinkInvalid });
  });

  it('keeps a hostile file name out of the Content-Disposition syntax', async () => {
    const name = 'x"; filename=evil.html; x=.pdf';
    const upload = await target(pdf, {
      fileName: name,
      contentType: 'application/pdf',
      field: 'url',
    });
    expect((await put(upload.url, pdf, upload.headers)).statusCode).toBe(200);
    const served = await ctx.app.inject({ url: upload.path });
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-type']).toBe('application/pdf');
    const disposition = String(served.headers['content-disposition']);
    expect(disposition).toMatch(/^attachment; filename\*=UTF-8''[^"; ]+$/);
    expect(decodeURIComponent(disposition.split("''")[1]!)).toBe(name);
  });
});

describe('GET /uploads/<key>', () => {
  it('answers 404 in Arabic for a file that is not there', async () => {
    const response = await ctx.app.inject({
      url: '/uploads/images/2026/11/00000000-0000-4000-8000-000000000000.png',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: messages.fileNotFound });
  });

  it('never serves a file outside the uploads folder, nor a name sidecar', async () => {
    writeFileSync(join(ctx.dataDir, 'jwt-secret'), 'top-secret-value');
    const upload = await target(png);
    await put(upload.url, png, upload.headers);
    const attempts = [
      '/uploads/../jwt-secret',
      '/uploads/..%2Fjwt-secret',
      '/uploads/%2e%2e/jwt-secret',
      '/uploads/%2e%2e%2fjwt-secret',
      '/uploads/images/2026/11/..%2F..%2F..%2F..%2Fjwt-secret',
      '/uploads/.tmp',
      `${upload.path}.json`,
    ];
    for (const url of attempts) {
      const response = await ctx.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('top-secret-value');
      expect(response.body).not.toContain('fileName');
    }
  });
});
