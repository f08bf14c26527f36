import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // The core tables, and every area's own tables.
  schema: ['./apps/server/src/db/schema.ts', './apps/server/src/modules/*/schema.ts'],
  out: './apps/server/drizzle',
});
