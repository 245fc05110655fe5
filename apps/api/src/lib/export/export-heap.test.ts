import { PassThrough, Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import { createExportHeap } from './export-heap';

function heapWithLog() {
  const flags: string[] = [];
  const heap = createExportHeap(
    (flag) => flags.push(flag),
    () => flags.push('collected'),
  );
  return { heap, flags };
}

const drained = async (body: Readable) => {
  body.resume();
  await finished(body);
};

describe('export heap', () => {
  it('collects once and grows by half from the first export until the last one has ended', async () => {
    const { heap, flags } = heapWithLog();
    const first = heap.whileStreaming(Readable.from(['a', 'b']));
    const second = heap.whileStreaming(Readable.from(['c']));
    const started = ['--heap-growing-percent=50', 'collected'];
    expect(flags).toEqual(started);
    await drained(first);
    expect(flags).toEqual(started);
    await drained(second);
    expect(flags).toEqual([...started, '--heap-growing-percent=0']);
  });

  it('gives V8 its own factor back when a download goes away or the export fails', async () => {
    const { heap, flags } = heapWithLog();
    const abandoned = heap.whileStreaming(new PassThrough());
    const failed = heap.whileStreaming(new PassThrough());
    abandoned.destroy();
    failed.destroy(new Error('the database went away'));
    await Promise.allSettled([finished(abandoned), finished(failed)]);
    expect(flags).toEqual(['--heap-growing-percent=50', 'collected', '--heap-growing-percent=0']);
    heap.whileStreaming(new PassThrough());
    expect(flags.slice(-2)).toEqual(['--heap-growing-percent=50', 'collected']);
  });

  it('collects with V8 itself when no collector is given, without a global `gc`', async () => {
    const garbage = new WeakRef({ rows: Array.from({ length: 1000 }, (_, n) => ({ n })) });
    // A WeakRef's target lives at least until the job that made it has ended.
    await new Promise((resolve) => setImmediate(resolve));
    const body = createExportHeap(() => undefined).whileStreaming(new PassThrough());
    expect(garbage.deref()).toBeUndefined();
    expect((globalThis as { gc?: unknown }).gc).toBeUndefined();
    body.destroy();
  });
});
