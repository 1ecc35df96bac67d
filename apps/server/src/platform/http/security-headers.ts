import type { FastifyInstance, FastifyReply } from 'fastify';

// Security headers on every response (issue 11, docs/security/edge.md "Headers"). Hand-written
// rather than @fastify/helmet: the policy is one string built per response (frame-ancestors depends
// on the brand), HSTS depends on PUBLIC_URL, and helmet's X-Frame-Options would have to be turned
// off (it cannot name the brand's parent origins); what is left is four headers.

/** An origin as the embedding settings store it (scheme, host, optional port): safe inside a CSP. */
const ORIGIN = /^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$|^https?:\/\/\[[0-9a-f:.]+\](:\d{1,5})?$/;

/**
 * What the built web app needs, and nothing more (checked in Chromium on /login and /agent):
 * - scripts only from our own files (Vite emits no inline script);
 * - styles from our files plus inline: Mantine writes its CSS variables into <style> elements;
 * - images from our files and data: URLs (the favicon, icons in the CSS), and https: images, which
 *   only an email's body shows once the agent asks ("Show images": features/email holds them back);
 * - audio from our own routes (recordings, voicemail drops) and blob: URLs; a call's remote
 *   audio is a MediaStream (srcObject), which no directive governs, nor does WebRTC itself;
 * - fetch and the event stream to our own origin only.
 */
const APP_DIRECTIVES = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "media-src 'self' blob:",
  "connect-src 'self'",
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
];

/** The Content-Security-Policy, framable by Parley itself and by `parentOrigins` (exact origins). */
export function contentSecurityPolicy(parentOrigins: readonly string[] = []): string {
  const ancestors = ["'self'", ...parentOrigins.filter((origin) => ORIGIN.test(origin))];
  return [...APP_DIRECTIVES, `frame-ancestors ${ancestors.join(' ')}`].join('; ');
}

/** Replaces the policy of a response that may be framed by the brand's parent origins. */
export function allowFraming(reply: FastifyReply, parentOrigins: readonly string[]): void {
  reply.header('content-security-policy', contentSecurityPolicy(parentOrigins));
}

export function registerSecurityHeaders(app: FastifyInstance, options: { publicUrl: string }): void {
  const https = options.publicUrl.startsWith('https:');
  const policy = contentSecurityPolicy();
  // onRequest: set before anything can answer, so errors, 404s and the hijacked event stream
  // (sse-routes copies the reply's headers) carry them too.
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('content-security-policy', policy);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    // Only over https: on plain http the header is ignored, and it would pin a dev host to https.
    if (https) reply.header('strict-transport-security', 'max-age=31536000');
  });
}
