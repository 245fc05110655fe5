import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listedVideosResponse } from '@sabora/contract';
import { insertCourse, insertVideo } from '../../../test/support/catalogue-fixtures';
import { buildTestApp, type TestContext } from '../../../test/support/helper';
import { createEncodedLists } from './encoded-lists';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await buildTestApp();
  const course = await insertCourse(ctx);
  for (let n = 0; n < 30; n += 1) {
    await insertVideo(ctx, {
      courses: [course],
      values: { title: `Lektion ${n + 1} — الدرس ${n + 1}` },
    });
  }
});
afterAll(() => ctx.close());

const videos = (encoding?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/shared/videos',
    headers: encoding ? { 'accept-encoding': encoding } : {},
    payload: {},
  });

describe('catalogue lists sent compressed', () => {
  it('sends the same list in brotli, in gzip or plain, as the client accepts', async () => {
    const plain = await videos();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding');
    expect(plain.json()).toHaveLength(30);

    const browser = await videos('gzip, deflate, br, zstd');
    expect(browser.headers['content-encoding']).toBe('br');
    expect(browser.headers.vary).toBe('accept-encoding');
    expect(browser.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(browser.rawPayload).toString('utf8'))).toEqual(
      plain.json(),
    );

    const gzip = await videos('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('sends the same bytes to every viewer of the same list', async () => {
    const [first, second] = [await videos('br'), await videos('br')];
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('leaves plain a client that takes neither, and a list too small to gain', async () => {
    const deflateOnly = await videos('deflate');
    expect(deflateOnly.headers['content-encoding']).toBeUndefined();
    expect(deflateOnly.json()).toHaveLength(30);

    const courses = await ctx.app.inject({
      method: 'POST',
      url: '/api/shared/courses',
      headers: { 'accept-encoding': 'br' },
      payload: {},
    });
    expect(courses.statusCode).toBe(200);
    expect(courses.rawPayload.length).toBeLessThan(1024);
    expect(courses.headers['content-encoding']).toBeUndefined();
    expect(courses.json()).toHaveLength(1);
  });
});

describe('createEncodedLists', () => {
  it('encodes a list once per key and compresses it once per encoding', () => {
    const lists = createEncodedLists();
    let built = 0;
    const value = () => {
      built += 1;
      return [];
    };
    const list = lists(listedVideosResponse, 'videos:', value);
    expect(lists(listedVideosResponse, 'videos:', value)).toBe(list);
    expect(built).toBe(1);
    expect(list.compressed('br')).toBe(list.compressed('br'));
    expect(list.compressed('gzip')).toBe(list.compressed('gzip'));
    expect(JSON.parse(gunzipSync(list.compressed('gzip')).toString('utf8'))).toEqual(
      JSON.parse(list.text),
    );
  });
});
