import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

// API suites run on the embedded database, and again on PostgreSQL when
// TEST_DATABASE_URL names a server (each test file gets a fresh database there).
const postgresUrl = process.env.TEST_DATABASE_URL ?? '';

function apiProject(name: string, testDatabaseUrl: string): TestProjectInlineConfiguration {
  return {
    extends: './apps/api/vitest.config.ts',
    root: './apps/api',
    test: { name, provide: { testDatabaseUrl } },
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
