import js from '@eslint/js';
import globals from 'globals';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/data/**',
      'apps/api/drizzle/**',
      'e2e/test-results/**',
      'e2e/artifacts/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'smart'],
      'no-console': 'error',
      // Configuration is parsed once per app (env.ts); everything else receives it.
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through env.ts.' },
      ],
    },
  },
  {
    files: ['**/env.ts', '**/*.config.{ts,js,mjs}', '.ci/**', 'scripts/**', 'bench/**', 'e2e/**'],
    rules: { 'no-restricted-properties': 'off', 'no-console': 'off' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/test/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  // Every table goes through AdminTable, which scrolls sideways inside its card
  // on a phone; a bare antd Table squeezed or cut its columns there.
  {
    files: ['apps/web/src/**/*.tsx'],
    ignores: ['apps/web/src/components/admin/admin-table.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'antd',
              importNames: ['Table'],
              message: 'Use AdminTable (components/admin/admin-table.tsx).',
            },
          ],
        },
      ],
    },
  },
  // The web app's import direction (docs/decisions/0140): app -> features -> shared
  // code. A feature imports only its own folder and shared code, never another
  // feature; shared code imports no feature and not the app.
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { typescript: { project: 'apps/web/tsconfig.json' } },
      'boundaries/elements': [
        { type: 'app', pattern: 'apps/web/src/app' },
        {
          type: 'feature',
          pattern: 'apps/web/src/features/*',
          capture: ['feature'],
        },
        { type: 'shared', pattern: 'apps/web/src/{components,hooks,lib,i18n}' },
        // The first page's calls, sent before the app's code arrives (src/early).
        { type: 'early', pattern: 'apps/web/src/early' },
        { type: 'test', pattern: 'apps/web/src/test' },
      ],
      'boundaries/files': [
        { category: 'test', pattern: '**/*.test.{ts,tsx}' },
        { category: 'main', pattern: 'apps/web/src/main.tsx' },
        // Configuration is read once (env.ts) and may be imported from anywhere.
        { category: 'env', pattern: 'apps/web/src/env.ts' },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          message:
            '{{ from.elementPath }} may not import {{ to.elementPath }}. app imports features; a feature imports only itself and shared code (components, hooks, lib, i18n); shared code imports no feature; src/test is for tests (docs/decisions/0140-feature-boundaries.md).',
          policies: [
            { allow: { to: { file: { categories: 'env' } } } },
            {
              from: { file: { categories: 'main' } },
              allow: { to: { element: { types: { anyOf: ['app', 'shared', 'early'] } } } },
            },
            {
              from: { element: { type: 'app' } },
              allow: {
                to: { element: { types: { anyOf: ['app', 'feature', 'shared', 'early'] } } },
              },
            },
            {
              from: { element: { type: 'feature' } },
              allow: [
                {
                  to: {
                    element: {
                      type: 'feature',
                      captured: { feature: '{{ from.element.captured.feature }}' },
                    },
                  },
                },
                { to: { element: { types: { anyOf: ['shared', 'early'] } } } },
              ],
            },
            {
              from: { element: { types: { anyOf: ['shared', 'early', 'test'] } } },
              allow: { to: { element: { types: { anyOf: ['shared', 'early'] } } } },
            },
            // Test helpers are for tests only.
            {
              from: { file: { categories: 'test' } },
              allow: { to: { element: { type: 'test' } } },
            },
            { from: { element: { type: 'test' } }, allow: { to: { element: { type: 'test' } } } },
            // The early chunk's test checks it against the app's route data.
            {
              from: { element: { type: 'early' }, file: { categories: 'test' } },
              allow: { to: { element: { type: 'app' } } },
            },
          ],
        },
      ],
    },
  },
);
