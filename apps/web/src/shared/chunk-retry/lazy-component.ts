import { type ComponentType, type LazyExoticComponent, lazy, useState } from 'react';
import { onDemand } from './on-demand.ts';

/** A lazy component, and a way to download it before it renders (so it renders at once). */
export type LazyComponent<P> = LazyExoticComponent<ComponentType<P>> & { preload: () => Promise<void> };

/**
 * A component in a chunk of its own, downloaded the first time it renders (inside a Suspense), with
 * the chunk retries of spec 000 §2. For what a first screen does not show: a dialog, a popover, the
 * active task (docs/web-performance.md).
 *   const NewTextModal = lazyComponent(() => import('./NewTextModal.tsx'), (m) => m.NewTextModal);
 */
export function lazyComponent<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): LazyComponent<P> {
  const module = onDemand(load);
  const component = lazy(() => {
    const loaded = module.loaded();
    if (loaded === undefined) return module.load().then((value) => ({ default: pick(value) }));
    // Already downloaded (another instance, or a preload): React takes a thenable that resolves at
    // once and renders the component without suspending. A Promise would always answer later.
    const resolved = { default: pick(loaded) };
    // biome-ignore lint/suspicious/noThenProperty: React.lazy takes a thenable; this one answers at once.
    const thenable = { then: (resolve: (value: typeof resolved) => void) => resolve(resolved) };
    return thenable as unknown as Promise<typeof resolved>;
  });
  return Object.assign(component, { preload: () => module.load().then(() => {}) });
}

/**
 * True from the first render where `shown` is true on: a lazy dialog mounts when first opened (its
 * chunk loads then) and stays mounted, so it closes with its transition as before.
 */
export function useShownOnce(shown: boolean): boolean {
  const [once, setOnce] = useState(shown);
  if (shown && !once) setOnce(true);
  return once || shown;
}
