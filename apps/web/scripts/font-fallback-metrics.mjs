// Prints the overrides of the 'Cairo Fallback' face in src/app/fonts.css
// (decision 0191): Cairo's vertical metrics, read from the woff2 files the app
// ships, and a size-adjust that gives Arial (through Liberation Sans, which
// has Arial's advance widths) Cairo's average Latin width. Run it after
// changing the font: `node scripts/font-fallback-metrics.mjs [LiberationSans-Regular.ttf]`.
// fonts.css takes the weight 400 line for its one face (most text is 400).
// Reads the tables by hand (no font library): woff2 keeps hhea, OS/2, head,
// cmap and hmtx untransformed apart from an optional hmtx transform, which
// the Latin files do not use.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { brotliDecompressSync } from 'node:zlib';

const require = createRequire(import.meta.url);
const cairoFile = (subset, weight) =>
  require.resolve(`@fontsource/cairo/files/cairo-${subset}-${weight}-normal.woff2`);
const arialFile =
  process.argv[2] ?? '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf';

// English and German letter frequencies (per mille, rounded) with the space and digits: the
// Latin text on the pages is lesson titles, addresses and numbers.
const weights = {
  ' ': 180,
  e: 105,
  t: 70,
  a: 65,
  o: 60,
  i: 60,
  n: 65,
  s: 55,
  r: 55,
  h: 45,
  l: 35,
  d: 35,
  c: 25,
  u: 30,
  m: 22,
  w: 16,
  f: 18,
  g: 18,
  y: 15,
  p: 15,
  b: 14,
  v: 8,
  k: 8,
  j: 2,
  x: 2,
  q: 1,
  z: 3,
  0: 10,
  1: 10,
  2: 8,
  3: 6,
  4: 6,
  5: 6,
  6: 5,
  7: 5,
  8: 5,
  9: 5,
};

const knownTags = [
  'cmap',
  'head',
  'hhea',
  'hmtx',
  'maxp',
  'name',
  'OS/2',
  'post',
  'cvt ',
  'fpgm',
  'glyf',
  'loca',
  'prep',
  'CFF ',
  'VORG',
  'EBDT',
  'EBLC',
  'gasp',
  'hdmx',
  'kern',
  'LTSH',
  'PCLT',
  'VDMX',
  'vhea',
  'vmtx',
  'BASE',
  'GDEF',
  'GPOS',
  'GSUB',
  'EBSC',
  'JSTF',
  'MATH',
  'CBDT',
  'CBLC',
  'COLR',
  'CPAL',
  'SVG ',
  'sbix',
  'acnt',
  'avar',
  'bdat',
  'bloc',
  'bsln',
  'cvar',
  'fdsc',
  'feat',
  'fmtx',
  'fvar',
  'gvar',
  'hsty',
  'just',
  'lcar',
  'mort',
  'morx',
  'opbd',
  'prop',
  'trak',
  'Zapf',
  'Silf',
  'Glat',
  'Gloc',
  'Feat',
  'Sill',
];

/** The tables of a woff2 file, by tag, as buffers of the decompressed stream. */
function woff2Tables(file) {
  const data = readFileSync(file);
  if (data.toString('latin1', 0, 4) !== 'wOF2') throw new Error(`${file} is not woff2`);
  const numTables = data.readUInt16BE(12);
  const compressedLength = data.readUInt32BE(20);
  let at = 48;
  const base128 = () => {
    let value = 0;
    for (let i = 0; i < 5; i += 1) {
      const byte = data[at++];
      value = value * 128 + (byte & 0x7f);
      if (!(byte & 0x80)) return value;
    }
    throw new Error('bad UIntBase128');
  };
  const entries = [];
  for (let i = 0; i < numTables; i += 1) {
    const flags = data[at++];
    let tag = knownTags[flags & 0x3f];
    if ((flags & 0x3f) === 0x3f) {
      tag = data.toString('latin1', at, at + 4);
      at += 4;
    }
    const transform = flags >> 6;
    const origLength = base128();
    const transformed = tag === 'glyf' || tag === 'loca' ? transform === 0 : transform !== 0;
    const length = transformed ? base128() : origLength;
    entries.push({ tag, length, transformed });
  }
  const stream = brotliDecompressSync(data.subarray(at, at + compressedLength));
  const tables = {};
  let offset = 0;
  for (const entry of entries) {
    tables[entry.tag] = { data: stream.subarray(offset, offset + entry.length), ...entry };
    offset += entry.length;
  }
  return tables;
}

