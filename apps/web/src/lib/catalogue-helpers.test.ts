import { describe, expect, it } from 'vitest';
import { formatPrice } from './format-price';
import { linesToArray } from './lines';
import { mediaSrc } from './media-url';
import { clampPage, pageFromSearch, tablePagination } from './pagination';

describe('linesToArray (a textarea becomes a list of lines)', () => {
  it('splits on newlines, trims and drops empty lines', () => {
    expect(linesToArray('  eins \r\n\nzwei\n   \ndrei  ')).toEqual(['eins', 'zwei', 'drei']);
  });
  it('gives an empty list for nothing', () => {
    expect(linesToArray('')).toEqual([]);
    expect(linesToArray(undefined)).toEqual([]);
  });
});

describe('pagination', () => {
  it('is the spec table pagination: 20 per page, jumper, range, hidden with one page', () => {
    const onChange = (page: number) => page;
    const config = tablePagination({ page: 2, total: 45, onChange });
    expect(config).toMatchObject({
      current: 2,
      pageSize: 20,
      total: 45,
      hideOnSinglePage: true,
      showQuickJumper: true,
      showSizeChanger: false,
    });
    expect(config.showTotal?.(45, [21, 40])).toBe('21–40 من إجمالي 45');
  });
  it('hands over only whole pages within 1..last', () => {
    const pages: number[] = [];
    const config = tablePagination({ page: 1, total: 45, onChange: (page) => pages.push(page) });
    config.onChange?.(9, 20);
    config.onChange?.(2, 20);
    expect(pages).toEqual([3, 2]);
  });
  it.each([
    [0, 45, 1],
    [-3, 45, 1],
    [2.7, 45, 2],
    [99, 45, 3],
    ['abc', 45, 1],
    [5, 0, 1],
  ])('clampPage(%s, total %s) = %s', (raw, total, page) => {
    expect(clampPage(raw, total)).toBe(page);
  });
  it('reads the page from the address bar, 1 when missing or wrong', () => {
    expect(pageFromSearch('3')).toBe(3);
    expect(pageFromSearch(null)).toBe(1);
    expect(pageFromSearch('2.5')).toBe(1);
    expect(pageFromSearch('-1')).toBe(1);
  });
});

describe('formatPrice', () => {
  it('shows free for 0 and whole pounds otherwise', () => {
    expect(formatPrice(0)).toBe('مجاناً');
    expect(formatPrice(295)).toBe('295 جنيه');
    expect(formatPrice(1500)).toBe('1,500 جنيه');
    expect(formatPrice(1234567.4)).toBe('1,234,567 جنيه');
  });
});

describe('mediaSrc', () => {
  it('serves stored paths from our origin and keeps full addresses', () => {
    expect(mediaSrc('/uploads/images/a.png')).toBe('/uploads/images/a.png');
    expect(mediaSrc('uploads/images/a.png')).toBe('/uploads/images/a.png');
    expect(mediaSrc('https://cdn.test/a.png')).toBe('https://cdn.test/a.png');
    expect(mediaSrc(null)).toBeUndefined();
  });
});
