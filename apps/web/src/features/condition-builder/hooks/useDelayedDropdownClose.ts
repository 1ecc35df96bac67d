import type { ComboboxStore } from '@mantine/core';
import { DROPDOWN_CLOSE_DELAY_MS } from '@parley/core/conditions/limits';
import { useCallback, useEffect, useRef } from 'react';

/**
 * spec 002 §9: a dropdown closes 150 ms after its input loses focus (so a click on an option still
 * lands); focusing again within that time keeps it open.
 */
export function useDelayedDropdownClose(combobox: ComboboxStore, onClose?: () => void) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const cancel = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  }, []);
  const scheduleClose = useCallback(() => {
    cancel();
    timer.current = setTimeout(() => {
      timer.current = null;
      combobox.closeDropdown();
      onClose?.();
    }, DROPDOWN_CLOSE_DELAY_MS);
  }, [cancel, combobox, onClose]);
  useEffect(() => cancel, [cancel]);
  return { scheduleClose, cancelClose: cancel };
}
