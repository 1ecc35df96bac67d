import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

// The `web` project of the root vitest.config.ts: components and shell logic in jsdom.
export default defineProject({
  plugins: [react()],
  define: {
    __PARLEY_BUILD_VERSION__: JSON.stringify('test-build'),
  },
  test: {
    name: 'web',
    root: import.meta.dirname,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
  },
});
