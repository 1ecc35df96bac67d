import { defineConfig } from 'vitest/config';

// Three tiers (CONVENTIONS.md §8): pure core units, web components in jsdom, server integration on a real database.
export default defineConfig({
  test: {
    // PGlite instances are heavy (~0.5 GB each): keep parallelism low on a 2-core machine.
    maxWorkers: 2,
    projects: [
      { test: { name: 'core', include: ['packages/core/src/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'server',
          // Node loads graphql's CommonJS entry for Pothos and Yoga; vite would give our sources the
          // .mjs one, and graphql-js refuses to mix the two copies. Point ours at the same file.
          alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }],
          include: ['apps/server/src/**/*.test.ts'],
          environment: 'node',
          // One module graph per worker, not per file: re-importing the server (Pothos schema,
          // drizzle tables, Fastify) for each of ~140 files took about 3 of the suite's minutes per
          // engine. Server tests share no module state that matters between files (each makes its
          // own database, app and brands; none uses vi.mock) — keep it that way.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      './apps/web/vitest.config.ts',
    ],
  },
});
