import { PERSISTED_STATE_VERSION } from '@parley/core/common/limits';
import { TOGGLEABLE_PANELS_STORAGE_KEY } from '@parley/core/shell/navigation';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/**
 * spec 001 §2 "Other UI": collapsible panels (agent-desktop sub navigation, campaign info,
 * ai-agents) keep their expanded state in local storage under 'parley-toggleable-panels'. The
 * section side navigations (Settings, Phone Numbers, Conversation Intelligence) share one more.
 */
export type ToggleablePanel =
  | 'agentDesktopSubNav'
  | 'campaignInfo'
  | 'aiAgents'
  | 'sideNavigation'
  // issue 17 item 1: the customer beside the desk's active task.
  | 'deskCustomer';

type PanelsState = {
  expanded: Record<ToggleablePanel, boolean>;
  setExpanded: (panel: ToggleablePanel, expanded: boolean) => void;
  toggle: (panel: ToggleablePanel) => void;
};

const PANELS: readonly ToggleablePanel[] = [
  'agentDesktopSubNav',
  'campaignInfo',
  'aiAgents',
  'sideNavigation',
  'deskCustomer',
];

function mergeExpanded(
  defaults: Record<ToggleablePanel, boolean>,
  persisted: unknown,
): Record<ToggleablePanel, boolean> {
  const merged = { ...defaults };
  if (typeof persisted !== 'object' || persisted === null || !('expanded' in persisted)) return merged;
  const stored = persisted.expanded;
  if (typeof stored !== 'object' || stored === null) return merged;
  for (const [panel, value] of Object.entries(stored)) {
    const known = PANELS.find((candidate) => candidate === panel);
    if (known && typeof value === 'boolean') merged[known] = value;
  }
  return merged;
}

const DEFAULT_EXPANDED: Record<ToggleablePanel, boolean> = {
  agentDesktopSubNav: true,
  campaignInfo: true,
  aiAgents: true,
  sideNavigation: true,
  deskCustomer: true,
};

export const usePanelsStore = create<PanelsState>()(
  persist(
    (set) => ({
      expanded: DEFAULT_EXPANDED,
      setExpanded: (panel, expanded) =>
        set((state) => ({ expanded: { ...state.expanded, [panel]: expanded } })),
      toggle: (panel) =>
        set((state) => ({ expanded: { ...state.expanded, [panel]: !state.expanded[panel] } })),
    }),
    {
      name: TOGGLEABLE_PANELS_STORAGE_KEY,
      version: PERSISTED_STATE_VERSION,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ expanded: state.expanded }),
      // Panels added later start expanded; unknown stored keys are dropped.
      merge: (persisted, current) => ({ ...current, expanded: mergeExpanded(current.expanded, persisted) }),
    },
  ),
);

export function usePanelExpanded(panel: ToggleablePanel): [boolean, () => void] {
  const expanded = usePanelsStore((state) => state.expanded[panel]);
  const toggle = usePanelsStore((state) => state.toggle);
  return [expanded, () => toggle(panel)];
}
