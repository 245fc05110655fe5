import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  levelLabels,
  levels,
  videoSourceOf,
  type Course,
  type ListedVideo,
} from '@sabora/contract';
import { seedAssetsFolder } from '../locations';
import { demoCourses } from './demo-catalogue';
import { courses, pdfs, videos } from '../db/schema/index';
import { buildTestApp, type TestContext } from '../../test/support/helper';
import { seedDemoContent, wantsDemoContent } from './seed-demo';

let ctx: TestContext;
const seed = () => seedDemoContent(ctx.db, { now: ctx.clock.now() });
const rows = async (table: typeof courses | typeof videos | typeof pdfs) =>
  (await ctx.db.select({ value: count() }).from(table))[0]!.value;

beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

describe('wantsDemoContent', () => {
  it.each([
    [{ SEED_DEMO: true }, true],
    [{ SEED_DEMO: false }, false],
    [{ SEED_DEMO: true, DATABASE_URL: 'postgres://db/sabora' }, false],
  ])('%j → %s', (env, expected) => {
    expect(wantsDemoContent(env)).toBe(expected);
  });
});

describe('seedDemoContent', () => {
  it('leaves a catalogue that already has courses alone, for good', async () => {
    const other = await buildTestApp();
    try {
      await other.db
        .insert(courses)
        .values({ title: 'Eigener Kurs', price: 100, level: 'sec-1', showDate: new Date() });
      const options = { now: other.clock.now() };
      expect(await seedDemoContent(other.db, options)).toBe(false);
      await other.db.delete(courses);
      expect(await seedDemoContent(other.db, options)).toBe(false);
    } finally {
      await other.close();
    }
  });

  it('fills an empty catalogue once', async () => {
    expect(await seed()).toBe(true);
    expect(await rows(courses)).toBeGreaterThanOrEqual(12);
  });

  it('does nothing the second time', async () => {
    const before = [await rows(courses), await rows(videos), await rows(pdfs)];
    expect(await seed()).toBe(false);
    expect([await rows(courses), await rows(videos), await rows(pdfs)]).toEqual(before);
  });

  it('shows a visitor released courses of all six levels', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/shared/courses',
      payload: { all: false },
    });
    const shown = response.json<Course[]>();
    expect(new Set(shown.map((c) => c.level))).toEqual(new Set(levels));
    expect(shown.some((c) => c.price === 0)).toBe(true);
    expect(shown.some((c) => c.freeForSubscribers)).toBe(true);
  });

  it('keeps some courses for later and some for center students', async () => {
    const all = await ctx.db.select().from(courses);
    expect(all.some((c) => c.showDate.getTime() > ctx.clock.now())).toBe(true);
    expect(all.some((c) => c.isForCenter)).toBe(true);
  });

  it('gives every course a served image and every PDF a served file', async () => {
    const files = [
      ...(await ctx.db.select().from(courses)).map((c) => c.imageUrl!),
      ...(await ctx.db.select().from(pdfs)).map((p) => p.url),
    ];
    for (const path of files) {
      expect(path).toMatch(/^\/demo\/[\w.-]+\.(svg|pdf)$/);
      const served = await ctx.app.inject({ url: path });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toMatch(/^(image\/svg\+xml|application\/pdf)/);
    }
  });

  it('serves nothing but the shipped demo files', async () => {
    for (const url of ['/demo/..%2Fpackage.json', '/demo/nope.svg', '/demo/seed-demo.ts']) {
      expect((await ctx.app.inject({ url })).statusCode).toBe(404);
    }
  });

  it('has a released video of every kind the player knows, each in a course', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/shared/videos',
      payload: { all: false },
    });
    const listed = response.json<ListedVideo[]>();
    expect(listed.length).toBeGreaterThanOrEqual(25);
    expect(listed.every((v) => v.courses.length > 0)).toBe(true);
    const released = (await ctx.db.select().from(videos)).filter(
      (v) => v.showDate.getTime() <= ctx.clock.now(),
    );
    const kinds = new Set(released.map((v) => videoSourceOf(v.url).kind));
    expect(kinds).toEqual(new Set(['youtube', 'vimeo', 'bunny', 'file', 'hls']));
  });

  it('does not come back after the admin deletes every course', async () => {
    await ctx.db.delete(courses);
    expect(await seed()).toBe(false);
    expect(await rows(courses)).toBe(0);
  });
});

describe('the demo covers', () => {
  const labelled = (image: string) =>
    levels.filter((level) =>
      readFileSync(join(seedAssetsFolder, image), 'utf8').includes(`>${levelLabels[level]}<`),
    );

  it.each(demoCourses.map((course) => [course.title, course.level, course.image] as const))(
    '%s names no level but its own (%s)',
    (_title, level, image) => {
      expect(labelled(image).filter((named) => named !== level)).toEqual([]);
    },
  );
});
