import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { fileURLToPath } from 'node:url';
import boundaries from './eslint/boundaries.js';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'packages/db/migrations/**', 'playwright-report/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // The API's lib/ and plugins/ are what every module builds on: they never import a module (a
    // module provides what it owns; what several need moves down into lib/).
    files: ['apps/api/src/{lib,plugins}/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/modules', '**/modules/**'], message: 'lib/ and plugins/ do not import modules/: move the shared part into lib/.' }] },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    // Import boundaries of the web app (eslint/boundaries.js): a feature never imports another feature
    // (route modules in app/ compose them); components/, lib/ and api/ never import a feature; lib/
    // imports neither components/ nor api/. Relative and `@/` specifiers alike.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'rlo-boundaries': boundaries },
    rules: {
      'rlo-boundaries/imports': [
        'error',
        { srcDir: fileURLToPath(new URL('./apps/web/src', import.meta.url)) },
      ],
    },
  },
  {
    // Parts that load on first use (components/Tooltip, lib/toast): the first figure does not wait
    // for their code, so screens use the on-demand wrapper, never the library part itself.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/components/Tooltip.tsx', 'apps/web/src/app/Toasts.tsx', 'apps/web/src/components/ErrorToast.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@mui/material/Tooltip', message: "Use { Tooltip } from '@/components/Tooltip': it loads on first use." },
            { name: 'notistack', allowTypeImports: true, message: "Use toast() from '@/lib/toast': notistack loads with the first toast." },
          ],
        },
      ],
    },
  },
  {
    // One source of truth for API paths (contract paths.ts): the web names a path by its constant,
    // never by a string it spells itself. Tests may call literal URLs (they check the wire).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/__tests__/**', '**/*.test.{ts,tsx}', 'apps/web/src/test/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.name='api'][arguments.0.type=/^(Literal|TemplateLiteral)$/]",
          message: 'Name the path with @rlo/contract: api(paths.x) or api(buildPath(paths.x, { … })).',
        },
      ],
    },
  },
  {
    // The API registers each route with its contract constant (app.get(paths.x, …)), so the route
    // table test can prove the table and the routes are the same set.
    files: ['apps/api/src/modules/**/*.ts'],
    ignores: ['**/__tests__/**', '**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.object.name='app'][callee.property.name=/^(get|post|put|patch|delete|head|options|all|route)$/][arguments.0.type=/^(Literal|TemplateLiteral)$/]",
          message: 'Register the route with its @rlo/contract constant: app.get(paths.x, …).',
        },
      ],
    },
  },
);
