/**
 * What the service worker stores at install (decision 0170): the entry with
 * everything it imports, the student pages' chunks with theirs, and the Cairo
 * files for Arabic and Latin. The admin area, the charts and the video player
 * are left to the network: a student on mobile data never downloads them
 * just because the app was installed.
 */
export const studentPages = [
  'src/features/auth/components/login-page.tsx',
  'src/features/auth/components/register-page.tsx',
  'src/features/courses/components/course-page.tsx',
  'src/features/policies/components/policy-page.tsx',
  'src/features/profile/components/profile-layout.tsx',
  'src/features/wallet/components/wallet-route.tsx',
  'src/features/exams/components/exam-page.tsx',
  'src/features/results/components/my-results-page.tsx',
  'src/features/videos/components/video-page.tsx',
  'src/app/routes/exam-solution-page.tsx',
  'src/app/routes/profile-home.tsx',
  'src/app/routes/my-result-page.tsx',
  'src/app/layout/mobile-menu.tsx',
  'src/components/not-found-page.tsx',
  'src/app/pwa/pwa-bars.tsx',
  'src/app/pwa/pwa-prompts.tsx',
  'src/lib/offline-caches.ts',
] as const;

/** The subset the first screen draws with; the Latin-extended and WOFF copies only serve old browsers. */
export const shellFont = /(?:^|\/)cairo-(?:arabic|latin)-\d{3}-normal-[\w-]+\.woff2$/;

export interface BuildManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}

/** The files (as written under dist) that the entry and `pages` load without a further import(). */
export function shellFiles(
  manifest: Record<string, BuildManifestChunk>,
  pages: readonly string[] = studentPages,
): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const next of chunk.imports ?? []) visit(next);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  for (const page of pages) {
    if (!manifest[page]) throw new Error(`${page} is not a chunk of the build`);
    visit(page);
  }
  return files;
}
