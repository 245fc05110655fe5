import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { lazySchema } from './lazy-schema';

describe('a lazily built schema', () => {
  it('is built on its first read only, once', () => {
    let builds = 0;
    const schema = lazySchema(() => {
      builds += 1;
      return z.object({ name: z.string().min(1) });
    });
    expect(builds).toBe(0);
    expect(schema.parse({ name: 'x' })).toEqual({ name: 'x' });
    expect(schema.safeParse({ name: '' }).success).toBe(false);
    expect(builds).toBe(1);
  });

  it('behaves as the schema inside other schemas, extended, and to zod’s checks', () => {
    const inner = lazySchema(() => z.object({ at: z.number().int() }));
    const outer = lazySchema(() => z.object({ inner, list: z.array(inner).nullable() }));
    const extended = lazySchema(() => inner.extend({ by: z.enum(['a', 'b']) }));
    expect(outer.parse({ inner: { at: 1 }, list: null })).toEqual({ inner: { at: 1 }, list: null });
    expect(() => outer.parse({ inner: { at: 1.5 }, list: null })).toThrow();
    expect(extended.parse({ at: 2, by: 'b' })).toEqual({ at: 2, by: 'b' });
    expect(Object.keys(inner.shape)).toEqual(['at']);
    expect(inner instanceof z.ZodObject).toBe(true);
    expect(Object.keys(inner)).toContain('def');
  });
});
