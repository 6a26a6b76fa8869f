import { defineConfig } from 'drizzle-kit';

// Run from the repository root: npm run db:generate
export default defineConfig({
  dialect: 'postgresql',
  schema: './packages/db/src/schema/index.ts',
  out: './packages/db/migrations',
});
