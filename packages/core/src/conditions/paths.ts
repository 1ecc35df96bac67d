// Stable addresses of the items of a condition tree. Validation issues, collapse state and the
// builder's edits all name an item by these (e.g. `groups.0.conditions.1.filters.2.propertyValue`).

export type GroupPath = { groupIndex: number };
export type ConditionPath = GroupPath & { conditionIndex: number };
export type FilterPath = ConditionPath & { filterIndex: number };
export type ItemPath = GroupPath | ConditionPath | FilterPath;

export function groupKey(path: GroupPath): string {
  return `groups.${path.groupIndex}`;
}

export function conditionKey(path: ConditionPath): string {
  return `${groupKey(path)}.conditions.${path.conditionIndex}`;
}

export function filterKey(path: FilterPath): string {
  return `${conditionKey(path)}.filters.${path.filterIndex}`;
}

/** The key of any item path (the most specific one it names). */
export function itemKey(path: ItemPath): string {
  if ('filterIndex' in path) return filterKey(path);
  if ('conditionIndex' in path) return conditionKey(path);
  return groupKey(path);
}

/** The key of one field of an item: `groups.0.conditions.1.eventName`. */
export function fieldKey(path: ItemPath, field: string): string {
  return `${itemKey(path)}.${field}`;
}
