/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { FullPageSpinner } from '@/components/full-page-spinner';
import { env } from '@/env';
import { Brand } from './layout/brand';

// The first screen written in index.html (decision 0219) is the app's own header
// and spinner, so the swap to React moves nothing and says nothing different.
const page = new DOMParser().parseFromString(
  readFileSync(join(import.meta.dirname, '../../index.html'), 'utf8'),
  'text/html',
);

/** The element's children without the indentation between tags, as React would have made them. */
function children(element: Element): Node[] {
  const copy = element.cloneNode(true) as Element;
  const walker = document.createTreeWalker(copy, NodeFilter.SHOW_TEXT);
  const blanks: Node[] = [];
  while (walker.nextNode())
    if (!walker.currentNode.textContent!.trim()) blanks.push(walker.currentNode);
  blanks.forEach((blank) => blank.parentNode!.removeChild(blank));
  copy.querySelector('[data-brand-name]')?.removeAttribute('data-brand-name');
  return [...copy.childNodes];
}

function expectSameNodes(actual: Node[], expected: Node[]) {
  expect(actual).toHaveLength(expected.length);
  actual.forEach((node, index) => {
    expect(node.isEqualNode(expected[index]!), (node as Element).outerHTML).toBe(true);
  });
}

describe('the first screen in index.html', () => {
  it('draws the spinner the app draws on a white page', () => {
    const { container } = render(
      <MemoryRouter initialEntries={['/courses']}>
        <FullPageSpinner />
      </MemoryRouter>,
    );
    expectSameNodes(children(page.querySelector('#root .app-main')!), [...container.childNodes]);
  });

  it('draws the brand of the header', () => {
    const { container } = render(<Brand />);
    const link = page.querySelector('#root header.navbar .navbar__inner > a.navbar__brand');
    expectSameNodes(children(link!), [...container.childNodes]);
    expect(link!.textContent!.trim()).toBe(env.brandName);
  });
});

describe('the logo', () => {
  const logo = readFileSync(join(import.meta.dirname, 'layout/logo.svg'), 'utf8');

  it('is the favicon the icons are made from (scripts/icons.mjs)', () => {
    expect(logo).toBe(readFileSync(join(import.meta.dirname, '../../public/favicon.svg'), 'utf8'));
  });

  it('is the tab icon, inline so that no request for it competes with the app (decision 0225)', () => {
    const href = page.querySelector('link[rel="icon"]')!.getAttribute('href')!;
    const prefix = 'data:image/svg+xml,';
    expect(href.startsWith(prefix)).toBe(true);
    const inline = decodeURIComponent(href.slice(prefix.length));
    expect(inline).toBe(logo.trim().replace(/"/g, "'").replace(/>\s+</g, '><'));
  });
});
