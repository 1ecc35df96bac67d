import { describe, expect, it } from 'vitest';

describe('zod-jitless', () => {
  it('turns on zod’s jitless mode without importing zod, before zod loads', async () => {
    await import('./zod-jitless.ts');
    const { config, z } = await import('zod');
    expect(config().jitless).toBe(true);
    // Parsing an object still works (jitless parses without compiling a function).
    expect(z.object({ name: z.string() }).parse({ name: 'Ada' })).toEqual({ name: 'Ada' });
  });
});
