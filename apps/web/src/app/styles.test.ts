/// <reference types="node" />
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Every stylesheet sits beside the component or page it draws (decision 0141);
// this keeps them small and free of classes no code sets any more. Read from
// disk: vitest hands CSS imports, even ?raw ones, to tests as empty strings.
// import.meta.dirname, not new URL(…, import.meta.url), which vite rewrites to a served path.
const srcDir = join(import.meta.dirname, '..');
const files = readdirSync(srcDir, { recursive: true, encoding: 'utf8' }).map((file) =>
  file.replaceAll('\\', '/'),
);
const read = (matches: (file: string) => boolean) =>
  Object.fromEntries(
    files.filter(matches).map((file) => [`/src/${file}`, readFileSync(join(srcDir, file), 'utf8')]),
  );
const stylesheets = read((file) => file.endsWith('.css'));
const sources = read((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file));

const globalStylesheet = '/src/app/styles.css';
const globalLimit = 300;
const componentLimit = 200;

// Classes the libraries put on their own markup: antd's components (ant-*), its
// icons (anticon), react-toastify's (Toastify__*) and Vidstack's player (vds-*).
// No code of ours writes them, yet our rules adjust them.
const libraryClass = (name: string) =>
  name.startsWith('ant-') ||
  name === 'anticon' ||
  name.startsWith('Toastify__') ||
  name.startsWith('vds-');

/** The class names in a stylesheet's selectors (declarations and comments left out). */
export function selectorClasses(css: string): string[] {
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const preludes = [...withoutComments.matchAll(/([^{};]+)\{/g)]
    .map((match) => match[1]?.trim() ?? '')
    .filter((prelude) => !prelude.startsWith('@'));
  const names = preludes.flatMap((prelude) =>
    [...prelude.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1] ?? ''),
  );
  return [...new Set(names)];
}

/**
 * Whether some source sets the class: written whole (`'btn btn--block'`), or
 * composed from a prefix in a template literal (`btn--${variant}`).
 */
export function classIsSet(name: string, code: string[]): boolean {
  const whole = new RegExp(`(?<![\\w-])${name}(?![\\w-])`);
  return code.some(
    (text) =>
      whole.test(text) ||
      [...text.matchAll(/([\w-]+(?:--|__))\$\{/g)].some((match) =>
        name.startsWith(match[1] ?? '\0'),
      ),
  );
}

export function unusedClasses(css: string, code: string[]): string[] {
  return selectorClasses(css).filter((name) => !libraryClass(name) && !classIsSet(name, code));
}

const code = Object.values(sources);

describe('stylesheets', () => {
  it('found the stylesheets and the sources', () => {
    expect(Object.keys(stylesheets)).toContain(globalStylesheet);
    expect(Object.keys(stylesheets).length).toBeGreaterThan(20);
    expect(code.length).toBeGreaterThan(100);
  });

  it.each(Object.entries(stylesheets))('%s styles only classes some code sets', (_path, css) => {
    expect(unusedClasses(css, code)).toEqual([]);
  });

  it.each(Object.entries(stylesheets))('%s stays within its line limit', (path, css) => {
    const limit = path === globalStylesheet ? globalLimit : componentLimit;
    expect(css.split('\n').length).toBeLessThanOrEqual(limit);
  });

  it('reads composed class names and ignores comments and declarations', () => {
    const css =
      '/* .gone */ .btn--primary:hover, a.card > .card__x { color: #fff; } @media (width < 0.5em) { .x { top: 0.5px; } }';
    expect(selectorClasses(css)).toEqual(['btn--primary', 'card', 'card__x', 'x']);
    expect(classIsSet('btn--primary', ['const c = `btn--${variant}`;'])).toBe(true);
    expect(classIsSet('card__x', ["className='card card__xy'"])).toBe(false);
  });
});
