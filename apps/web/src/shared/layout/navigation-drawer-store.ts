import { create } from 'zustand';

/**
 * On a phone the icon rail and the area's side navigation live in one drawer, opened by the top
 * bar's burger (issue 17 item 10). The drawer's body has a slot the side navigations render into
 * (NavigationDrawerSlot), so each keeps its own links and rules. Not persisted: it starts closed.
 */
type NavigationDrawerState = {
  opened: boolean;
  /** Where the current area's side navigation goes while the drawer is open. */
  slot: HTMLElement | null;
  setOpened: (opened: boolean) => void;
  setSlot: (slot: HTMLElement | null) => void;
};

export const useNavigationDrawerStore = create<NavigationDrawerState>()((set) => ({
  opened: false,
  slot: null,
  setOpened: (opened) => set({ opened }),
  setSlot: (slot) => set({ slot }),
}));
