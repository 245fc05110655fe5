import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  imageVariantFormats,
  imageVariantKey,
  imageVariantSrcSets,
  imageVariantWidths,
  type UploadUrlResponse,
} from '@sabora/contract';
import { systemClock } from '../../lib/clock';
import { messages } from '../../messages';
import { backfillImageVariants } from '../../storage/local/backfill-image-variants';
import { createLocalStorage } from '../../storage/local/local-storage';
import {
  bearer,
  buildTestApp,
  createAdmin,
  loginAdmin,
  type TestContext,
} from '../../../test/support/helper';
import { photo, pngClaiming } from '../../../test/support/image-fixtures';

let ctx: TestContext;
let adminToken: string;
beforeAll(async () => {
  ctx = await buildTestApp();
  const admin = await createAdmin(ctx.db);
  adminToken = (await loginAdmin(ctx.app, admin.row.identifier, admin.password)).token;
});
afterAll(() => ctx.close());

const jpeg = await photo(1200, 675).jpeg({ quality: 80 }).toBuffer();

async function upload(file: Buffer, contentType: string, fileName = 'غلاف.jpg') {
  const params = new URLSearchParams({
    fileName,
    contentType,
    field: 'imageUrl',
    size: String(file.length),
  });
  const grant = await ctx.app.inject({
    url: `/api/shared/get-s3-url?${params}`,
    headers: bearer(adminToken),
  });
  expect(grant.statusCode).toBe(200);
  const target = grant.json<UploadUrlResponse>();
  const response = await ctx.app.inject({
    method: 'PUT',
    url: target.url,
    headers: target.headers,
    payload: file,
  });
  return { target, response };
}

const keptFiles = (key: string) => {
  const dir = join(ctx.dataDir, 'uploads', key.slice(0, key.lastIndexOf('/')));
  const id = key.slice(key.lastIndexOf('/') + 1).split('.')[0]!;
  return existsSync(dir) ? readdirSync(dir).filter((name) => name.startsWith(id)) : [];
};

const variantsOf = (key: string) =>
  imageVariantWidths.flatMap((width) =>
    imageVariantFormats.map((format) => ({
      width,
      format,
      path: `/uploads/${imageVariantKey(key, width, format)!}`,
    })),
  );

describe('an uploaded photo gets its AVIF and WebP variants (decision 0179)', () => {
  it('writes every width in both formats and keeps the original byte for byte', async () => {
    const { target, response } = await upload(jpeg, 'image/jpeg');
    expect(response.statusCode).toBe(200);

    const original = await ctx.app.inject({ url: target.path });
    expect(original.rawPayload.equals(jpeg)).toBe(true);

    for (const variant of variantsOf(target.key)) {
      const file = await ctx.app.inject({ url: variant.path });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe(`image/${variant.format}`);
      expect(file.headers['content-disposition']).toBe('inline');
      expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(file.rawPayload).metadata();
      expect(meta.format).toBe(variant.format === 'avif' ? 'heif' : 'webp');
      expect(meta.width).toBe(variant.width);
      expect(meta.height).toBe(Math.round((variant.width * 675) / 1200));
      expect(file.rawPayload.length).toBeLessThan(jpeg.length);
    }
    // The paths the web builds its srcset from are the ones written.
    const srcSets = imageVariantSrcSets(target.path)!;
    expect(srcSets.webp.split(', ')).toHaveLength(imageVariantWidths.length);
    for (const entry of srcSets.avif.split(', ')) {
      const [path] = entry.split(' ');
      expect((await ctx.app.inject({ url: path! })).statusCode).toBe(200);
    }
  });

  it('answers the convert call the web makes after every image PUT, and replaces a lost variant', async () => {
    const { target } = await upload(jpeg, 'image/jpeg');
    const convert = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/shared/uploads/convert',
        headers: bearer(adminToken),
        payload: { key: target.key },
      });
    const variants = variantsOf(target.key);
    const lost = join(ctx.dataDir, 'uploads', variants[0]!.path.slice('/uploads/'.length));
    rmSync(lost);
    const response = await convert();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      key: target.key,
      variants: variants.map((variant) => variant.path.slice('/uploads/'.length)),
    });
    expect(existsSync(lost)).toBe(true);
    const missing = await ctx.app.inject({
      method: 'POST',
      url: '/api/shared/uploads/convert',
      headers: bearer(adminToken),
      payload: { key: `images/2026/11/${randomUUID()}.jpg` },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: messages.fileNotFound });
  });

  it('never enlarges a small photo', async () => {
    const small = await photo(400, 300).png().toBuffer();
    const { target, response } = await upload(small, 'image/png', 'صغيرة.png');
    expect(response.statusCode).toBe(200);
    for (const variant of variantsOf(target.key)) {
      const file = await ctx.app.inject({ url: variant.path });
      expect((await sharp(file.rawPayload).metadata()).width).toBe(Math.min(variant.width, 400));
    }
  });

  it('keeps a GIF as it is, animation and all, with no variants', async () => {
    const gif = await photo(40, 30).gif().toBuffer();
    const { target, response } = await upload(gif, 'image/gif', 'حركة.gif');
    expect(response.statusCode).toBe(200);
    const name = target.key.split('/').pop()!;
    expect(keptFiles(target.key).sort()).toEqual([name, `${name}.json`]);
    expect(imageVariantSrcSets(target.path)).toBeUndefined();
  });
});

