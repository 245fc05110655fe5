import fc from 'fast-check';

// Strings that have broken parsers, databases, file paths and bidi text elsewhere.
const nastyStrings = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDFFF',
  '\u202Eexe.pdf',
  '\u200B\u200C\u200D\uFEFF',
  '\u200Fمريم\u200E',
  'e\u0301\u0301\u0301\u0301',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 😀👩‍👩‍👧',
  '٠١٠١٢٣٤٥٦٧٨',
  'NaN',
  'Infinity',
  '-0',
  '1e308',
  '-1',
  '99999999999999999999999',
  '0x10',
  'true',
  'null',
  'undefined',
  '[]',
  '{}',
  '../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%2e%2e%2f%2e%2e%2f',
  '/etc/passwd',
  'C:\\boot.ini',
  '<script>alert(1)</script>',
  "' or 1=1 --",
  "'; drop table users; --",
  '${7*7}{{7*7}}',
  '\r\nX-Injected: 1',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '123e4567-e89b-12d3-a456-42661417400',
  'not-a-uuid',
];

/**
 * One UTF-16 unit or code point from anywhere: fast-check's own 'binary' unit
 * never yields a lone surrogate, and draws a control character only rarely
 * from a range of a million code points, so both are drawn on purpose too.
 */
export const anyUnit: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }), weight: 4 },
  {
    arbitrary: fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)),
    weight: 2,
  },
  // C0 and C1 controls, DEL, lone surrogates and the bidi controls.
  {
    arbitrary: fc
      .constantFrom(
        [0x00, 0x1f],
        [0x7f, 0x9f],
        [0xd800, 0xdfff],
        [0x200e, 0x200f],
        [0x202a, 0x202e],
        [0x2066, 0x2069],
      )
      .chain(([min, max]) => fc.integer({ min: min!, max: max! }))
      .map((code) => String.fromCharCode(code)),
    weight: 2,
  },
  { arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }), weight: 2 },
  // The one a database refuses outright (PostgreSQL's text cannot hold it).
  { arbitrary: fc.constant('\u0000'), weight: 1 },
);

/** A string drawn from the full Unicode range, lone surrogates and controls included. */
export const anyString = (maxLength = 40): fc.Arbitrary<string> =>
  fc.string({ unit: anyUnit, maxLength });

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...nastyStrings), weight: 6 },
  { arbitrary: anyString(), weight: 5 },
  // A valid-looking value with one hostile unit inside, so it gets past type checks.
  {
    arbitrary: fc
      .tuple(fc.constantFrom('Kurs ', 'باسم', '0101234567', 'a@b.test'), anyUnit)
      .map(([text, unit]) => `${text}${unit}`),
    weight: 3,
  },
  { arbitrary: fc.uuid(), weight: 1 },
  // Long enough to find a missing length limit; the last one is over the body limit.
  {
    arbitrary: fc.constantFrom(100_000, 300_000, 1_100_000).map((n) => 'ب'.repeat(n / 2)),
    weight: 1,
  },
);

const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(0, -0, -1, 0.5, 1e308, -1e308, 2 ** 31, 2 ** 53 + 2, -(2 ** 63), 4e12),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

function nested(depth: number): unknown {
  let value: unknown = 'tief';
  for (let level = 0; level < depth; level += 1) value = level % 2 ? [value] : { a: value };
  return value;
}

/** Any JSON value an attacker or a broken client could send in place of a field. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: hostileString, weight: 5 },
  { arbitrary: hostileNumber, weight: 3 },
  { arbitrary: fc.constantFrom(null, true, false, [], {}), weight: 2 },
  { arbitrary: fc.array(hostileString, { maxLength: 5 }), weight: 1 },
  { arbitrary: fc.constant(Array.from({ length: 10_000 }, (_, index) => index)), weight: 1 },
  { arbitrary: fc.constant(Array.from({ length: 10_000 }, () => 'x')), weight: 1 },
  { arbitrary: fc.constantFrom(64, 2_000).map(nested), weight: 1 },
  { arbitrary: fc.constant(JSON.parse('{"__proto__":{"isAdmin":true}}') as unknown), weight: 1 },
  { arbitrary: fc.jsonValue({ maxDepth: 3, stringUnit: anyUnit }), weight: 2 },
);
