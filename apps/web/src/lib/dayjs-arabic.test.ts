import { describe, expect, it } from 'vitest';
import { dayjs } from './dayjs-arabic';

describe('the Arabic dayjs locale', () => {
  it.each([
    ['00:30', '12:30 ص'],
    ['11:59', '11:59 ص'],
    ['12:00', '12:00 م'],
    ['12:48', '12:48 م'],
    ['23:10', '11:10 م'],
  ])('writes %s as %s', (time, expected) => {
    expect(dayjs(`2026-11-21T${time}:00`).format('hh:mm A')).toBe(expected);
  });
});
