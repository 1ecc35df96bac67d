import { useHotkeyHintStore } from '../shared/hotkeys/hotkey-hint-store.ts';
import { useLayoutParamsStore } from '../shared/layout/layout-params-store.ts';
import { usePanelsStore } from '../shared/layout/panels-store.ts';

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
