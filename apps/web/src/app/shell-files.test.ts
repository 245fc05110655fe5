import { describe, expect, it } from 'vitest';
import { shellFiles, shellFont } from './shell-files';

const manifest = {
  'index.html': {
    file: 'assets/index-a.js',
    isEntry: true,
    imports: ['_vendor.js'],
    css: ['assets/index-a.css'],
  },
  '_vendor.js': { file: 'assets/vendor-b.js' },
  'src/page.tsx': { file: 'assets/page-c.js', imports: ['_vendor.js', '_icons.js'] },
  '_icons.js': { file: 'assets/icons-d.js' },
  'src/admin.tsx': { file: 'assets/admin-e.js', imports: ['_charts.js'] },
  '_charts.js': { file: 'assets/charts-f.js' },
};

describe('shellFiles', () => {
  it('takes the entry and the listed pages with their static imports, not other chunks', () => {
    expect([...shellFiles(manifest, ['src/page.tsx'])].sort()).toEqual([
      'assets/icons-d.js',
      'assets/index-a.css',
      'assets/index-a.js',
      'assets/page-c.js',
      'assets/vendor-b.js',
    ]);
  });

  it('fails the build when a listed page is no longer a chunk', () => {
    expect(() => shellFiles(manifest, ['src/gone.tsx'])).toThrow('src/gone.tsx');
  });
});

describe('shellFont', () => {
  it('keeps the Arabic and Latin WOFF2 files only', () => {
    expect(shellFont.test('assets/cairo-arabic-400-normal-DN15VWMM.woff2')).toBe(true);
    expect(shellFont.test('assets/cairo-latin-700-normal-C3GYtKbV.woff2')).toBe(true);
    expect(shellFont.test('assets/cairo-latin-ext-400-normal-xCL67Y2R.woff2')).toBe(false);
    expect(shellFont.test('assets/cairo-arabic-400-normal-CAYwymWN.woff')).toBe(false);
  });
});
