import { describe, expect, it } from 'vitest';
import { emptyCondition, emptyFilter } from './model.ts';
import { attributeCondition, eventCondition, filter, stringFilter } from './test-fixtures.ts';
import {
  isConditionComplete,
  isFilterComplete,
  isGroupComplete,
  issueMessages,
  isTreeComplete,
  validateCondition,
  validateTree,
} from './validate.ts';

const at = { groupIndex: 0, conditionIndex: 0 };
const messagesOf = (condition: Parameters<typeof validateCondition>[0]) =>
  issueMessages(validateCondition(condition, at));

describe('condition messages (spec 002 §5)', () => {
  it("'Condition type required.'", () => {
    expect(messagesOf(emptyCondition())).toEqual({
      'groups.0.conditions.0.conditionalType': 'Condition type required.',
    });
  });
  it("'Event Name is required.' for event rows, not for contact attributes", () => {
    expect(messagesOf(eventCondition(''))).toEqual({
      'groups.0.conditions.0.eventName': 'Event Name is required.',
    });
    expect(messagesOf(eventCondition('signup'))).toEqual({});
    expect(messagesOf(attributeCondition(stringFilter('email', 'isSet')))).toEqual({});
  });
  it("'Operator required.'", () => {
    const condition = attributeCondition(stringFilter('email', null));
    expect(messagesOf(condition)).toEqual({
      'groups.0.conditions.0.filters.0.propertyOperator': 'Operator required.',
    });
  });
  it("'{label} is required.' with Property Name on event rows and a type-specific label on attribute rows", () => {
    const event = eventCondition('signup', { filters: [filter({ propertyOperator: 'isSet' })] });
    expect(messagesOf(event)).toEqual({
      'groups.0.conditions.0.filters.0.propertyName': 'Property Name is required.',
    });
    const attribute = attributeCondition(filter({ propertyOperator: 'isSet' }));
    expect(messagesOf(attribute)).toEqual({
      'groups.0.conditions.0.filters.0.propertyName': 'Contact Attribute is required.',
    });
  });
  it('a contact-attribute condition without filters asks for its attribute', () => {
    expect(messagesOf(attributeCondition())).toEqual({
      'groups.0.conditions.0.filters.0.propertyName': 'Contact Attribute is required.',
    });
  });
  it("'Input value cannot be blank.' for an empty, blank or empty-list value", () => {
    const key = 'groups.0.conditions.0.filters.0.propertyValue';
    for (const value of [null, '', '   ', []]) {
      const operator = Array.isArray(value) ? 'isOneOf' : 'contains';
      expect(messagesOf(attributeCondition(stringFilter('email', operator, value)))).toEqual({
        [key]: 'Input value cannot be blank.',
      });
    }
    const number = filter({ propertyName: 'amount', propertyType: 'number', propertyOperator: 'equals' });
    expect(messagesOf(eventCondition('buy', { filters: [number] }))).toEqual({
      [key]: 'Input value cannot be blank.',
    });
  });
  it('equals or notEquals on a string event property add the hint about ""', () => {
    const key = 'groups.0.conditions.0.filters.0.propertyValue';
    const hint = 'Input value cannot be blank. To match an empty string, enter "" as value.';
    for (const operator of ['equals', 'notEquals'] as const) {
      expect(messagesOf(eventCondition('signup', { filters: [stringFilter('plan', operator, '')] }))).toEqual(
        {
          [key]: hint,
        },
      );
      // On a contact attribute the plain message.
      expect(messagesOf(attributeCondition(stringFilter('email', operator, '')))).toEqual({
        [key]: 'Input value cannot be blank.',
      });
    }
    expect(messagesOf(eventCondition('signup', { filters: [stringFilter('plan', 'equals', '""')] }))).toEqual(
      {},
    );
  });
  it("'Invalid date' for a missing or unreadable specific date", () => {
    const key = 'groups.0.conditions.0.filters.0.propertyValue';
    const date = (propertyValue: string | null) =>
      attributeCondition(
        filter({
          propertyName: 'createdAt',
          propertyType: 'datetime',
          propertyOperator: 'after',
          dateComparisonType: 'specific',
          propertyValue,
        }),
      );
    expect(messagesOf(date(null))).toEqual({ [key]: 'Invalid date' });
    expect(messagesOf(date('yesterday'))).toEqual({ [key]: 'Invalid date' });
    expect(messagesOf(date('2024-05-01T18:30:00.000Z'))).toEqual({});
  });
  it("'Invalid relative date format' for a bad relative date", () => {
    const key = 'groups.0.conditions.0.filters.0.relativeDateValue';
    const relative = (relativeDateValue: string | null) =>
      attributeCondition(
        filter({
          propertyName: 'createdAt',
          propertyType: 'datetime',
          propertyOperator: 'before',
          dateComparisonType: 'relative',
          relativeDateValue,
        }),
      );
    expect(messagesOf(relative('now-3x'))).toEqual({ [key]: 'Invalid relative date format' });
    expect(messagesOf(relative(null))).toEqual({ [key]: 'Invalid relative date format' });
    expect(messagesOf(relative('now/d-1d'))).toEqual({});
  });
  it('keys every issue by a stable path over the whole tree', () => {
    const tree = {
      joinType: 'all' as const,
      groups: [
        {
          name: 'a',
          joinType: 'all' as const,
          conditions: [attributeCondition(stringFilter('email', 'isSet'))],
        },
        {
          name: 'b',
          joinType: 'all' as const,
          conditions: [attributeCondition(stringFilter('email', 'isSet')), emptyCondition()],
        },
      ],
    };
    const [issue] = validateTree(tree);
    expect(issue).toMatchObject({
      key: 'groups.1.conditions.1.conditionalType',
      field: 'conditionalType',
      path: { groupIndex: 1, conditionIndex: 1 },
    });
  });
});

