import { useEffect } from 'react';
import { useSession } from '../../features/auth/hooks/useSession.ts';
import { formatDocumentTitle } from '../../shared/page/route-handle.ts';
import { useRouteTitle } from '../../shared/page/useRouteTitle.ts';

/** Keeps document.title at '{page} | {brand}' (spec 002 §2). */
export function usePageTitle(): void {
  const page = useRouteTitle();
  const brand = useSession().profile?.brandName;
  useEffect(() => {
    document.title = formatDocumentTitle(page || undefined, brand);
  }, [page, brand]);
}
