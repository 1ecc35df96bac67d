import { defineConfig } from 'drizzle-kit';

// One schema, one migration folder, applied at start on PGlite and PostgreSQL alike (DESIGN.md §2).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/**/*.tables.ts',
  out: './drizzle',
});
