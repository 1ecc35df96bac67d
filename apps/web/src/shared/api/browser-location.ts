// Full-page navigations, in one place so tests can replace them (jsdom cannot navigate).

/** Loads `url` as a new page: everything in memory (stores, caches, the event stream) is dropped. */
export function goTo(url: string): void {
  window.location.assign(url);
}

export function currentPathname(): string {
  return window.location.pathname;
}
