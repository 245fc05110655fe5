/**
 * Preloads the code of the lazy page the address opens, listed by
 * the build in the page's `#page-chunks` data block (vite.config.ts): they
 * download beside the entry instead of after it has run (decision 0194), and
 * the first render, which waits for them (decision 0216), comes sooner. The
 * app's own import() then finds them loaded. Nothing in development.
 */
export function preloadPageCode(pathname: string): void {
  try {
    const routes = JSON.parse(document.getElementById('page-chunks')?.textContent ?? '[]') as [
      string,
      string[],
    ][];
    const files = routes.find(([pattern]) => new RegExp(pattern).test(pathname))?.[1] ?? [];
    for (const file of files) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = `/${file}`;
      document.head.append(link);
    }
  } catch {
    // A damaged block costs only the head start.
  }
}
