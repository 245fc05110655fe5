import { afterEach, describe, expect, it } from 'vitest';
import { preloadPageCode } from './preload-page-code';

const routes = [
  ['^/login/?$', ['assets/login-page-a1.js', 'assets/auth-card-b2.js']],
  ['^/courses/[^/]+/?$', ['assets/course-page-c3.js']],
];

function pageChunks(text: string) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = 'page-chunks';
  block.textContent = text;
  document.head.append(block);
}

const links = () =>
  [...document.head.querySelectorAll('link')].map((link) => [link.rel, link.getAttribute('href')]);

afterEach(() => {
  document.head.replaceChildren();
});

describe('preloadPageCode', () => {
  it('preloads the files the build listed for the address', () => {
    pageChunks(JSON.stringify(routes));
    preloadPageCode('/login');
    expect(links()).toEqual([
      ['modulepreload', '/assets/login-page-a1.js'],
      ['modulepreload', '/assets/auth-card-b2.js'],
    ]);
  });

  it('preloads nothing for a page in the entry, without the block or with a damaged one', () => {
    pageChunks(JSON.stringify(routes));
    preloadPageCode('/courses');
    document.head.replaceChildren();
    preloadPageCode('/courses/c1');
    pageChunks('{not json');
    preloadPageCode('/courses/c1');
    expect(links()).toEqual([]);
  });
});
