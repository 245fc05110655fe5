import { codesMessages } from '@/i18n/codes-messages';
import { formatRechargeCode } from '@sabora/contract';
import type { CreatedCodeBatchResponse } from '@sabora/contract';

const copy = codesMessages.codes.csv;

/** A field as CSV writes it: quoted when it holds a comma, a quote or a line break. */
function field(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** The link each card's QR opens: the student's redeem page with the code filled in. */
export function redeemLink(origin: string, code: string): string {
  return `${origin}/redeem?code=${code}`;
}

/**
 * The printed batch as CSV (UTF-8 with a byte-order mark, so Excel reads the
 * Arabic), made in the browser from the one answer that holds the codes: they
 * never travel again. Codes are written grouped, as on the card: as text,
 * never a number that a spreadsheet would round.
 */
export function codesCsv(
  created: CreatedCodeBatchResponse,
  origin: string,
  formatExpiry: (ms: number) => string,
): string {
  const { batch } = created;
  const expiry = batch.expiresAt === null ? '' : formatExpiry(batch.expiresAt);
  const header = [copy.serial, copy.code, copy.amount, copy.expiresAt, copy.link, copy.note];
  const rows = created.codes.map(({ serial, code }) => [
    String(serial),
    formatRechargeCode(code),
    String(batch.amount),
    expiry,
    redeemLink(origin, code),
    batch.note,
  ]);
  return `\uFEFF${[header, ...rows].map((row) => row.map(field).join(',')).join('\r\n')}\r\n`;
}

/** Saves text as a file, without a round trip to the server. */
export function saveText(text: string, fileName: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 1000);
}
