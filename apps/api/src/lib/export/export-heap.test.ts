import { PassThrough, Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import { createExportHeap } from './export-heap';

function heapWithCount() {
  const collections = { count: 0 };
  const heap = createExportHeap(() => collections.count++);
  return { heap, collections };
}

const drained = async (body: Readable) => {
  body.resume();
  await finished(body);
};

describe('export heap', () => {
  it('collects when the first of exports streaming at once starts, not for the others', async () => {
    const { heap, collections } = heapWithCount();
    const first = heap.whileStreaming(Readable.from(['a', 'b']));
    const second = heap.whileStreaming(Readable.from(['c']));
    expect(collections.count).toBe(1);
    await drained(first);
    const third = heap.whileStreaming(Readable.from(['d']));
    expect(collections.count).toBe(1);
    await Promise.all([drained(second), drained(third)]);
  });

  it('collects again for the next export once a download went away and another failed', async () => {
    const { heap, collections } = heapWithCount();
    const abandoned = heap.whileStreaming(new PassThrough());
    const failed = heap.whileStreaming(new PassThrough());
    abandoned.destroy();
    failed.destroy(new Error('the database went away'));
    await Promise.allSettled([finished(abandoned), finished(failed)]);
    heap.whileStreaming(new PassThrough());
    expect(collections.count).toBe(2);
  });

  it('collects with V8 itself when no collector is given, without a global `gc`', async () => {
    const garbage = new WeakRef({ rows: Array.from({ length: 1000 }, (_, n) => ({ n })) });
    // A WeakRef's target lives at least until the job that made it has ended.
    await new Promise((resolve) => setImmediate(resolve));
    const body = createExportHeap().whileStreaming(new PassThrough());
    expect(garbage.deref()).toBeUndefined();
    expect((globalThis as { gc?: unknown }).gc).toBeUndefined();
    body.destroy();
  });
});
