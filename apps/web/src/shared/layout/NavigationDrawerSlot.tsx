import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useNavigationDrawerStore } from './navigation-drawer-store.ts';

export type NavigationDrawerSlotProps = { children: ReactNode };

/** A side navigation's links, shown in the phone's navigation drawer while it is open (else nothing). */
export function NavigationDrawerSlot({ children }: NavigationDrawerSlotProps) {
  const slot = useNavigationDrawerStore((state) => state.slot);
  return slot ? createPortal(children, slot) : null;
}
