// The open journey's builder store, shared by the canvas, the palette, the side panel and the toolbar.
import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import type { BuilderActions, BuilderState, BuilderStore } from './builder-store.ts';

export const BuilderStoreContext = createContext<BuilderStore | null>(null);

export function useBuilderStore(): BuilderStore {
  const store = useContext(BuilderStoreContext);
  if (!store) throw new Error('useBuilderStore outside a BuilderStoreContext');
  return store;
}

/** A slice of the builder's state (re-renders when it changes). */
export function useBuilder<T>(selector: (state: BuilderState & BuilderActions) => T): T {
  return useStore(useBuilderStore(), selector);
}
