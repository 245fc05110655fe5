import { toLatinDigits } from './digits';

/**
 * A recharge code (كود الشحن) is 19 random decimal digits and one Damm check
 * digit, printed in five groups of four. Digits only, because students type
 * them on an Arabic keyboard and read them over the phone; 10^19 codes carry
 * 63 bits of entropy. The check digit catches every single-digit typo and
 * every swap of two neighbours before a request is sent (decision 0145).
 */
export const rechargeCodeRandomDigits = 19;
export const rechargeCodeLength = rechargeCodeRandomDigits + 1;
const groupSize = 4;

// The Damm algorithm's quasigroup of order 10 (Damm, 2004): a weakly totally
// anti-symmetric table, so one digit per code detects all the errors above.
const dammTable = [
  [0, 3, 1, 7, 5, 9, 8, 6, 4, 2],
  [7, 0, 9, 2, 1, 5, 4, 8, 6, 3],
  [4, 2, 0, 6, 8, 7, 1, 3, 5, 9],
  [1, 7, 5, 0, 9, 8, 3, 4, 2, 6],
  [6, 1, 2, 3, 0, 4, 5, 9, 7, 8],
  [3, 6, 7, 4, 2, 0, 9, 5, 8, 1],
  [5, 8, 6, 9, 7, 2, 0, 1, 3, 4],
  [8, 9, 4, 5, 3, 6, 2, 0, 1, 7],
  [9, 4, 3, 8, 6, 1, 7, 2, 0, 5],
  [2, 5, 8, 1, 4, 3, 6, 7, 9, 0],
] as const;

function dammInterim(digits: string): number {
  let interim = 0;
  for (const digit of digits) interim = dammTable[interim]![Number(digit)]!;
  return interim;
}

/** The check digit that makes `digits` + it pass {@link isRechargeCode}. */
export function rechargeCheckDigit(digits: string): string {
  return String(dammInterim(digits));
}

/** Twenty ASCII digits whose Damm check passes. */
export function isRechargeCode(code: string): boolean {
  return new RegExp(`^\\d{${rechargeCodeLength}}$`).test(code) && dammInterim(code) === 0;
}

/**
 * What a student typed, pasted or scanned, as the twenty bare digits: Arabic
 * or Persian digits become ASCII, spaces, dashes and bidi marks go, and a
 * `/redeem?code=…` link (the card's QR) gives its `code`.
 */
export function normalizeRechargeCode(input: string): string {
  let text = input.trim();
  const fromLink = /[?&]code=([^&#\s]*)/.exec(text);
  if (fromLink) text = safeDecode(fromLink[1]!);
  return toLatinDigits(text).replace(/[\s\-_.\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/g, '');
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Why a typed code can't be a code, before asking the server; null when it can. */
export function rechargeCodeProblem(input: string): string | null {
  const code = normalizeRechargeCode(input);
  if (code === '') return 'اكتب الكود اللي على الكارت';
  if (!/^\d+$/.test(code)) return 'الكود أرقام بس';
  if (code.length !== rechargeCodeLength)
    return `الكود ${rechargeCodeLength} رقم، وإنت كاتب ${code.length}`;
  if (!isRechargeCode(code)) return 'فيه رقم غلط في الكود، راجعه على الكارت';
  return null;
}

/** "1234 5678 9012 3456 7890", for cards and for reading over the phone. */
export function formatRechargeCode(code: string): string {
  const groups: string[] = [];
  for (let at = 0; at < code.length; at += groupSize) groups.push(code.slice(at, at + groupSize));
  return groups.join(' ');
}

/** All but the last four digits hidden: what an admin sees once the code is printed. */
export function maskRechargeCode(lastFour: string): string {
  return `•••• •••• •••• •••• ${lastFour}`;
}
