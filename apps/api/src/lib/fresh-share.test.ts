import { describe, expect, it } from 'vitest';
import { createFreshShare } from './fresh-share';

/** Computations the test ends by hand, numbered in the order they began. */
function heldComputations() {
  const begun: { key: string; end(value: string): void; fail(error: Error): void }[] = [];
  const compute = (key: string) =>
    new Promise<string>((resolve, reject) => {
      begun.push({ key, end: resolve, fail: reject });
    });
  return { begun, compute };
}

// Lets every settled promise's callbacks run.
const turns = () => new Promise((resolve) => setImmediate(resolve));

describe('createFreshShare', () => {
  it('never answers a call from a computation that began before it', async () => {
    const { begun, compute } = heldComputations();
    const share = createFreshShare(compute);
    const first = share('k');
    expect(begun).toHaveLength(1);
    const second = share('k');
    const third = share('k');
    // Both arrived while the first computation ran: they wait for the next one.
    expect(begun).toHaveLength(1);
    begun[0]!.end('one');
    expect(await first).toBe('one');
    await turns();
    expect(begun).toHaveLength(2);
    const fourth = share('k');
    begun[1]!.end('two');
    expect(await second).toBe('two');
    expect(await third).toBe('two');
    await turns();
    // The fourth asked after the second computation began: it gets a third.
    expect(begun).toHaveLength(3);
    begun[2]!.end('three');
    expect(await fourth).toBe('three');
  });

  it('starts at once when nothing runs, and keeps keys apart', async () => {
    const { begun, compute } = heldComputations();
    const share = createFreshShare(compute);
    const a = share('a');
    const b = share('b');
    expect(begun.map((c) => c.key)).toEqual(['a', 'b']);
    begun[1]!.end('b1');
    begun[0]!.end('a1');
    expect([await a, await b]).toEqual(['a1', 'b1']);
    const again = share('a');
    expect(begun).toHaveLength(3);
    begun[2]!.end('a2');
    expect(await again).toBe('a2');
  });

  it('hands a failure only to the calls that shared it, and starts afresh after it', async () => {
    const { begun, compute } = heldComputations();
    const share = createFreshShare(compute);
    const failing = share('k');
    const waiting = share('k');
    begun[0]!.fail(new Error('lost connection'));
    await expect(failing).rejects.toThrow('lost connection');
    await turns();
    begun[1]!.end('fine');
    expect(await waiting).toBe('fine');
  });
});
