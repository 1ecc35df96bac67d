import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { allowFraming } from './security-headers.ts';

const API_PREFIXES = ['/api/', '/conv/'];

function isApiPath(url: string): boolean {
  return API_PREFIXES.some((prefix) => url.startsWith(prefix));
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
 * Serves the built single-page app from the same process: hashed assets cached for a year,
 * index.html and asset-manifest.json never cached (the stale-version check reads the latter),
 * and every other GET that is not an API path answered with index.html for the client router.
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
    setHeaders(res, filePath) {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        res.header('cache-control', 'public, max-age=31536000, immutable');
      } else {
        res.header('cache-control', 'no-cache');
      }
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
