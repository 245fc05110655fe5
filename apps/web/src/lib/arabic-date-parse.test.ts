import { describe, expect, it } from 'vitest';
import { parseTypedDate } from './arabic-date-parse';

const format = 'DD/MM/YYYY - hh:mm A';

describe('a date typed into a picker', () => {
  it.each([
    ['30/11/2026 - 09:00 م', '2026-11-30 21:00'],
    ['30/11/2026 - 09:00 ص', '2026-11-30 09:00'],
    ['30/11/2026 - 12:30 م', '2026-11-30 12:30'],
    ['30/11/2026 - 12:30 ص', '2026-11-30 00:30'],
    ['٣٠/١١/٢٠٢٦ - ٠٩:١٥ م', '2026-11-30 21:15'],
    ['  30/11/2026   -  09:00   م ', '2026-11-30 21:00'],
    ['30/11/2026 - 09:00 PM', '2026-11-30 21:00'],
    ['30/11/2026 - 09:00 am', '2026-11-30 09:00'],
    ['24/11/2026 11:30 م', '2026-11-24 23:30'],
    ['24/11/2026-11:30 م', '2026-11-24 23:30'],
    ['3/7/2026 - 9:05 ص', '2026-07-03 09:05'],
    ['٣/٧/٢٠٢٦ ٩:٣٠ م', '2026-07-03 21:30'],
  ])('reads %s as %s', (typed, expected) => {
    expect(parseTypedDate(typed, [format])?.format('YYYY-MM-DD HH:mm')).toBe(expected);
  });

  it.each(['30/11/2026 - 09:00', '30/11/2026 - 0', '31/11/2026 - 09:00 م', '30/11/2026 - 21:00 م'])(
    'does not read the unfinished or wrong %s',
    (typed) => {
      expect(parseTypedDate(typed, [format])).toBeNull();
    },
  );

  // An outsider's walk: "01/12/2026 15:30" was refused as unreadable.
  it.each([
    ['01/12/2026 15:30', '2026-12-01 15:30'],
    ['01/12/2026 - 15:30', '2026-12-01 15:30'],
    ['٠١/١٢/٢٠٢٦ ٠٠:١٥', '2026-12-01 00:15'],
    ['1/12/2026 9:05', '2026-12-01 09:05'],
    ['01/12/2026 3:30 م', '2026-12-01 15:30'],
  ])('once typed, reads %s on the 24-hour clock when it has no ص or م', (typed, expected) => {
    expect(parseTypedDate(typed, [format], { finished: true })?.format('YYYY-MM-DD HH:mm')).toBe(
      expected,
    );
  });

  it.each(['01/12/2026 25:00', '01/12/2026 15:30 م', '01/12/2026 - 1'])(
    'once typed, still does not read %s',
    (typed) => {
      expect(parseTypedDate(typed, [format], { finished: true })).toBeNull();
    },
  );

  it('reads a date without a time in a date-only format', () => {
    expect(parseTypedDate('٠١/١٢/٢٠٢٦', ['DD/MM/YYYY'])?.format('YYYY-MM-DD')).toBe('2026-12-01');
  });
});
