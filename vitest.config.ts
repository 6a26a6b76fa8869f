import { defineConfig } from 'vitest/config';

// One `npm test` for the whole repo: the API and packages in Node, the web app in jsdom.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'api',
          include: [
            'apps/api/src/**/*.test.ts',
            'packages/**/src/**/*.test.ts',
            'bench/**/*.test.ts',
            // The repository's own ESLint rules.
            'eslint/**/*.test.js',
          ],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      'apps/web/vitest.config.ts',
    ],
  },
});
