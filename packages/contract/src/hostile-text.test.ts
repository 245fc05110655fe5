import { describe, expect, it } from 'vitest';
import { cleanSearchText, findHostileText, hostileTextMessage, textProblem } from './hostile-text';

describe('textProblem', () => {
  it.each([
    ['a NUL', 'a\u0000b'],
    ['a bell and an escape', 'Kurs\u0007\u001B[2J'],
    ['DEL', 'x\u007F'],
    ['a C1 control', 'x\u0085'],
    ['a lone high surrogate', 'x\uD800'],
    ['a lone low surrogate at the start', '\uDFFFx'],
    ['a reversed pair', '\uDC00\uD800'],
    ['a right-to-left override', '\u202Efdp.exe'],
    ['a left-to-right isolate', 'x\u2066y'],
  ])('refuses %s', (_name, value) => {
    expect(textProblem(value)).toBe('characters');
  });

  it.each([
    ['Arabic with RLM and LRM marks', '\u200Fمريم\u200E Müller'],
    ['line breaks and tabs in a description', 'سطر\nسطر\r\n\tسطر'],
    ['an emoji (a valid surrogate pair)', 'ممتاز 😀👩‍👩‍👧'],
    ['combining marks and zero-width joiners', 'e\u0301 \u200D\uFEFF'],
  ])('accepts %s', (_name, value) => {
    expect(textProblem(value)).toBeNull();
  });

  it('refuses text over the limit', () => {
    expect(textProblem('ب'.repeat(10_001))).toBe('length');
    expect(textProblem('ب'.repeat(10_000))).toBeNull();
  });
});

describe('findHostileText', () => {
  it('finds hostile values and keys at any depth, naming the field', () => {
    const findings = findHostileText({
      title: 'ok',
      questions: [{ options: ['den', 'd\u0000er'] }],
      ['a\u0000b']: 1,
    });
    expect(findings.map(hostileTextMessage).sort()).toEqual(
      [
        'البيانات فيها اسم حقل مش مقبول',
        'في اختيارات السؤال رموز مش مسموح بيها (رموز تحكم أو حروف مكسورة)',
      ].sort(),
    );
  });

  it('walks nesting deeper than the call stack', () => {
    let value: unknown = 'x\u0000';
    for (let depth = 0; depth < 200_000; depth += 1) value = [value];
    expect(findHostileText(value)).toHaveLength(1);
  });

  it('skips raw bytes and anything else JSON does not make, cycles included', () => {
    expect(findHostileText(new Uint8Array([0, 1, 2]))).toEqual([]);
    class Stream {
      self = this;
      name = 'a\u0000b';
    }
    expect(findHostileText({ body: new Stream() })).toEqual([]);
  });

  it('reads dictionaries without Object’s prototype, as query parsers make them', () => {
    const bare = Object.assign(Object.create(null) as object, { search: 'a\u0000' });
    function Empty() {}
    Empty.prototype = Object.create(null) as object;
    const parsed = Object.assign(new (Empty as unknown as new () => object)(), { q: '\u0000' });
    expect(findHostileText(bare)).toHaveLength(1);
    expect(findHostileText(parsed)).toHaveLength(1);
  });
});

describe('cleanSearchText', () => {
  it.each([
    ['\u202A01012345678\u202C', '01012345678'],
    ['أحمد\u200B محمود\u200F', 'أحمد محمود'],
    ['Kurs\u0000\u0007\u2066A\u2069\uFEFF', 'KursA'],
    ['\uD800x', 'x'],
    ['مريم حسن', 'مريم حسن'],
  ])('keeps what %j was meant to find', (pasted, meant) => {
    const cleaned = cleanSearchText(pasted);
    expect(cleaned).toBe(meant);
    expect(textProblem(cleaned)).toBeNull();
  });
});