describe('completeness (spec 002 §5)', () => {
  it('a filter needs a property name and an operator', () => {
    expect(isFilterComplete(emptyFilter())).toBe(false);
    expect(isFilterComplete(stringFilter('email', null))).toBe(false);
    expect(isFilterComplete(stringFilter('email', 'isSet'))).toBe(true);
  });
  it('and a value when the operator needs one', () => {
    expect(isFilterComplete(stringFilter('email', 'contains'))).toBe(false);
    expect(isFilterComplete(stringFilter('email', 'contains', 'acme'))).toBe(true);
    expect(
      isFilterComplete(
        filter({
          propertyName: 'vip',
          propertyType: 'boolean',
          propertyOperator: 'equals',
          propertyValue: false,
        }),
      ),
    ).toBe(true);
    expect(
      isFilterComplete(
        filter({ propertyName: 'n', propertyType: 'number', propertyOperator: 'equals', propertyValue: 0 }),
      ),
    ).toBe(true);
  });
  it('a condition needs a type, an event name (except contact attribute) and complete filters', () => {
    expect(isConditionComplete(emptyCondition())).toBe(false);
    expect(isConditionComplete(eventCondition('signup'))).toBe(true);
    expect(isConditionComplete(eventCondition('signup', { filters: [emptyFilter()] }))).toBe(false);
    expect(isConditionComplete({ ...eventCondition('x'), eventName: null })).toBe(false);
  });
  it('a contact-attribute condition needs at least one filter', () => {
    expect(isConditionComplete(attributeCondition())).toBe(false);
    expect(isConditionComplete(attributeCondition(stringFilter('email', 'isSet')))).toBe(true);
  });
  it('a group and a tree are complete when all they hold is', () => {
    const good = attributeCondition(stringFilter('email', 'isSet'));
    expect(isGroupComplete({ name: 'g', joinType: 'all', conditions: [] })).toBe(true);
    expect(isGroupComplete({ name: 'g', joinType: 'all', conditions: [good, emptyCondition()] })).toBe(false);
    expect(
      isTreeComplete({ joinType: 'any', groups: [{ name: 'g', joinType: 'all', conditions: [good] }] }),
    ).toBe(true);
  });
});
