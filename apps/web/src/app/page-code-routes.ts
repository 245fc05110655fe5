/**
 * The address of each lazy student page and the modules (under src/) its
 * first screen renders: the build lists their files in the page (vite.config.ts)
 * and the early chunk preloads the address's files while the entry downloads
 * (decisions 0194, 0216). router.test.tsx fails when a page the router
 * preloads has no pattern here. Plain data: the build's config reads it.
 */
export const pageCodeRoutes: [pattern: string, modules: string[]][] = [
  ['^/login/?$', ['features/auth/components/login-page.tsx']],
  ['^/register/?$', ['features/auth/components/register-page.tsx']],
  ['^/courses/[^/]+/?$', ['features/courses/components/course-page.tsx']],
  ['^/videos/[^/]+/?$', ['features/videos/components/video-page.tsx']],
  ['^/exam/[^/]+/?$', ['features/exams/components/exam-page.tsx']],
  ['^/exam-solution/[^/]+/?$', ['app/routes/exam-solution-page.tsx']],
  [
    '^/profile/?$',
    ['features/profile/components/profile-layout.tsx', 'app/routes/profile-home.tsx'],
  ],
  [
    '^/profile/exams-results/?$',
    [
      'features/profile/components/profile-layout.tsx',
      'features/results/components/my-results-page.tsx',
    ],
  ],
  [
    '^/profile/exams-results/[^/]+/?$',
    ['features/profile/components/profile-layout.tsx', 'app/routes/my-result-page.tsx'],
  ],
  ['^/(wallet|redeem)/?$', ['features/wallet/components/wallet-route.tsx']],
  ['^/(policies|privacy|refund)/?$', ['features/policies/components/policy-page.tsx']],
  ['^/parent/?$', ['features/parents/components/parent-page.tsx']],
];
