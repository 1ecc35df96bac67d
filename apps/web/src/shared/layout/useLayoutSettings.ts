import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { type LayoutSettings, layoutSettings, resolveLayoutParams } from './layout-params.ts';
import { useLayoutParamsStore } from './layout-params-store.ts';

/** The layout in force: URL parameters first, then those remembered for this tab. */
export function useLayoutSettings(): LayoutSettings {
  const [search] = useSearchParams();
  const embedded = useLayoutParamsStore((state) => state.embedded);
  const minimal = useLayoutParamsStore((state) => state.minimal);
  const hideNavigation = useLayoutParamsStore((state) => state.hideNavigation);
  return layoutSettings(resolveLayoutParams(search, { embedded, minimal, hideNavigation }));
}

/** Remembers the URL's layout parameters for the rest of the tab session (mounted once, at the root). */
export function useRememberLayoutParams(): void {
  const { embedded, minimal, hideNavigation } = useLayoutSettings();
  const remember = useLayoutParamsStore((state) => state.remember);
  useEffect(() => {
    remember({ embedded, minimal, hideNavigation });
  }, [embedded, minimal, hideNavigation, remember]);
}
