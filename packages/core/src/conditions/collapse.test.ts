import { describe, expect, it } from 'vitest';
import {
  canCollapse,
  collapsibleItems,
  expandedAfterAdd,
  expandedAfterRemove,
  expandedAfterValidation,
} from './collapse.ts';
import { emptyCondition } from './model.ts';
import { attributeCondition, stringFilter } from './test-fixtures.ts';
import { validateTree } from './validate.ts';

const complete = attributeCondition(stringFilter('email', 'isSet'));
const tree = {
  joinType: 'all' as const,
  groups: [
    { name: 'A', joinType: 'all' as const, conditions: [complete, emptyCondition()] },
    { name: 'B', joinType: 'any' as const, conditions: [complete] },
  ],
};

describe('collapse and expand (spec 002 §4)', () => {
  it('lists groups and rows with their completeness', () => {
    expect(collapsibleItems(tree)).toEqual([
      { key: 'groups.0', complete: false },
      { key: 'groups.0.conditions.0', complete: true },
      { key: 'groups.0.conditions.1', complete: false },
      { key: 'groups.1', complete: true },
      { key: 'groups.1.conditions.0', complete: true },
    ]);
  });
  it('only a complete item collapses', () => {
    expect(canCollapse({ key: 'groups.1', complete: true })).toBe(true);
    expect(canCollapse({ key: 'groups.0', complete: false })).toBe(false);
  });
  it('adding an item collapses the complete others and keeps incomplete ones open', () => {
    const expanded = new Set(['groups.0', 'groups.0.conditions.0', 'groups.0.conditions.1', 'groups.1']);
    const items = [...collapsibleItems(tree), { key: 'groups.2', complete: false }];
    expect(expandedAfterAdd(items, expanded, ['groups.2'])).toEqual(
      new Set(['groups.0', 'groups.0.conditions.1', 'groups.2']),
    );
  });
  it('a condition added in a group keeps that group open', () => {
    const items = collapsibleItems(tree).map((item) => ({ ...item, complete: true }));
    const next = expandedAfterAdd(items, new Set(), ['groups.1', 'groups.1.conditions.1']);
    expect(next).toEqual(new Set(['groups.1', 'groups.1.conditions.1']));
  });
  it('a failed validation expands the invalid items and their groups', () => {
    const next = expandedAfterValidation(new Set(['groups.1']), validateTree(tree));
    expect(next).toEqual(new Set(['groups.1', 'groups.0', 'groups.0.conditions.1']));
  });
  it('removing an item drops its keys and moves later siblings up', () => {
    const expanded = new Set(['groups.0', 'groups.1', 'groups.1.conditions.2', 'groups.2.conditions.0']);
    expect(expandedAfterRemove(expanded, { groupIndex: 1 })).toEqual(
      new Set(['groups.0', 'groups.1.conditions.0']),
    );
    expect(expandedAfterRemove(expanded, { groupIndex: 1, conditionIndex: 0 })).toEqual(
      new Set(['groups.0', 'groups.1', 'groups.1.conditions.1', 'groups.2.conditions.0']),
    );
  });
});
