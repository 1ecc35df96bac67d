import { useState } from 'react';
import { type ToggleablePanel, usePanelExpanded } from './panels-store.ts';
import { useBelowBreakpoint } from './useBelowBreakpoint.ts';

/**
 * A side navigation's expanded state. Below the `lg` breakpoint (a tablet) it starts collapsed to
 * 64 px, whatever the stored choice, so the page keeps its width; expanding it there lasts while
 * the page is open and leaves the stored choice (spec 001 §2, 'parley-toggleable-panels') alone.
 */
export function useSideNavExpanded(panel: ToggleablePanel): [boolean, () => void] {
  const [stored, toggleStored] = usePanelExpanded(panel);
  const compact = useBelowBreakpoint('lg');
  const [expandedWhileCompact, setExpandedWhileCompact] = useState(false);
  if (!compact) return [stored, toggleStored];
  return [expandedWhileCompact, () => setExpandedWhileCompact((expanded) => !expanded)];
}
