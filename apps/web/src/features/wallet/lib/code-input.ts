import { formatRechargeCode, normalizeRechargeCode, toLatinDigits } from '@sabora/contract';

/**
 * What the code field shows while the student types or pastes: the digits
 * (Arabic ones made Latin, as printed on the card) in groups of four, and a
 * pasted `/redeem?code=…` link as its code. Anything that is not digits is
 * left as typed, so the check can say what is wrong with it.
 */
export function formatTypedCode(raw: string): string {
  const code = normalizeRechargeCode(raw);
  return /^\d+$/.test(code) ? formatRechargeCode(code) : raw;
}

const isDigit = (character: string) => /\d/.test(toLatinDigits(character));

/** How many digits stand before `caret` in what was typed. */
export function digitsBefore(raw: string, caret: number): number {
  return [...raw.slice(0, caret)].filter(isDigit).length;
}

/** Where the caret goes in the formatted text: after the same number of digits. */
export function caretAfterDigits(formatted: string, digits: number): number {
  if (digits === 0) return 0;
  let seen = 0;
  for (let index = 0; index < formatted.length; index += 1) {
    if (isDigit(formatted[index]!)) seen += 1;
    if (seen === digits) return index + 1;
  }
  return formatted.length;
}
