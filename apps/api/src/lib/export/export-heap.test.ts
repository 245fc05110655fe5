import { PassThrough, Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import { createExportHeap } from './export-heap';

function heapWithLog() {
  const flags: string[] = [];
  return { heap: createExportHeap((flag) => flags.push(flag)), flags };
}

const drained = async (body: Readable) => {
  body.resume();
  await finished(body);
};

describe('export heap', () => {
  it('grows by half from the first export until the last one has ended', async () => {
    const { heap, flags } = heapWithLog();
    const first = heap.whileStreaming(Readable.from(['a', 'b']));
    const second = heap.whileStreaming(Readable.from(['c']));
    expect(flags).toEqual(['--heap-growing-percent=50']);
    await drained(first);
    expect(flags).toEqual(['--heap-growing-percent=50']);
    await drained(second);
    expect(flags).toEqual(['--heap-growing-percent=50', '--heap-growing-percent=0']);
  });

  it('gives V8 its own factor back when a download goes away or the export fails', async () => {
    const { heap, flags } = heapWithLog();
    const abandoned = heap.whileStreaming(new PassThrough());
    const failed = heap.whileStreaming(new PassThrough());
    abandoned.destroy();
    failed.destroy(new Error('the database went away'));
    await Promise.allSettled([finished(abandoned), finished(failed)]);
    expect(flags).toEqual(['--heap-growing-percent=50', '--heap-growing-percent=0']);
    heap.whileStreaming(new PassThrough());
    expect(flags.at(-1)).toBe('--heap-growing-percent=50');
  });
});
