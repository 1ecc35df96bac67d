import { useHotkeys } from '@mantine/hooks';
import { useGlobalSearchStore } from '../state/global-search-store.ts';

/**
 * spec 001 §2: meta+K opens the global search (ctrl+K too, for keyboards without a meta key), also
 * while typing in a field.
 */
export function useGlobalSearchHotkeys(): void {
  const open = useGlobalSearchStore((state) => state.open);
  useHotkeys(
    [
      ['meta+K', open],
      ['ctrl+K', open],
    ],
    [],
  );
}
