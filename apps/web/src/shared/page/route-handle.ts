import type { UIMatch } from 'react-router';

/** What a route tells the shell about itself. */
export type RouteHandle = {
  /** The page name: the document title is '{title} | {brand}' (spec 002 §2). */
  title?: string;
};

function handleTitle(handle: unknown): string | undefined {
  if (typeof handle !== 'object' || handle === null || !('title' in handle)) return undefined;
  return typeof handle.title === 'string' ? handle.title : undefined;
}

/** The title of the deepest matched route that names one. */
export function routeTitle(matches: readonly UIMatch[]): string | undefined {
  for (let index = matches.length - 1; index >= 0; index--) {
    const title = handleTitle(matches[index]?.handle);
    if (title) return title;
  }
  return undefined;
}

/** spec 002 §2: '{page} | {brand}'. Before a brand is known (sign-in), the product name stands in. */
export function formatDocumentTitle(page: string | undefined, brand: string | undefined): string {
  const site = brand || 'Parley';
  return page ? `${page} | ${site}` : site;
}
