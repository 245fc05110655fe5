import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from '@20minutes/s3rver';
import { DeleteObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedPhotoPaths } from '../modules/uploads/stored-photos.repository';
import { buildTestApp, type TestContext } from '../../test/support/helper';
import { insertCourse, insertVideo } from '../../test/support/catalogue-fixtures';
import { insertExamWithQuestions } from '../../test/support/exam-fixtures';
import { photo } from '../../test/support/image-fixtures';
import { backfillBucketPhotoVariants } from './s3-backfill-image-variants';
import { createS3Storage, type S3Storage } from './s3-storage';
import { variantKeysOf } from './upload-keys';
import { variantsBackfillMarker } from './variants-backfill-marker';

// A real S3-compatible server on loopback, holding photos put there before decision 0199.
const bucket = 'sabora-backfill';
let store: S3rver;
let storeDir: string;
let endpoint: string;
let client: S3Client;
let storage: S3Storage;
let ctx: TestContext;

beforeAll(async () => {
  storeDir = mkdtempSync(join(tmpdir(), 'sabora-s3-backfill-'));
  store = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: storeDir,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await store.run();
  endpoint = `http://127.0.0.1:${port}`;
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  client = new S3Client({ endpoint, forcePathStyle: true, region: 'eu-central-1', credentials });
  storage = await createS3Storage({
    endpoint,
    region: 'eu-central-1',
    bucket,
    credentials,
    publicUrl: undefined,
  });
  ctx = await buildTestApp();
});
afterAll(async () => {
  await ctx.close();
  await store.close();
  rmSync(storeDir, { recursive: true, force: true });
});

const keyOf = (ext: string) => `images/2025/03/${randomUUID()}.${ext}`;
const pathOf = (key: string) => `${endpoint}/${bucket}/${key}`;
const put = (key: string, body: Buffer, type: string) =>
  client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: type }));
const status = async (key: string) => (await fetch(pathOf(key), { method: 'HEAD' })).status;

function quietLog() {
  const warnings: { key: string }[] = [];
  return {
    warnings,
    log: { info: () => undefined, warn: (entry: { key: string }) => warnings.push(entry) },
  };
}

describe('photos put in the bucket before 0199 get their variants at start (decision 0210)', () => {
  it('walks the photos saved rows show, leaves a broken one where it is, and marks the walk done', async () => {
    const jpeg = await photo(1200, 675).jpeg().toBuffer();
    const coursePhoto = keyOf('jpg');
    const lessonPhoto = keyOf('png');
    const questionPhoto = keyOf('webp');
    const broken = keyOf('jpg');
    const gone = keyOf('jpg');
    const gif = keyOf('gif');
    await put(coursePhoto, jpeg, 'image/jpeg');
    await put(lessonPhoto, await photo(800, 600).png().toBuffer(), 'image/png');
    await put(questionPhoto, await photo(640, 480).webp().toBuffer(), 'image/webp');
    await put(broken, jpeg.subarray(0, 300), 'image/jpeg');
    await put(gif, await photo(40, 30).gif().toBuffer(), 'image/gif');

    await insertCourse(ctx, { imageUrl: pathOf(coursePhoto) });
    // The same photo on two rows is converted once.
    await insertCourse(ctx, { imageUrl: pathOf(coursePhoto) });
    await insertVideo(ctx, { values: { imageUrl: pathOf(lessonPhoto) } });
    await insertExamWithQuestions(ctx, {
      questions: [
        {
          title: 'Was siehst du?',
          options: ['a', 'b'],
          correct: ['a'],
          score: 1,
          imageUrl: pathOf(questionPhoto),
        },
        {
          title: 'Und hier?',
          options: ['a', 'b'],
          correct: ['b'],
          score: 1,
          imageUrl: pathOf(broken),
        },
      ],
    });
    await insertCourse(ctx, { imageUrl: pathOf(gone) });
    await insertCourse(ctx, { imageUrl: pathOf(gif) });
    await insertCourse(ctx, { imageUrl: '/demo/sec-2-hoeren.svg' });

    const { warnings, log } = quietLog();
    const walk = () => backfillBucketPhotoVariants(storage, () => storedPhotoPaths(ctx.db), log);
    expect(await walk()).toBe(3);
    for (const key of [coursePhoto, lessonPhoto, questionPhoto]) {
      for (const variant of variantKeysOf(key)) expect(await status(variant.key)).toBe(200);
    }
    // A saved row still shows the broken photo: it stays, without variants.
    expect(await status(broken)).toBe(200);
    for (const variant of variantKeysOf(broken)) expect(await status(variant.key)).toBe(404);
    expect(warnings.map((entry) => entry.key).sort()).toEqual([broken, gone].sort());
    expect(await storage.marker.read(variantsBackfillMarker)).toBe('320,480,640,960 avif,webp');

    // The next start reads the marker and walks nothing: a variant lost since stays lost.
    const lost = variantKeysOf(coursePhoto)[0]!.key;
    await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: lost }));
    expect(await walk()).toBe(0);
    expect(await status(lost)).toBe(404);
    expect(warnings).toHaveLength(2);

    // A marker naming another set of variants (a width added since) walks again.
    await storage.marker.write(variantsBackfillMarker, '320,640 webp');
    expect(await walk()).toBe(1);
    expect(await status(lost)).toBe(200);
    // About 30 photo encodings, AVIF among them: past the default 30 s on a loaded 2-core machine.
  }, 90_000);
});
