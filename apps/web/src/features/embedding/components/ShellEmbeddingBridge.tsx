import { lazy, Suspense } from 'react';
import { isInFrame } from '../../../shared/api/embedded-frame.ts';
import { importWithRetry } from '../../../shared/chunk-retry/import-with-retry.ts';
import { useVisibleRailEntries } from '../../auth/hooks/useVisibleRailEntries.ts';

// The bridge (zod schemas, the desk's hooks) is its own chunk, fetched only inside a frame.
const EmbeddingBridge = lazy(() =>
  importWithRetry(() => import('./EmbeddingBridge.tsx')).then((module) => ({
    default: module.EmbeddingBridge,
  })),
);

/**
 * Mounted once by the shell: inside a host page's frame (spec 001 §6), runs the embedding bridge —
 * the messages to and from the parent frame. Outside a frame, nothing.
 */
export function ShellEmbeddingBridge() {
  const deskUser = useVisibleRailEntries().some((entry) => entry.id === 'agentDesktop');
  if (!isInFrame()) return null;
  return (
    <Suspense fallback={null}>
      <EmbeddingBridge deskUser={deskUser} />
    </Suspense>
  );
}
