// The Content-Security-Policy allows no eval (docs/security/edge.md): zod compiles its object
// parsers with `new Function` unless told not to, and its probe for that is reported by the browser
// as a CSP violation. main.tsx imports this first, before any module builds a schema.
//
// zod keeps its settings in `globalThis.__zod_globalConfig` (the object its `config()` changes,
// shared by every copy of zod), so they are set here without importing zod: every first screen
// would otherwise download part of it (docs/web-performance.md). zod-jitless.test.ts holds zod to
// that.

declare global {
  // zod's settings object (zod/v4/core/core.js); a global is declared with `var`.
  var __zod_globalConfig: Record<string, unknown> | undefined;
}

// Changed in place: a copy of zod already loaded keeps a reference to this very object.
globalThis.__zod_globalConfig ??= {};
globalThis.__zod_globalConfig.jitless = true;

export {};
