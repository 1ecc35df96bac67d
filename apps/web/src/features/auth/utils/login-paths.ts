/** The sign-in page that returns to `path` once signed in. */
export function loginPathFor(path: string): string {
  return path === '/' || path === '' ? '/login' : `/login?next=${encodeURIComponent(path)}`;
}

/**
 * Where to go after signing in: `next` when it is a path of this app, else '/'. Anything that could
 * leave the site ('//host', 'https://…', '/\\host') is refused, so a crafted link cannot redirect.
 */
export function safeNextPath(next: string | null): string {
  if (!next?.startsWith('/')) return '/';
  if (next.startsWith('//') || next.startsWith('/\\') || next.startsWith('/login')) return '/';
  return next;
}
