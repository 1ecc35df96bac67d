import { PERSISTED_STATE_VERSION } from '@parley/core/common/limits';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { LayoutParams } from './layout-params.ts';

/**
 * The layout parameters of the URL (?embedded, ?layout, ?hideNavigation) stay in force for the
 * rest of the browser-tab session: in-app links drop the query string, a host frame sets it once.
 */
type LayoutParamsState = LayoutParams & { remember: (params: LayoutParams) => void };

export const useLayoutParamsStore = create<LayoutParamsState>()(
  persist(
    (set) => ({
      embedded: null,
      minimal: false,
      hideNavigation: false,
      remember: (params) => set(params),
    }),
    {
      name: 'parley-layout-params',
      version: PERSISTED_STATE_VERSION,
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ embedded, minimal, hideNavigation }) => ({ embedded, minimal, hideNavigation }),
    },
  ),
);
