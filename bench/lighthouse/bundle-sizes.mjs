// First-load JavaScript per student page, from the web build's manifest: the
// entry with its static imports plus the page's chunk, gzipped at level 9 and
// brotli at quality 11 — the same count as e2e/tests/budget.spec.ts.
import { readFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const profile = 'src/features/profile/components/profile-layout.tsx';

/** Every student route (issue 18) with the lazy chunks its first screen renders. */
export const studentPages = [
  { path: '/', chunks: [] },
  // The course list is in the entry: a signed-in student's first page.
  { path: '/courses', chunks: [] },
  { path: '/policies', chunks: ['src/features/policies/components/policy-page.tsx'] },
  { path: '/courses/:id', chunks: ['src/features/courses/components/course-page.tsx'] },
  { path: '/videos/:id', chunks: ['src/features/videos/components/video-page.tsx'] },
  { path: '/exam/:id', chunks: ['src/features/exams/components/exam-page.tsx'] },
  { path: '/exam-solution/:id', chunks: ['src/app/routes/exam-solution-page.tsx'] },
  { path: '/profile', chunks: [profile, 'src/app/routes/profile-home.tsx'] },
  {
    path: '/profile/exams-results',
    chunks: [profile, 'src/features/results/components/my-results-page.tsx'],
  },
  { path: '/profile/exams-results/:id', chunks: [profile, 'src/app/routes/my-result-page.tsx'] },
  { path: '/login', chunks: ['src/features/auth/components/login-page.tsx'] },
  { path: '/register', chunks: ['src/features/auth/components/register-page.tsx'] },
  { path: '/wallet', chunks: ['src/features/wallet/components/wallet-route.tsx'] },
];

export function bundleSizes(distDir) {
  const manifest = JSON.parse(readFileSync(new URL('.vite/manifest.json', distDir), 'utf8'));
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const closure = (keys) => {
    const files = new Set();
    const visit = (key) => {
      const chunk = manifest[key];
      if (!chunk || files.has(chunk.file)) return;
      files.add(chunk.file);
      (chunk.imports ?? []).forEach(visit);
    };
    keys.forEach(visit);
    return [...files].filter((file) => file.endsWith('.js'));
  };
  const sizes = new Map();
  const sizeOf = (file) => {
    if (!sizes.has(file)) {
      const body = readFileSync(new URL(file, distDir));
      sizes.set(file, {
        raw: body.length,
        gzip: gzipSync(body, { level: 9 }).length,
        brotli: brotliCompressSync(body, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
        }).length,
      });
    }
    return sizes.get(file);
  };
  return studentPages.map(({ path, chunks }) => {
    const files = closure([entry, ...chunks]);
    const total = { raw: 0, gzip: 0, brotli: 0 };
    for (const file of files) {
      const size = sizeOf(file);
      total.raw += size.raw;
      total.gzip += size.gzip;
      total.brotli += size.brotli;
    }
    return { path, files: files.length, ...total };
  });
}
