import { useEffect } from 'react';
import { showErrorToast } from '../../../shared/notifications/toasts.ts';
import type { BuilderStore } from '../state/builder-store.ts';

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * The builder's keys: Ctrl+Z undo, Ctrl+Shift+Z (or Ctrl+Y) redo, Ctrl+C copy the selected steps,
 * Ctrl+V paste them (⌘ on a Mac). Not while typing in a field, where the keys edit the text.
 */
export function useBuilderHotkeys(store: BuilderStore, enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || isTyping(event.target)) return;
      const key = event.key.toLowerCase();
      const state = store.getState();
      if (key === 'z' && event.shiftKey) state.redo();
      else if (key === 'z') state.undo();
      else if (key === 'y') state.redo();
      else if (key === 'c') {
        if (state.copy() === 0) return;
      } else if (key === 'v') {
        const outcome = state.paste();
        if (!outcome.ok) showErrorToast(outcome.message);
      } else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [store, enabled]);
}
