// Infinite scroll: calls `onVisible` when the sentinel below the list scrolls into view. Where the
// browser has no IntersectionObserver nothing happens, and the page's "Load more" button remains.
import { type RefObject, useEffect, useRef } from 'react';

export function useLoadWhenVisible(
  sentinel: RefObject<HTMLElement | null>,
  options: { enabled: boolean; onVisible: () => void },
): void {
  const onVisible = useRef(options.onVisible);
  onVisible.current = options.onVisible;
  useEffect(() => {
    const element = sentinel.current;
    if (!options.enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onVisible.current();
      },
      // Start loading a little before the end shows.
      { rootMargin: '0px 0px 400px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [sentinel, options.enabled]);
}
