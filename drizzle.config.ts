import { defineConfig } from 'drizzle-kit';

/** `npx drizzle-kit generate` writes the migrations both PGlite and PostgreSQL run. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
});
