import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// A sentence promising a feature later ("قريباً", "هيتفعل مع …") stood in the
// video form where exam pickers belonged. None may ship again, in any source file.
const placeholder = /قريباً|هيتفعل|هتتفعل|لسه بنجهز|coming soon|ComingSoon/i;

const srcDir = join(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('the web app', () => {
  it('has no placeholder text in place of a feature', () => {
    const offenders = sourceFiles(srcDir).filter((path) =>
      placeholder.test(readFileSync(path, 'utf8')),
    );
    expect(offenders).toEqual([]);
  });
});
