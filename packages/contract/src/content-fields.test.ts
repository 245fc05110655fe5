import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { timeRangeQuery } from './admin-query';
import { blankAsNull, blankAsUnset, mediaUrl, showDate } from './content-fields';

describe('mediaUrl', () => {
  const cover = mediaUrl('الصورة');

  it.each(['/demo/deutsch-a1.svg', '/demo/wortschatz-1.pdf', '/uploads/images/2026/11/a.png'])(
    'takes %s, a path the app serves',
    (path) => {
      expect(cover.safeParse(path).success).toBe(true);
    },
  );

  it.each(['/demo/../package.json', '/demo/a/b.svg', '/demo/cover.png', '/demo/', '/other/a.svg'])(
    'refuses %s',
    (path) => {
      expect(cover.safeParse(path).success).toBe(false);
    },
  );
});

describe('blank optional fields', () => {
  it('reads an empty string as null where null is allowed', () => {
    expect(blankAsNull(z.number().nullable()).parse('')).toBeNull();
    expect(blankAsNull(z.number().nullable()).safeParse('x').success).toBe(false);
  });

  it('reads an empty string as left out where there is no null', () => {
    expect(blankAsUnset(showDate).parse('')).toBeUndefined();
    expect(blankAsUnset(showDate).safeParse(null).success).toBe(false);
  });
});

describe('timeRangeQuery', () => {
  const range = z.object(timeRangeQuery);

  it('reads an empty date filter as no filter', () => {
    expect(range.parse({ from: '', to: '' })).toEqual({});
    expect(range.parse({})).toEqual({});
    expect(range.parse({ from: String(Date.UTC(2026, 0, 1)) })).toEqual({
      from: Date.UTC(2026, 0, 1),
    });
    expect(range.safeParse({ from: 'gestern' }).success).toBe(false);
  });
});
