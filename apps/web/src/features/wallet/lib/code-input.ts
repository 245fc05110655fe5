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

/**
 * The field after an edit: `raw` is what the input holds, `caret` where its
 * caret stands. Deleting a group's space deletes the digit before it, as a
 * student pressing backspace there means; the caret stays after the same digit.
 */
export function codeAfterEdit(
  previous: string,
  raw: string,
  caret: number,
): { text: string; caret: number } {
  let edited = raw;
  let at = caret;
  const removedSpace =
    raw.length === previous.length - 1 &&
    normalizeRechargeCode(raw) === normalizeRechargeCode(previous);
  if (removedSpace) {
    const before = [...raw.slice(0, caret)].findLastIndex(isDigit);
    if (before >= 0) {
      edited = raw.slice(0, before) + raw.slice(before + 1);
      at = before;
    }
  }
  const text = formatTypedCode(edited);
  if (at >= edited.length) return { text, caret: text.length };
  return { text, caret: caretAfterDigits(text, digitsBefore(edited, at)) };
}
