// spec 002 §4 "Collapse and expand": condition groups and event rows collapse to a summary when
// valid and expand for editing; adding an item collapses the complete others; a failed validation
// expands the invalid ones. The state is the set of expanded item keys (paths.ts).
import type { ConditionTree } from './model.ts';
import { type ConditionPath, conditionKey, type GroupPath, groupKey } from './paths.ts';
import type { ConditionIssue } from './validate.ts';
import { isConditionComplete, isGroupComplete } from './validate.ts';

/** A collapsible item: a group or a condition row, by key, with its completeness. */
export type CollapsibleItem = { key: string; complete: boolean };

/** Every collapsible item of a tree: each group, then its conditions. */
export function collapsibleItems(tree: ConditionTree): CollapsibleItem[] {
  return tree.groups.flatMap((group, groupIndex) => [
    { key: groupKey({ groupIndex }), complete: isGroupComplete(group) },
    ...group.conditions.map((condition, conditionIndex) => ({
      key: conditionKey({ groupIndex, conditionIndex }),
      complete: isConditionComplete(condition),
    })),
  ]);
}

/** Only a complete item may collapse (an incomplete one stays open to be finished). */
export function canCollapse(item: CollapsibleItem): boolean {
  return item.complete;
}

/**
 * After adding an item: the new one is expanded, every other complete item collapses, and the
 * incomplete ones keep their state. `addedKeys` are the new item's key and its parents' (a new
 * condition inside a group keeps that group open).
 */
export function expandedAfterAdd(
  items: readonly CollapsibleItem[],
  expanded: ReadonlySet<string>,
  addedKeys: readonly string[],
): Set<string> {
  const next = new Set<string>();
  for (const item of items) {
    if (addedKeys.includes(item.key)) next.add(item.key);
    else if (!item.complete && expanded.has(item.key)) next.add(item.key);
  }
  for (const key of addedKeys) next.add(key);
  return next;
}

/** After a failed validation: every item holding an issue, and its group, is expanded. */
export function expandedAfterValidation(
  expanded: ReadonlySet<string>,
  issues: readonly ConditionIssue[],
): Set<string> {
  const next = new Set(expanded);
  for (const { path } of issues) {
    next.add(groupKey(path));
    if ('conditionIndex' in path) next.add(conditionKey(path));
  }
  return next;
}

const KEY_PATTERN = /^groups\.(\d+)(?:\.conditions\.(\d+))?$/;

/** The expanded keys after removing a group or a condition: its keys go, later siblings move up. */
export function expandedAfterRemove(
  expanded: ReadonlySet<string>,
  removed: GroupPath | ConditionPath,
): Set<string> {
  const next = new Set<string>();
  for (const key of expanded) {
    const match = KEY_PATTERN.exec(key);
    if (!match) continue;
    let groupIndex = Number(match[1]);
    let conditionIndex = match[2] === undefined ? undefined : Number(match[2]);
    if ('conditionIndex' in removed) {
      if (groupIndex === removed.groupIndex && conditionIndex !== undefined) {
        if (conditionIndex === removed.conditionIndex) continue;
        if (conditionIndex > removed.conditionIndex) conditionIndex -= 1;
      }
    } else {
      if (groupIndex === removed.groupIndex) continue;
      if (groupIndex > removed.groupIndex) groupIndex -= 1;
    }
    next.add(
      conditionIndex === undefined ? groupKey({ groupIndex }) : conditionKey({ groupIndex, conditionIndex }),
    );
  }
  return next;
}
