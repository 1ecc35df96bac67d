import { useEffect } from 'react';
import { useHotkeyHintStore } from '../../shared/hotkeys/hotkey-hint-store.ts';

/** Pressing Alt shows the hotkey hints of the rail and the side navigation for 3 s (spec 001 §9). */
export function useAltKeyHint(): void {
  const show = useHotkeyHintStore((state) => state.show);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Alt' && !event.repeat) show();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [show]);
}
