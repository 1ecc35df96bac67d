import { useHotkeyHintStore } from '../app/state/hotkey-hint-store.ts';
import { useLayoutParamsStore } from '../app/state/layout-params-store.ts';
import { usePanelsStore } from '../app/state/panels-store.ts';

const initial = {
  layoutParams: useLayoutParamsStore.getState(),
  panels: usePanelsStore.getState(),
  hotkeyHint: useHotkeyHintStore.getState(),
};

/** The shell's zustand stores live as long as the test file: each test starts from their first state. */
export function resetShellStores(): void {
  useLayoutParamsStore.setState(initial.layoutParams, true);
  usePanelsStore.setState(initial.panels, true);
  useHotkeyHintStore.setState(initial.hotkeyHint, true);
}