describe('a photo that is broken or a decompression bomb is refused in Arabic (fuzz)', () => {
  const cases = [
    {
      name: 'a truncated JPEG',
      file: () => Promise.resolve(jpeg.subarray(0, Math.floor(jpeg.length / 2))),
      type: 'image/jpeg',
      message: messages.uploadImageBroken,
    },
    {
      name: 'a JPEG header followed by noise',
      file: () => Promise.resolve(Buffer.concat([jpeg.subarray(0, 20), Buffer.alloc(4000, 0x5a)])),
      type: 'image/jpeg',
      message: messages.uploadImageBroken,
    },
    {
      name: 'a PNG claiming 30000 × 30000 pixels',
      file: () => Promise.resolve(pngClaiming(30_000, 30_000)),
      type: 'image/png',
      message: messages.uploadImageTooManyPixels,
    },
    {
      name: 'a GIF cut short',
      file: async () => (await photo(40, 30).gif().toBuffer()).subarray(0, 60),
      type: 'image/gif',
      message: messages.uploadImageBroken,
    },
  ];
  for (const { name, file, type, message } of cases) {
    it(`refuses ${name} with a 422 and keeps nothing`, async () => {
      const { target, response } = await upload(await file(), type);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ message });
      expect(keptFiles(target.key)).toEqual([]);
      expect((await ctx.app.inject({ url: target.path })).statusCode).toBe(404);
    });
  }

  it('refuses an SVG, whether asked for as SVG or sent as a PNG', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    const params = new URLSearchParams({
      fileName: 'x.svg',
      contentType: 'image/svg+xml',
      field: 'imageUrl',
      size: String(svg.length),
    });
    const grant = await ctx.app.inject({
      url: `/api/shared/get-s3-url?${params}`,
      headers: bearer(adminToken),
    });
    expect(grant.statusCode).toBe(422);

    const { target, response } = await upload(svg, 'image/png');
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ message: messages.uploadNotItsType });
    expect(keptFiles(target.key)).toEqual([]);
  });

  it('serves no variant path outside the rule (another width, a PDF’s, a GIF’s)', async () => {
    const id = randomUUID();
    for (const path of [
      `/uploads/images/2026/11/${id}-500w.webp`,
      `/uploads/images/2026/11/${id}-480w.png`,
      `/uploads/documents/2026/11/${id}-480w.webp`,
    ]) {
      expect((await ctx.app.inject({ url: path })).statusCode).toBe(404);
    }
  });
});

describe('the backfill of photos kept before variants existed (decision 0180)', () => {
  it('writes the missing variants once, skips what it cannot decode, and skips the walk after a finished one', async () => {
    const storage = createLocalStorage({
      dataDir: ctx.dataDir,
      secret: 'backfill-test',
      clock: systemClock,
    });
    const folder = join(ctx.dataDir, 'uploads', 'images', '2025', '03');
    mkdirSync(folder, { recursive: true });
    const old = `images/2025/03/${randomUUID()}.jpg`;
    const broken = `images/2025/03/${randomUUID()}.png`;
    writeFileSync(join(ctx.dataDir, 'uploads', old), jpeg);
    writeFileSync(join(ctx.dataDir, 'uploads', broken), Buffer.from('not a png at all'));
    const warnings: unknown[] = [];
    const log = { info: () => undefined, warn: (entry: unknown) => warnings.push(entry) };

    expect(await backfillImageVariants(storage, log)).toBeGreaterThanOrEqual(1);
    for (const variant of variantsOf(old)) {
      expect((await ctx.app.inject({ url: variant.path })).statusCode).toBe(200);
    }
    expect(warnings).toEqual([expect.objectContaining({ key: broken })]);
    expect(keptFiles(broken)).toHaveLength(1);

    // The next start skips the walk: the broken photo is not decoded again.
    expect(await backfillImageVariants(storage, log)).toBe(0);
    expect(warnings).toHaveLength(1);

    // A folder restored from before the marker (or a new set of variants) is walked again.
    const older = `images/2025/03/${randomUUID()}.jpg`;
    writeFileSync(join(ctx.dataDir, 'uploads', older), jpeg);
    expect(await backfillImageVariants(storage, log)).toBe(0);
    rmSync(join(ctx.dataDir, 'uploads', '.variants-backfilled'));
    expect(await backfillImageVariants(storage, log)).toBe(1);
    for (const variant of variantsOf(older)) {
      expect((await ctx.app.inject({ url: variant.path })).statusCode).toBe(200);
    }
    expect(warnings).toHaveLength(2);
  });
});
