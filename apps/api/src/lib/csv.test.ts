import { describe, expect, it } from 'vitest';
import { csvLine } from './csv';

describe('csvLine', () => {
  it("keeps a phone's leading zero and a long identifier's digits as text for Excel", () => {
    expect(csvLine(['01012345678', '1234567890123456'])).toBe(
      '"=""01012345678""","=""1234567890123456"""\r\n',
    );
  });

  it('leaves other digits, numbers and dates as a spreadsheet reads them', () => {
    expect(csvLine(['0', '2026', 250, -1000, '2026-11-21 11:00'])).toBe(
      '0,2026,250,-1000,2026-11-21 11:00\r\n',
    );
  });

  it('defuses a formula a student typed and quotes what needs quoting', () => {
    expect(csvLine(['=HYPERLINK("x")', '+201012345678', 'أ, ب', 'سطر\nتاني'])).toBe(
      '"\'=HYPERLINK(""x"")",\'+201012345678,"أ, ب","سطر\nتاني"\r\n',
    );
  });
});
