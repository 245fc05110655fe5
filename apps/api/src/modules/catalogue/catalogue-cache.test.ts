import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCourse } from '../../../test/support/catalogue-fixtures';
import { buildTestApp, type TestContext } from '../../../test/support/helper';
import {
  catalogueFreshForMs,
  catalogueRefreshAfterMs,
  createCatalogueCache,
} from './catalogue-cache';
import { createCatalogueRepository, type CatalogueRows } from './catalogue.repository';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

/** The real repository, with a hand on when each load's answer comes back. */
function heldRepository() {
  const real = createCatalogueRepository(ctx.db);
  const held: { rows: Promise<CatalogueRows>; release(): void }[] = [];
  return {
    held,
    repository: {
      load(): Promise<CatalogueRows> {
        const rows = real.load();
        return new Promise((resolve, reject) => {
          held.push({ rows, release: () => rows.then(resolve, reject) });
        });
      },
    },
  };
}

/** A cache over `heldRepository` whose first copy is loaded. */
async function loadedCache() {
  const { held, repository } = heldRepository();
  const cache = createCatalogueCache({ repository, clock: ctx.clock });
  const loading = cache.current();
  held[0]!.release();
  return { cache, held, first: await loading };
}

/** A cache over the real repository whose `failing`-th load fails; `loads()` counts them. */
function failingOnLoad(failing: number) {
  const real = createCatalogueRepository(ctx.db);
  let loads = 0;
  const cache = createCatalogueCache({
    repository: {
      load: () => {
        loads += 1;
        return loads === failing ? Promise.reject(new Error('connection lost')) : real.load();
      },
    },
    clock: ctx.clock,
  });
  return { cache, loads: () => loads };
}

/** Every promise of a load released so far has settled (they settle in microtasks). */
const settled = () => new Promise((resolve) => setImmediate(resolve));

const titlesOf = async (cache: ReturnType<typeof createCatalogueCache>) =>
  (await cache.current()).courses.map((course) => course.row.title);

describe('the catalogue cache', () => {
  it('answers every caller of a cold cache from one load', async () => {
    const { held, repository } = heldRepository();
    const cache = createCatalogueCache({ repository, clock: ctx.clock });
    const callers = Array.from({ length: 50 }, () => cache.current());
    expect(held).toHaveLength(1);
    held[0]!.release();
    const answers = await Promise.all(callers);
    expect(new Set(answers).size).toBe(1);
    expect(held).toHaveLength(1);
  });

  it('keeps no load that began before a change it was told of', async () => {
    const { held, repository } = heldRepository();
    const cache = createCatalogueCache({ repository, clock: ctx.clock });
    const early = cache.current();
    await held[0]!.rows;
    const course = await insertCourse(ctx, { title: 'Neu' });
    cache.invalidate();
    held[0]!.release();
    expect((await early).courses.map((c) => c.row.id)).not.toContain(course.id);

    const next = titlesOf(cache);
    expect(held).toHaveLength(2);
    held[1]!.release();
    expect(await next).toContain('Neu');
  });

  it('loads the next copy behind the one it serves, once that is catalogueRefreshAfterMs old', async () => {
    const { cache, held, first } = await loadedCache();

    ctx.clock.advance(catalogueRefreshAfterMs - 1);
    expect(await cache.current()).toBe(first);
    expect(held).toHaveLength(1);
    ctx.clock.advance(1);
    expect(await cache.current()).toBe(first);
    expect(await cache.current()).toBe(first);
    expect(held).toHaveLength(2);
    held[1]!.release();
    await held[1]!.rows;
    await settled();
    const second = await cache.current();
    expect(second).not.toBe(first);
    expect(held).toHaveLength(2);
  });

  it('never answers from a copy as old as catalogueFreshForMs: its callers await the load', async () => {
    const { cache, held, first } = await loadedCache();

    ctx.clock.advance(catalogueRefreshAfterMs);
    expect(await cache.current()).toBe(first);
    ctx.clock.advance(catalogueFreshForMs - catalogueRefreshAfterMs);
    const waiting = cache.current();
    expect(held).toHaveLength(2);
    held[1]!.release();
    expect(await waiting).not.toBe(first);
  });

  it('tries again behind the copy it serves when a load behind it failed', async () => {
    const { cache, loads } = failingOnLoad(2);
    const first = await cache.current();
    ctx.clock.advance(catalogueRefreshAfterMs);
    expect(await cache.current()).toBe(first);
    await settled();
    expect(loads()).toBe(2);
    expect(await cache.current()).toBe(first);
    expect(loads()).toBe(3);
  });

  it('does not trust a copy when the clock was set back', async () => {
    const { cache, held } = await loadedCache();

    ctx.clock.advance(-1);
    const second = cache.current();
    expect(held).toHaveLength(2);
    held[1]!.release();
    await second;
  });

  it('keeps no failed load: the next caller tries again', async () => {
    const { cache, loads } = failingOnLoad(1);
    await expect(cache.current()).rejects.toThrow('connection lost');
    await expect(titlesOf(cache)).resolves.toBeInstanceOf(Array);
    expect(loads()).toBe(2);
  });
});
