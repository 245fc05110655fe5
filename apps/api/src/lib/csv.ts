// Excel reads a CSV as UTF-8 only when it starts with a byte order mark;
// without it Arabic opens as mojibake.
export const byteOrderMark = '\uFEFF';

// A cell starting with one of these runs as a formula in a spreadsheet; a
// student could name themselves "=HYPERLINK(...)". A leading apostrophe
// makes Excel show it as text.
const formulaStart = /^[=+\-@\t\r]/;

// Excel opens a cell of digits as a number: the phone 01012345678 becomes
// 1012345678, and a 16-digit identifier loses its last digits. Written as the
// formula ="…", which holds nothing but the digits, it opens as the text it is.
const digitsNotANumber = /^(?:0\d+|\d{16,})$/;

function cell(value: string | number): string {
  // A number is never a formula: -1000 stays a number a spreadsheet can sum.
  if (typeof value === 'number') return String(value);
  if (digitsNotANumber.test(value)) return `"=""${value}"""`;
  const safe = formulaStart.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One RFC 4180 line, CRLF included: cells quoted where needed, formulas defused. */
export function csvLine(row: readonly (string | number)[]): string {
  return `${row.map(cell).join(',')}\r\n`;
}

const cairoTime = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Africa/Cairo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** "2026-11-21 11:00" in Cairo time: a form every spreadsheet reads as a date. */
export function cairoDateTime(date: Date | null): string {
  return date ? cairoTime.format(date) : '';
}
