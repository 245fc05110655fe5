import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { adminPost, adminToken, registerStudent, useSession } from '../support/api';
import { openDevice, studentPhone } from '../support/session';

// Issue 6 (docs/decisions/0070): a student's first page downloads at most 200 KB
// of compressed JavaScript before it is usable, and never the admin area or the
// charts. The budget counts what the build makes the browser fetch for a page —
// the entry with its static imports plus the page's chunk — gzipped at level 9.
// The phone menu's drawer, fetched at the visitor's first touch, is not part of it.
const kb = 1024;
const studentBudget = 200 * kb;

interface ManifestChunk {
  file: string;
  src?: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}

const manifest = JSON.parse(
  readFileSync(new URL('../../apps/web/dist/.vite/manifest.json', import.meta.url), 'utf8'),
) as Record<string, ManifestChunk>;

function staticClosure(keys: string[]): Set<string> {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const next of chunk.imports ?? []) visit(next);
  };
  keys.forEach(visit);
  return files;
}

const distDir = new URL('../../apps/web/dist/', import.meta.url);
const gzippedSize = (file: string) =>
  gzipSync(readFileSync(new URL(file, distDir)), { level: 9 }).length;
const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!;

/** Gzipped JavaScript a first visit to a page downloads before the page is usable. */
function firstLoadBytes(pageKeys: string[]): number {
  let total = 0;
  for (const file of staticClosure([entryKey, ...pageKeys])) {
    if (file.endsWith('.js')) total += gzippedSize(file);
  }
  return total;
}

const profile = 'src/features/profile/components/profile-layout.tsx';

// Every student route (issue 18), with the lazy chunks its first screen renders;
// bench/lighthouse/bundle-sizes.mjs lists the same for bench/FRONTEND.md.
const pages: { path: string; chunks: string[]; limit: number }[] = [
  { path: '/', chunks: [], limit: studentBudget },
  // The course list is in the entry: a signed-in student's first page.
  { path: '/courses', chunks: [], limit: studentBudget },
  {
    path: '/policies',
    chunks: ['src/features/policies/components/policy-page.tsx'],
    limit: studentBudget,
  },
  {
    path: '/courses/:id',
    chunks: ['src/features/courses/components/course-page.tsx'],
    limit: studentBudget,
  },
  {
    path: '/videos/:id',
    chunks: ['src/features/videos/components/video-page.tsx'],
    limit: studentBudget,
  },
  {
    path: '/exam/:id',
    chunks: ['src/features/exams/components/exam-page.tsx'],
    limit: studentBudget,
  },
  {
    path: '/exam-solution/:id',
    chunks: ['src/app/routes/exam-solution-page.tsx'],
    limit: studentBudget,
  },
  {
    path: '/profile',
    chunks: [profile, 'src/app/routes/profile-home.tsx'],
    limit: studentBudget,
  },
  {
    path: '/profile/exams-results',
    chunks: [profile, 'src/features/results/components/my-results-page.tsx'],
    limit: studentBudget,
  },
  {
    path: '/profile/exams-results/:id',
    chunks: [profile, 'src/app/routes/my-result-page.tsx'],
    limit: studentBudget,
  },
  {
    path: '/login',
    chunks: ['src/features/auth/components/login-page.tsx'],
    limit: studentBudget,
  },
  {
    path: '/register',
    chunks: ['src/features/auth/components/register-page.tsx'],
    limit: studentBudget,
  },
  {
    path: '/wallet',
    chunks: ['src/features/wallet/components/wallet-route.tsx'],
    limit: studentBudget,
  },
];

for (const { path, chunks, limit } of pages) {
  test(`the first load of ${path} stays within ${limit / kb} KB of gzipped JavaScript`, () => {
    for (const key of chunks) expect(manifest[key], `${key} is a chunk of the build`).toBeDefined();
    expect(firstLoadBytes(chunks)).toBeLessThanOrEqual(limit);
  });
}

/** Files only the admin pages need: loaded for an admin, never for a student. */
function adminOnlyFiles(): Set<string> {
  // Source modules (the entry and each lazy page); shared chunks start with "_".
  const pages = Object.keys(manifest).filter((key) => !key.startsWith('_'));
  const isAdmin = (key: string) => /\/admin\/|features\/(analytics|audit|admins)\//.test(key);
  const admin = staticClosure(pages.filter(isAdmin));
  const student = staticClosure(pages.filter((key) => !isAdmin(key)));
  return new Set([...admin].filter((file) => !student.has(file)));
}

/** Opens a page and sums the gzipped size of every script it downloaded. */
async function scriptsOf(page: Page, path: string) {
  const scripts = new Map<string, Promise<Buffer>>();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = response.body();
    // A script asked for after the page went idle may still be loading when its context
    // closes; its body is then never read, and that must not fail the test afterwards.
    body.catch(() => undefined);
    scripts.set(new URL(response.url()).pathname, body);
  });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  const bodies = await Promise.all(scripts.values());
  const gzipped = bodies.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0);
  return { paths: [...scripts.keys()], bodies, gzipped };
}

const adminOnly = adminOnlyFiles();

function expectNoAdminCode(result: Awaited<ReturnType<typeof scriptsOf>>) {
  const admin = result.paths.filter((path) => adminOnly.has(path.replace(/^\//, '')));
  expect(admin, 'admin chunks requested by a student page').toEqual([]);
  // recharts' class names are in every build of it: no chart code reached the page.
  const charts = result.bodies.filter((body) => body.includes('recharts-wrapper'));
  expect(charts.length, 'chart code downloaded by a student page').toBe(0);
}

test('the admin area and the charts are chunks of their own', () => {
  expect(adminOnly.size).toBeGreaterThan(10);
  const files = [...adminOnly].map((file) =>
    readFileSync(new URL(`../../apps/web/dist/${file}`, import.meta.url)),
  );
  expect(files.some((body) => body.includes('recharts-wrapper'))).toBe(true);
});

for (const path of ['/', '/courses?level=sec-2', '/login', '/policies']) {
  test(`a visitor's phone never downloads admin or chart code on ${path}`, async ({ browser }) => {
    const { context, page } = await openDevice(browser, studentPhone);
    expectNoAdminCode(await scriptsOf(page, path));
    await context.close();
  });
}

test("a signed-in student's course list and exam download no admin or chart code", async ({
  browser,
  request,
}) => {
  const admin = await adminToken(request);
  const now = Date.now();
  const { exam } = await adminPost<{ exam: { _id: string } }>(request, admin, '/exams', {
    title: 'Budget: Artikel',
    discription: 'امتحان قصير',
    isTimed: true,
    startTime: now - 60_000,
    endTime: now + 3_600_000,
    questions: [
      {
        title: 'der, die oder das? ___ Haus',
        options: ['der', 'die', 'das'],
        correct: ['das'],
        score: 1,
      },
    ],
  });
  const student = await registerStudent(request, studentPhone, {
    name: 'منى سعيد',
    phone: '01012340077',
    level: 'sec-1',
  });
  const { context, page } = await openDevice(browser, studentPhone);
  await useSession(page, 'user', student);

  // A fresh page per route: what a student opening a shared link downloads.
  expectNoAdminCode(await scriptsOf(await context.newPage(), '/courses?level=sec-1'));
  const examPage = await context.newPage();
  const examScripts = await scriptsOf(examPage, `/exam/${exam._id}`);
  await expect(examPage.getByRole('timer')).toBeVisible();
  expectNoAdminCode(examScripts);
  await context.close();
});
