import type { FastifyInstance, HTTPMethods } from 'fastify';

// The app's REST routes as Fastify's router holds them, for the authorization matrix: a route added
// anywhere shows up here without anyone listing it. Read from printRoutes({ method }), whose tree
// for one method is the router's own radix tree: a route's path is its nodes' labels joined.

export type RestRoute = { method: string; url: string; key: string };

const BRANCH = /^((?:[│ ] {3})*)[├└]── (.*)$/;

/** Paths of one method's routes from its printed tree. */
function pathsOf(tree: string, method: string): string[] {
  const labels: string[] = [];
  const paths: string[] = [];
  for (const line of tree.split('\n')) {
    const match = BRANCH.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const text = match[2] ?? '';
    const suffix = ` (${method})`;
    const isRoute = text.endsWith(suffix);
    labels.length = depth;
    labels.push(isRoute ? text.slice(0, -suffix.length) : text);
    if (isRoute) paths.push(labels.join(''));
  }
  return paths;
}

/**
 * Every route of the app but HEAD (Fastify adds one per GET) and the web app's static files and
 * client-router fallback (wildcards outside /api and /conv).
 */
export function listRestRoutes(app: FastifyInstance): RestRoute[] {
  const routes: RestRoute[] = [];
  for (const method of app.supportedMethods) {
    if (method === 'HEAD') continue;
    // The method's own tree: one method per route line, labels that join into the path.
    // supportedMethods lists HTTPMethods as plain strings.
    const tree = app.printRoutes({ method: method as HTTPMethods });
    for (const url of pathsOf(tree, method)) {
      const isApi = url.startsWith('/api/') || url.startsWith('/conv/');
      if (!isApi && url.includes('*')) continue;
      routes.push({ method, url, key: `${method} ${url}` });
    }
  }
  return routes.sort((a, b) => a.key.localeCompare(b.key));
}
