/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Read from disk: vitest hands CSS imports to tests as empty strings.
const read = (path: string) =>
  readFileSync(join(import.meta.dirname, path), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
const buttonCss = read('support-button.css');
const globalCss = read('../styles.css');

/** The rules inside the phone's media query of a stylesheet. */
function phoneRules(css: string): string {
  const start = css.indexOf('@media (max-width: 575px)');
  expect(start, 'a phone media query').toBeGreaterThanOrEqual(0);
  let depth = 0;
  for (let index = css.indexOf('{', start); index < css.length; index += 1) {
    if (css[index] === '{') depth += 1;
    if (css[index] === '}') depth -= 1;
    if (depth === 0) return css.slice(start, index);
  }
  throw new Error('unclosed media query');
}

/** A declaration's value in pixels within the first rule for the selector. */
function pixels(css: string, selector: string, property: string): number {
  const body = new RegExp(`(?:^|[}\\s,])${selector.replace('.', '\\.')}\\s*\\{([^}]*)\\}`).exec(
    css,
  )?.[1];
  const value = body && new RegExp(`(?:^|[;\\s])${property}:\\s*(\\d+)px`).exec(body)?.[1];
  expect(value, `${selector} { ${property} }`).toBeDefined();
  return Number(value);
}

describe('the support button on a phone', () => {
  // Issue 18: it rested over the wallet's last amount. The page keeps room below
  // its last line as tall as the button's footprint, on every page.
  it('never covers the last line of a page: the page ends with room for it', () => {
    const phone = phoneRules(globalCss);
    expect(phone).toMatch(/\.app-main\s*\{[^}]*padding-bottom:\s*var\(--support-button-room\)/);
    const room = pixels(phone, ':root', '--support-button-room');
    const footprint =
      pixels(phoneRules(buttonCss), '.support-button', 'bottom') +
      pixels(buttonCss, '.support-button__item', 'height');
    expect(room).toBeGreaterThanOrEqual(footprint);
  });

  // An outsider's walk: at phone width it sat over the register form's select
  // arrows, and a phone's keyboard lifts it over the field being typed in.
  it('steps aside while a field is being filled in', () => {
    expect(phoneRules(buttonCss)).toMatch(
      /body:has\(:is\(input:not\(\[type='checkbox'\], \[type='radio'\]\), textarea, select\):focus\)\s*\.support-button\s*\{\s*visibility:\s*hidden;/,
    );
  });
});
