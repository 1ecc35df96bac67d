import { create } from 'zustand';

/** Whether the global search modal is open: the hotkeys and any button open it, the modal closes it. */
type GlobalSearchState = { opened: boolean; open: () => void; close: () => void };

export const useGlobalSearchStore = create<GlobalSearchState>()((set) => ({
  opened: false,
  open: () => set({ opened: true }),
  close: () => set({ opened: false }),
}));
