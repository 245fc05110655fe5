import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { gzipHead, gzipWithTail } from './gzip-splice';

const head = `{"exam":{"title":"Deutsch – الوحدة الأولى"},"questions":${JSON.stringify(
  Array.from({ length: 40 }, (_, i) => ({
    title: `سؤال ${i}: Wie heißt du?`,
    options: ['a', 'b'],
  })),
)}`;

describe('gzip splice', () => {
  it('gives one gzip member that zlib decodes, checksum and length included', () => {
    const tail = ',"draft":{"q1":["أ"]},"serverTime":1795300000000}';
    const body = gzipWithTail(gzipHead(head), tail);
    expect(gunzipSync(body).toString()).toBe(head + tail);
    expect(body.length).toBeLessThan(Buffer.byteLength(head) / 3);
  });

  it('reuses one head for many tails', () => {
    const shared = gzipHead(head);
    for (const tail of ['}', ',"serverTime":1}', ',"draft":{},"serverTime":2}'])
      expect(gunzipSync(gzipWithTail(shared, tail)).toString()).toBe(head + tail);
  });

  it('takes an empty head or an empty tail', () => {
    expect(gunzipSync(gzipWithTail(gzipHead(''), 'x')).toString()).toBe('x');
    expect(gunzipSync(gzipWithTail(gzipHead(head), '')).toString()).toBe(head);
  });

  it('splits a tail longer than one stored block', () => {
    const tail = 'ب'.repeat(70_000);
    expect(gunzipSync(gzipWithTail(gzipHead(head), tail)).toString()).toBe(head + tail);
  });

  it('is refused by zlib when a byte is wrong, so the checksum is real', () => {
    const body = gzipWithTail(gzipHead(head), ',"serverTime":1}');
    body[body.length - 10]! ^= 1;
    expect(() => gunzipSync(body)).toThrow();
  });
});
