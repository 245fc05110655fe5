import { describe, expect, it } from 'vitest';
import { caretAfterDigits, codeAfterEdit, digitsBefore, formatTypedCode } from './code-input';

describe('formatTypedCode', () => {
  it.each([
    ['digits as typed, in groups of four', '123456789', '1234 5678 9'],
    ['Arabic digits become Latin', '١٢٣٤٥٦', '1234 56'],
    [
      'a pasted code with dashes and spaces',
      '1234-5678 9012-3456 7890',
      '1234 5678 9012 3456 7890',
    ],
    [
      'the card QR link gives its code',
      'https://sabora.example/redeem?code=12345678901234567890',
      '1234 5678 9012 3456 7890',
    ],
    ['a group of four gets no trailing space', '1234', '1234'],
    ['letters stay as typed, for the check to name', '12ab', '12ab'],
    ['empty stays empty', '', ''],
  ])('%s', (_case, raw, shown) => {
    expect(formatTypedCode(raw)).toBe(shown);
  });
});

describe('the caret', () => {
  it('stays after the same digit when a digit is typed in the middle', () => {
    // "1234 5678" with a 9 typed after "12", the caret after the 9.
    const raw = '12934 5678';
    const digits = digitsBefore(raw, 3);
    expect(digits).toBe(3);
    const shown = formatTypedCode(raw);
    expect(shown).toBe('1293 4567 8');
    expect(caretAfterDigits(shown, digits)).toBe(3);
  });

  it('jumps over the group space after the fourth digit', () => {
    expect(caretAfterDigits('1234 5', 5)).toBe(6);
    expect(caretAfterDigits('1234 5', 4)).toBe(4);
  });

  it('counts Arabic digits as digits', () => {
    expect(digitsBefore('١٢x٣', 4)).toBe(3);
  });
});

describe('codeAfterEdit', () => {
  it('puts the caret at the end when typing at the end', () => {
    expect(codeAfterEdit('1234', '12345', 5)).toEqual({ text: '1234 5', caret: 6 });
  });

  it('keeps the caret after the same digit when typing in the middle', () => {
    expect(codeAfterEdit('1234 5678', '12934 5678', 3)).toEqual({ text: '1293 4567 8', caret: 3 });
  });

  it('deletes the digit before a space that backspace removed', () => {
    // "1234 5678", caret after the space, backspace: the space goes, then the 4 with it.
    expect(codeAfterEdit('1234 5678', '12345678', 4)).toEqual({ text: '1235 678', caret: 3 });
  });

  it('leaves letters for the check to name', () => {
    expect(codeAfterEdit('12', '12a', 3)).toEqual({ text: '12a', caret: 3 });
  });
});
