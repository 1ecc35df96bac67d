import { lazy, Suspense, useEffect, useState } from 'react';
import { importWithRetry } from '../../../shared/chunk-retry/import-with-retry.ts';
import { useGlobalSearchHotkeys } from '../hooks/useGlobalSearchHotkeys.ts';
import { useGlobalSearchStore } from '../state/global-search-store.ts';

// The modal (ranking, route tables, phone rules) is its own chunk: the shell loads it on first use.
const GlobalSearchModal = lazy(() =>
  importWithRetry(() => import('./GlobalSearchModal.tsx')).then((module) => ({
    default: module.GlobalSearchModal,
  })),
);

/** The global search of the signed-in shell: meta+K / ctrl+K open it (spec 001 §2). Mounted once. */
export function GlobalSearch() {
  useGlobalSearchHotkeys();
  const opened = useGlobalSearchStore((state) => state.opened);
  const close = useGlobalSearchStore((state) => state.close);
  const [used, setUsed] = useState(false);
  useEffect(() => {
    if (opened) setUsed(true);
  }, [opened]);
  if (!opened && !used) return null;
  return (
    <Suspense fallback={null}>
      <GlobalSearchModal opened={opened} onClose={close} />
    </Suspense>
  );
}
