import { describe, expect, it } from 'vitest';
import { emptyCondition, emptyGroup, emptyTree } from './model.ts';
import { stringFilter } from './test-fixtures.ts';
import {
  addCondition,
  addGroup,
  commitNameEdit,
  nextGroupName,
  removeCondition,
  removeGroup,
  renameGroup,
  updateConditionIn,
  updateFilterIn,
} from './tree-edits.ts';

describe('groups', () => {
  it('adds groups named Group 1, Group 2, ... each with one blank condition', () => {
    const tree = addGroup(addGroup(emptyTree()));
    expect(tree.groups.map((group) => group.name)).toEqual(['Group 1', 'Group 2']);
    expect(tree.groups[1]!.conditions).toEqual([emptyCondition()]);
  });
  it('never reuses a name still in the tree', () => {
    const tree = { joinType: 'all' as const, groups: [emptyGroup('Group 2')] };
    expect(nextGroupName(tree)).toBe('Group 3');
  });
  it('removes a group by index', () => {
    const tree = removeGroup(addGroup(addGroup(emptyTree())), 0);
    expect(tree.groups.map((group) => group.name)).toEqual(['Group 2']);
  });
});

describe('editable names (spec 002 §5: 50 characters, Escape cancels)', () => {
  it('cuts a name to 50 characters and trims it', () => {
    expect(commitNameEdit('Old', `  ${'n'.repeat(60)}`)).toBe('n'.repeat(50));
  });
  it('keeps the previous name when the edit is blank', () => {
    expect(commitNameEdit('Old', '   ')).toBe('Old');
  });
  it('renames a group', () => {
    expect(renameGroup(emptyGroup('Group 1'), 'VIPs').name).toBe('VIPs');
  });
});

describe('conditions and filters by path', () => {
  it('adds and removes conditions', () => {
    const group = addCondition(emptyGroup('g'));
    expect(group.conditions).toHaveLength(2);
    expect(removeCondition(group, 1).conditions).toHaveLength(1);
  });
  it('changes one condition and one filter of a tree without touching the others', () => {
    const tree = addGroup(addGroup(emptyTree()));
    const changed = updateConditionIn(tree, { groupIndex: 1, conditionIndex: 0 }, (condition) => ({
      ...condition,
      conditionalType: 'contactAttribute',
      filters: [stringFilter('email', 'isSet')],
    }));
    expect(changed.groups[0]).toBe(tree.groups[0]);
    const filtered = updateFilterIn(
      changed,
      { groupIndex: 1, conditionIndex: 0, filterIndex: 0 },
      (filter) => ({
        ...filter,
        propertyOperator: 'isNotSet',
      }),
    );
    expect(filtered.groups[1]!.conditions[0]!.filters[0]!.propertyOperator).toBe('isNotSet');
    expect(changed.groups[1]!.conditions[0]!.filters[0]!.propertyOperator).toBe('isSet');
  });
});
