import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { allowFraming } from './security-headers.ts';

const API_PREFIXES = ['/api/', '/conv/'];

function isApiPath(url: string): boolean {
  return API_PREFIXES.some((prefix) => url.startsWith(prefix));
}

/** A Vary header value with `field` added once. */
function withVary(current: unknown, field: string): string {
  const fields = typeof current === 'string' && current ? current.split(',').map((part) => part.trim()) : [];
  if (!fields.some((part) => part.toLowerCase() === field)) fields.push(field);
  return fields.join(', ');
}

export type WebAppOptions = {
  distDir: string;
  /**
   * The parent origins that may frame the app's HTML for this request (CSP frame-ancestors, besides
   * Parley itself); none when left out. docs/security/edge.md "Framing".
   */
  frameAncestors?: (request: FastifyRequest) => Promise<readonly string[]>;
};

/**
 * Serves the built single-page app from the same process: brotli or gzip copies made at build time
 * when the browser accepts them, hashed assets cached for a year, index.html and
 * asset-manifest.json never cached (the stale-version check reads the latter), and every other GET
 * that is not an API path answered with index.html for the client router.
 */
export async function registerWebApp(app: FastifyInstance, options: WebAppOptions): Promise<void> {
  const indexFile = path.join(options.distDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ distDir: options.distDir }, 'web app not built: run `npm run build` (npm start does it)');
    app.setNotFoundHandler((request, reply) => {
      if (isApiPath(request.url) || request.method !== 'GET') {
        return reply.status(404).send({ code: 'not_found', message: 'Route not found' });
      }
      return reply
        .type('text/plain')
        .send('The Parley web app is not built yet. Run `npm run build`, then reload.');
    });
    return;
  }
  await app.register(fastifyStatic, {
    root: options.distDir,
    // wildcard: a rebuild while the server runs must serve the new hashed assets too.
    wildcard: true,
    index: false,
    // A directory path (`/`, `/assets/`) is not a file: let it fall through to index.html below
    // instead of fastify-static's 403. So does /index.html, to get its framing policy there.
    allowedPath: (pathname) => !pathname.endsWith('/') && pathname !== '/index.html',
    // The build writes .br and .gz copies beside each file (apps/web/vite.config.ts): send the best
    // one the browser accepts, with its Content-Encoding; a file without copies goes as it is.
    preCompressed: true,
    setHeaders(reply, filePath) {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        reply.header('cache-control', 'public, max-age=31536000, immutable');
      } else {
        reply.header('cache-control', 'no-cache');
      }
      // The body depends on Accept-Encoding: a shared cache must not give a brotli copy to a browser
      // that asked for gzip. Added to what the route already varies on (index.html: the cookie).
      reply.header('vary', withVary(reply.getHeader('vary'), 'accept-encoding'));
    },
  });
  app.setNotFoundHandler(async (request, reply) => {
    if (request.method !== 'GET' || isApiPath(request.url) || request.url.startsWith('/assets/')) {
      return reply.status(404).send({ code: 'not_found', message: 'Route not found' });
    }
    reply.header('cache-control', 'no-cache');
    // The policy depends on the session cookie: no shared cache may answer another visitor with it.
    reply.header('vary', 'cookie');
    if (options.frameAncestors) allowFraming(reply, await options.frameAncestors(request));
    return reply.sendFile('index.html');
  });
}
