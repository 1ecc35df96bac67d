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
    // A test waits for several screens, each up to asyncUtilTimeout (5 s, src/test/setup.ts): on a busy
    // 2-core machine the 5 s default for the whole test is too short. Behaviour is asserted, not speed.
    testTimeout: 20_000,
  },
});