/** The tables of a plain TrueType file, by tag. */
function ttfTables(file) {
  const data = readFileSync(file);
  const tables = {};
  for (let i = 0; i < data.readUInt16BE(4); i += 1) {
    const record = 12 + i * 16;
    const tag = data.toString('latin1', record, record + 4);
    const offset = data.readUInt32BE(record + 8);
    const length = data.readUInt32BE(record + 12);
    tables[tag] = { data: data.subarray(offset, offset + length), transformed: false };
  }
  return tables;
}

/** The glyph of each code point from a format 4 cmap subtable (the BMP). */
function glyphOf(cmap) {
  const count = cmap.readUInt16BE(2);
  for (let i = 0; i < count; i += 1) {
    const offset = cmap.readUInt32BE(4 + i * 8 + 4);
    if (cmap.readUInt16BE(offset) !== 4) continue;
    const table = cmap.subarray(offset);
    const segments = table.readUInt16BE(6) / 2;
    const ends = 14;
    const starts = ends + segments * 2 + 2;
    const deltas = starts + segments * 2;
    const ranges = deltas + segments * 2;
    return (code) => {
      for (let s = 0; s < segments; s += 1) {
        if (code > table.readUInt16BE(ends + s * 2)) continue;
        const start = table.readUInt16BE(starts + s * 2);
        if (code < start) return 0;
        const delta = table.readInt16BE(deltas + s * 2);
        const range = table.readUInt16BE(ranges + s * 2);
        if (range === 0) return (code + delta) & 0xffff;
        const glyph = table.readUInt16BE(ranges + s * 2 + range + (code - start) * 2);
        return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
      }
      return 0;
    };
  }
  throw new Error('no format 4 cmap');
}

function metrics(tables) {
  const head = tables.head.data;
  const hhea = tables.hhea.data;
  const os2 = tables['OS/2'].data;
  if (tables.hmtx.transformed) throw new Error('a transformed hmtx is not read here');
  const longMetrics = hhea.readUInt16BE(34);
  const hmtx = tables.hmtx.data;
  const glyph = glyphOf(tables.cmap.data);
  const advance = (code) => hmtx.readUInt16BE(Math.min(glyph(code), longMetrics - 1) * 4);
  let total = 0;
  let weight = 0;
  for (const [char, share] of Object.entries(weights)) {
    total += advance(char.codePointAt(0)) * share;
    weight += share;
  }
  return {
    unitsPerEm: head.readUInt16BE(18),
    ascender: hhea.readInt16BE(4),
    descender: hhea.readInt16BE(6),
    lineGap: hhea.readInt16BE(8),
    typo: [os2.readInt16BE(68), os2.readInt16BE(70), os2.readInt16BE(72)],
    win: [os2.readUInt16BE(74), os2.readUInt16BE(76)],
    useTypo: Boolean(os2.readUInt16BE(62) & 0x80),
    averageWidth: total / weight,
  };
}

const percent = (value) => `${(value * 100).toFixed(2)}%`;
const arial = metrics(ttfTables(arialFile));
for (const weight of [400, 600, 700]) {
  const arabic = metrics(woff2Tables(cairoFile('arabic', weight)));
  const latin = metrics(woff2Tables(cairoFile('latin', weight)));
  const sizeAdjust =
    latin.averageWidth / latin.unitsPerEm / (arial.averageWidth / arial.unitsPerEm);
  // Chromium takes hhea's ascender, descender and line gap (OS/2's typo values with USE_TYPO_METRICS).
  const [ascent, descent, gap] = arabic.useTypo
    ? arabic.typo
    : [arabic.ascender, arabic.descender, arabic.lineGap];
  const em = arabic.unitsPerEm * sizeAdjust;
  process.stdout.write(
    `weight ${String(weight)}: size-adjust: ${percent(sizeAdjust)}; ascent-override: ${percent(ascent / em)};` +
      ` descent-override: ${percent(Math.abs(descent) / em)}; line-gap-override: ${percent(gap / em)};\n`,
  );
}
