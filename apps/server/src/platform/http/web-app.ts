import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const API_PREFIXES = ['/api/', '/conv/'];

function isApiPath(url: string): boolean {
  return API_PREFIXES.some((prefix) => url.startsWith(prefix));
}

/**
 * Serves the built single-page app from the same process: hashed assets cached for a year,
 * index.html and asset-manifest.json never cached (the stale-version check reads the latter),
 * and every other GET that is not an API path answered with index.html for the client router.
 */
export async function registerWebApp(app: FastifyInstance, options: { distDir: string }): Promise<void> {
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
    // instead of fastify-static's 403.
    allowedPath: (pathname) => !pathname.endsWith('/'),
    setHeaders(res, filePath) {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        res.header('cache-control', 'public, max-age=31536000, immutable');
      } else {
        res.header('cache-control', 'no-cache');
      }
    },
  });
  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' || isApiPath(request.url) || request.url.startsWith('/assets/')) {
      return reply.status(404).send({ code: 'not_found', message: 'Route not found' });
    }
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html');
  });
}
