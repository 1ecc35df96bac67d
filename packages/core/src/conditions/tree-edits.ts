// Adding, removing and changing groups and conditions of a tree, addressed by path (paths.ts).
import { EDITABLE_NAME_MAX_LENGTH } from './limits.ts';
import {
  type Condition,
  type ConditionGroup,
  type ConditionTree,
  defaultGroupName,
  emptyCondition,
  emptyGroup,
  type Filter,
  type JoinType,
} from './model.ts';
import type { ConditionPath, FilterPath } from './paths.ts';

function replaceAt<T>(items: readonly T[], at: number, change: (item: T) => T): T[] {
  return items.map((item, index) => (index === at ? change(item) : item));
}

/** The first "Group N" (N from the group count + 1 upwards) no group of the tree is named. */
export function nextGroupName(tree: ConditionTree): string {
  const taken = new Set(tree.groups.map((group) => group.name));
  let index = tree.groups.length;
  while (taken.has(defaultGroupName(index))) index += 1;
  return defaultGroupName(index);
}

/** Adds a group (with one blank condition) at the end. */
export function addGroup(tree: ConditionTree): ConditionTree {
  return { ...tree, groups: [...tree.groups, emptyGroup(nextGroupName(tree))] };
}

export function removeGroup(tree: ConditionTree, groupIndex: number): ConditionTree {
  return { ...tree, groups: tree.groups.filter((_, index) => index !== groupIndex) };
}

export function changeTreeJoinType(tree: ConditionTree, joinType: JoinType): ConditionTree {
  return { ...tree, joinType };
}

export function updateGroupAt(
  tree: ConditionTree,
  groupIndex: number,
  change: (group: ConditionGroup) => ConditionGroup,
): ConditionTree {
  return { ...tree, groups: replaceAt(tree.groups, groupIndex, change) };
}

export function changeGroupJoinType(group: ConditionGroup, joinType: JoinType): ConditionGroup {
  return { ...group, joinType };
}

/**
 * spec 002 §5 "Names": an edited name is cut to 50 characters; a blank one keeps the previous name
 * (Parley). Escape cancels an edit: the caller then keeps `previous` and never calls this.
 */
export function commitNameEdit(previous: string, draft: string): string {
  const name = draft.trim().slice(0, EDITABLE_NAME_MAX_LENGTH);
  return name === '' ? previous : name;
}

export function renameGroup(group: ConditionGroup, draft: string): ConditionGroup {
  return { ...group, name: commitNameEdit(group.name, draft) };
}

/** Adds a blank condition at the end of a group. */
export function addCondition(group: ConditionGroup): ConditionGroup {
  return { ...group, conditions: [...group.conditions, emptyCondition()] };
}

export function removeCondition(group: ConditionGroup, conditionIndex: number): ConditionGroup {
  return { ...group, conditions: group.conditions.filter((_, index) => index !== conditionIndex) };
}

export function updateConditionAt(
  group: ConditionGroup,
  conditionIndex: number,
  change: (condition: Condition) => Condition,
): ConditionGroup {
  return { ...group, conditions: replaceAt(group.conditions, conditionIndex, change) };
}

/** Changes one condition of a tree. */
export function updateConditionIn(
  tree: ConditionTree,
  path: ConditionPath,
  change: (condition: Condition) => Condition,
): ConditionTree {
  return updateGroupAt(tree, path.groupIndex, (group) =>
    updateConditionAt(group, path.conditionIndex, change),
  );
}

/** Changes one filter of a tree. */
export function updateFilterIn(
  tree: ConditionTree,
  path: FilterPath,
  change: (filter: Filter) => Filter,
): ConditionTree {
  return updateConditionIn(tree, path, (condition) => ({
    ...condition,
    filters: replaceAt(condition.filters, path.filterIndex, change),
  }));
}
