import { describe, expect, it } from 'vitest';
import { MAX_CONDITION_GROUPS, MAX_ONE_OF_VALUES } from './limits.ts';
import {
  conditionSchema,
  conditionTreeSchema,
  emptyCondition,
  emptyFilter,
  emptyGroup,
  emptyTree,
  filterSchema,
} from './model.ts';

describe('blank items (spec 002 §3)', () => {
  it('a blank filter has every field unset', () => {
    expect(emptyFilter()).toEqual({
      propertyName: null,
      propertyFieldId: null,
      propertyType: null,
      propertyOperator: null,
      propertyValue: null,
      dateComparisonType: null,
      relativeDateValue: null,
    });
  });
  it('a blank condition has eventOperator isSet and lastEventOnly false by default', () => {
    expect(emptyCondition()).toEqual({
      conditionalType: null,
      eventName: null,
      eventOperator: 'isSet',
      filters: [],
      lastEventOnly: false,
      eventCount: null,
    });
  });
  it('a new group is named, joins with All and holds one blank condition', () => {
    expect(emptyGroup('Group 1')).toEqual({
      name: 'Group 1',
      joinType: 'all',
      conditions: [emptyCondition()],
    });
  });
  it('a new tree has no groups', () => {
    expect(emptyTree()).toEqual({ joinType: 'all', groups: [] });
  });
  it('builds fresh objects each time', () => {
    expect(emptyFilter()).not.toBe(emptyFilter());
    const tree = emptyTree();
    tree.groups.push(emptyGroup('x'));
    expect(emptyTree().groups).toHaveLength(0);
  });
});

describe('schemas parse untrusted input', () => {
  it('fills missing fields with their defaults', () => {
    expect(conditionSchema.parse({ conditionalType: 'customEvent', eventName: 'signup' })).toEqual({
      conditionalType: 'customEvent',
      eventName: 'signup',
      eventOperator: 'isSet',
      filters: [],
      lastEventOnly: false,
    });
    expect(filterSchema.parse({})).toEqual(emptyFilter());
    expect(conditionTreeSchema.parse({})).toEqual(emptyTree());
  });
  it('accepts the Parley voice event type and an event count', () => {
    const parsed = conditionSchema.parse({
      conditionalType: 'parleyVoiceEvent',
      eventName: 'call.completed',
      eventCount: { operator: 'atLeast', value: 3 },
    });
    expect(parsed.eventCount).toEqual({ operator: 'atLeast', value: 3 });
  });
  it('refuses unknown operators, types and join types', () => {
    expect(filterSchema.safeParse({ propertyOperator: 'matches' }).success).toBe(false);
    expect(filterSchema.safeParse({ propertyType: 'date' }).success).toBe(false);
    expect(conditionSchema.safeParse({ conditionalType: 'twilioEvent' }).success).toBe(false);
    expect(conditionTreeSchema.safeParse({ joinType: 'xor' }).success).toBe(false);
  });
  it('refuses a negative or fractional event count', () => {
    expect(conditionSchema.safeParse({ eventCount: { operator: 'exactly', value: -1 } }).success).toBe(false);
    expect(conditionSchema.safeParse({ eventCount: { operator: 'exactly', value: 1.5 } }).success).toBe(
      false,
    );
  });
  it('refuses group names over 50 characters', () => {
    const tree = { groups: [{ name: 'x'.repeat(51), conditions: [] }] };
    expect(conditionTreeSchema.safeParse(tree).success).toBe(false);
    tree.groups[0]!.name = 'x'.repeat(50);
    expect(conditionTreeSchema.safeParse(tree).success).toBe(true);
  });
  it('bounds the size of a tree', () => {
    const groups = Array.from({ length: MAX_CONDITION_GROUPS + 1 }, () => ({ name: 'g' }));
    expect(conditionTreeSchema.safeParse({ groups }).success).toBe(false);
    const values = Array.from({ length: MAX_ONE_OF_VALUES + 1 }, (_, index) => index);
    expect(filterSchema.safeParse({ propertyValue: values }).success).toBe(false);
  });
  it('refuses non-finite numbers and nested lists as values', () => {
    expect(filterSchema.safeParse({ propertyValue: Number.POSITIVE_INFINITY }).success).toBe(false);
    expect(filterSchema.safeParse({ propertyValue: [[1]] }).success).toBe(false);
    expect(filterSchema.safeParse({ propertyValue: { a: 1 } }).success).toBe(false);
  });
});
