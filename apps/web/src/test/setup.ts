import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { preloadOnDemandModules } from '../shared/chunk-retry/on-demand.ts';
import { resetShellStores } from './reset-shell-stores.ts';

// Whole-shell tests wait for lazily loaded page chunks, which vite transforms on first import; on a
// busy 2-core machine that takes longer than testing-library's 1 s default.
configure({ asyncUtilTimeout: 5_000 });

// Mantine needs matchMedia and ResizeObserver, which jsdom lacks (STACK.md "Gotchas").
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub implements ResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
window.ResizeObserver = ResizeObserverStub;

// jsdom has no document.fonts; Mantine's auto-growing Textarea waits on it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { ready: Promise.resolve(), addEventListener: () => {}, removeEventListener: () => {} },
  });
}

// jsdom does not implement scrolling; Mantine's ScrollArea and Combobox call it.
Element.prototype.scrollIntoView = () => {};

// The chunks the app loads on demand (shared/chunk-retry/on-demand.ts: dialogs, the active task,
// the task list's rows) are loaded before the tests: what they do is tested, and vite's first transform of
// each (zod, libphonenumber) would otherwise eat into every wait on a busy machine.
beforeAll(() => preloadOnDemandModules(), 120_000);

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
  resetShellStores();
});
