import { config } from 'zod';

// The Content-Security-Policy allows no eval (docs/security/edge.md): zod compiles its object
// parsers with `new Function` unless told not to, and its probe for that is reported by the browser
// as a CSP violation. main.tsx imports this first, before any module builds a schema.
config({ jitless: true });
