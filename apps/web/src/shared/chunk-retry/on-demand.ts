import { importWithRetry } from './import-with-retry.ts';

// Chunks a page downloads when it first needs them, not with its first screen
// (docs/web-performance.md): a dialog, the active task, a formatter. Each is loaded once, with
// the chunk retries of spec 000 §2; a failure lets the next use try again.

export type OnDemandModule<M> = {
  /** Loads the module (once), or gives the one loaded. */
  load(): Promise<M>;
  /** The module once loaded, else undefined. */
  loaded(): M | undefined;
};

const everyModule = new Set<() => Promise<unknown>>();

/** The module of `load` (a literal `() => import('./X.tsx')`, so the bundler splits it), on demand. */
export function onDemand<M>(load: () => Promise<M>): OnDemandModule<M> {
  let loading: Promise<M> | null = null;
  let module: M | undefined;
  const demand: OnDemandModule<M> = {
    load() {
      loading ??= importWithRetry(load).then(
        (loaded) => {
          module = loaded;
          return loaded;
        },
        (error: unknown) => {
          loading = null;
          throw error;
        },
      );
      return loading;
    },
    loaded: () => module,
  };
  everyModule.add(demand.load);
  return demand;
}

/**
 * Loads every on-demand module declared so far. Component tests do it before they start (see
 * src/test/setup.ts): a loaded module is used at once, so the tests see the app as it is once its
 * chunks are there, and vite's slow first transform does not count against their waits.
 */
export async function preloadOnDemandModules(): Promise<void> {
  await Promise.all([...everyModule].map((load) => load()));
}
