import { HOTKEY_HINT_MS } from '@parley/core/shell/navigation';
import { create } from 'zustand';

/** spec 001 §9: the hotkey hint shows for 3 s. */
type HotkeyHintState = { visible: boolean; show: () => void };

let hideTimer: ReturnType<typeof setTimeout> | undefined;

export const useHotkeyHintStore = create<HotkeyHintState>()((set) => ({
  visible: false,
  show: () => {
    clearTimeout(hideTimer);
    set({ visible: true });
    hideTimer = setTimeout(() => set({ visible: false }), HOTKEY_HINT_MS);
  },
}));
