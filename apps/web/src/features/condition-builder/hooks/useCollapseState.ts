import {
  canCollapse,
  collapsibleItems,
  expandedAfterAdd,
  expandedAfterRemove,
  expandedAfterValidation,
} from '@parley/core/conditions/collapse';
import type { ConditionTree } from '@parley/core/conditions/model';
import type { ConditionPath, GroupPath } from '@parley/core/conditions/paths';
import type { ConditionIssue } from '@parley/core/conditions/validate';
import { useCallback, useMemo, useState } from 'react';

export type CollapseState = {
  /** Shown as a summary: the item is complete (core's canCollapse) and not opened for editing. */
  isCollapsed: (key: string, complete: boolean) => boolean;
  expand: (key: string) => void;
  collapse: (key: string) => void;
  /** spec 002 §4: the new item opens, the complete others close. */
  afterAdd: (nextTree: ConditionTree, addedKeys: string[]) => void;
  afterRemove: (removed: GroupPath | ConditionPath) => void;
};

/**
 * Which groups and condition rows are open (spec 002 §4 "Collapse and expand"), by core's rules in
 * conditions/collapse. The state is the set of keys opened for editing; an incomplete item is
 * always open. A save attempt (showValidation turning on) opens every item holding an issue.
 */
export function useCollapseState(
  tree: ConditionTree,
  showValidation: boolean,
  issues: readonly ConditionIssue[],
): CollapseState {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  // An incomplete item is open; remembering it as open keeps it so when the user completes it,
  // instead of closing under their hands. It closes when they say so or when another item is added.
  const openedIncomplete = collapsibleItems(tree).filter((item) => !item.complete && !expanded.has(item.key));
  if (openedIncomplete.length > 0) {
    setExpanded(new Set([...expanded, ...openedIncomplete.map((item) => item.key)]));
  }
  const [validationShown, setValidationShown] = useState(showValidation);
  if (validationShown !== showValidation) {
    // Adjusting state to a prop change during render (no effect, no extra paint of closed rows).
    setValidationShown(showValidation);
    if (showValidation) setExpanded(expandedAfterValidation(expanded, issues));
  }

  const isCollapsed = useCallback(
    (key: string, complete: boolean) => canCollapse({ key, complete }) && !expanded.has(key),
    [expanded],
  );
  const expand = useCallback((key: string) => setExpanded((previous) => new Set(previous).add(key)), []);
  const collapse = useCallback(
    (key: string) =>
      setExpanded((previous) => {
        const next = new Set(previous);
        next.delete(key);
        return next;
      }),
    [],
  );
  const afterAdd = useCallback(
    (nextTree: ConditionTree, addedKeys: string[]) =>
      setExpanded((previous) => expandedAfterAdd(collapsibleItems(nextTree), previous, addedKeys)),
    [],
  );
  const afterRemove = useCallback(
    (removed: GroupPath | ConditionPath) => setExpanded((previous) => expandedAfterRemove(previous, removed)),
    [],
  );
  return useMemo(
    () => ({ isCollapsed, expand, collapse, afterAdd, afterRemove }),
    [isCollapsed, expand, collapse, afterAdd, afterRemove],
  );
}
