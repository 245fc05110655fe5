import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

// API suites run on the embedded database, and again on PostgreSQL when
// TEST_DATABASE_URL names a server (each test file gets a fresh database there).
const postgresUrl = process.env.TEST_DATABASE_URL ?? '';
// Suites that take minutes (fuzzing at length, crash and outage drills) run only when asked.
const longTests = process.env.SABORA_LONG_TESTS === '1';

function apiProject(name: string, testDatabaseUrl: string): TestProjectInlineConfiguration {
  return {
    extends: './apps/api/vitest.config.ts',
    root: './apps/api',
    test: { name, provide: { testDatabaseUrl, longTests } },
  };
}

export default defineConfig({
  test: {
    projects: [
      'packages/contract',
      'apps/web',
      apiProject('api-pglite', ''),
      ...(postgresUrl ? [apiProject('api-postgres', postgresUrl)] : []),
    ],
  },
});
