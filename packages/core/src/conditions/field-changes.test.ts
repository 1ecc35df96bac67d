import { describe, expect, it } from 'vitest';
import {
  addFilter,
  changeConditionType,
  changeDateComparisonType,
  changeEventName,
  changeEventOperator,
  changeFilterOperator,
  changeFilterProperty,
  removeFilter,
} from './field-changes.ts';
import { emptyFilter } from './model.ts';
import { attributeCondition, eventCondition, filter, stringFilter } from './test-fixtures.ts';

const planField = { fieldName: 'plan', fieldType: 'string' as const, fieldId: 'track:signup:plan' };

describe('choosing a property (spec 002 §4)', () => {
  it('resets the operator to isSet and clears the value, the relative date and the date type', () => {
    const before = filter({
      propertyName: 'createdAt',
      propertyType: 'datetime',
      propertyOperator: 'after',
      propertyValue: '2024-05-01T18:30:00.000Z',
      dateComparisonType: 'relative',
      relativeDateValue: 'now-1d',
    });
    expect(changeFilterProperty(before, planField)).toEqual({
      propertyName: 'plan',
      propertyFieldId: 'track:signup:plan',
      propertyType: 'string',
      propertyOperator: 'isSet',
      propertyValue: null,
      dateComparisonType: null,
      relativeDateValue: null,
    });
  });
  it('gives a list property its only operator, contains (lists offer no isSet)', () => {
    const field = { fieldName: 'tags', fieldType: 'list' as const, fieldId: 'f' };
    expect(changeFilterProperty(emptyFilter(), field).propertyOperator).toBe('contains');
  });
});

describe('switching the operator (spec 002 §4)', () => {
  it('to a date operator defaults the date type to specific', () => {
    const before = filter({ propertyName: 'createdAt', propertyType: 'datetime', propertyOperator: 'isSet' });
    expect(changeFilterOperator(before, 'after').dateComparisonType).toBe('specific');
  });
  it('between date operators keeps the chosen date type and value', () => {
    const before = filter({
      propertyType: 'datetime',
      propertyOperator: 'after',
      dateComparisonType: 'relative',
      relativeDateValue: 'now-7d',
    });
    const after = changeFilterOperator(before, 'onOrBefore');
    expect(after.dateComparisonType).toBe('relative');
    expect(after.relativeDateValue).toBe('now-7d');
  });
  it('to isOneOf wraps a single value in a list', () => {
    expect(changeFilterOperator(stringFilter('plan', 'equals', 'pro'), 'isOneOf').propertyValue).toEqual([
      'pro',
    ]);
    expect(changeFilterOperator(stringFilter('plan', 'equals', 7), 'isOneOf').propertyValue).toEqual([7]);
    expect(changeFilterOperator(stringFilter('plan', 'equals', null), 'isOneOf').propertyValue).toEqual([]);
    expect(changeFilterOperator(stringFilter('plan', 'equals', ''), 'isOneOf').propertyValue).toEqual([]);
  });
  it('from isOneOf keeps the first value', () => {
    const before = stringFilter('plan', 'isOneOf', ['pro', 'team']);
    expect(changeFilterOperator(before, 'equals').propertyValue).toBe('pro');
    expect(changeFilterOperator(stringFilter('plan', 'isOneOf', []), 'contains').propertyValue).toBeNull();
  });
  it('keeps the value between operators that both need one', () => {
    expect(changeFilterOperator(stringFilter('plan', 'equals', 'pro'), 'contains').propertyValue).toBe('pro');
  });
  it('to an operator that needs no value clears the value fields', () => {
    const before = filter({
      propertyType: 'datetime',
      propertyOperator: 'after',
      propertyValue: '2024-05-01T18:30:00.000Z',
      dateComparisonType: 'specific',
      relativeDateValue: 'now',
    });
    for (const operator of ['isSet', 'isNotSet', 'isNotNull'] as const) {
      const after = changeFilterOperator(before, operator);
      expect(after).toMatchObject({
        propertyOperator: operator,
        propertyValue: null,
        dateComparisonType: null,
        relativeDateValue: null,
      });
    }
  });
});

describe('changing the date type (spec 002 §4)', () => {
  it('clears the value and the relative value', () => {
    const before = filter({
      propertyOperator: 'after',
      propertyValue: '2024-05-01T18:30:00.000Z',
      dateComparisonType: 'specific',
      relativeDateValue: 'now-1d',
    });
    expect(changeDateComparisonType(before, 'relative')).toMatchObject({
      dateComparisonType: 'relative',
      propertyValue: null,
      relativeDateValue: null,
    });
  });
});

describe('changing the condition type (spec 002 §4)', () => {
  const before = eventCondition('signup', {
    eventOperator: 'isNotSet',
    filters: [stringFilter('plan', 'equals', 'pro')],
    lastEventOnly: true,
    eventCount: { operator: 'atLeast', value: 2 },
  });
  it('resets the event name and sets the operator to isSet', () => {
    const after = changeConditionType(before, 'parleyVoiceEvent');
    expect(after.eventName).toBeNull();
    expect(after.eventOperator).toBe('isSet');
  });
  it('keeps the event name for add-to-static-segment, pageview and scheduled', () => {
    for (const type of ['addToStaticSegment', 'pageview', 'scheduled'] as const) {
      expect(changeConditionType(before, type).eventName).toBe('signup');
    }
  });
  it('resets the filters to one blank filter for contactAttribute', () => {
    expect(changeConditionType(before, 'contactAttribute').filters).toEqual([emptyFilter()]);
  });
  it('resets the filters to an empty list for the other types', () => {
    expect(changeConditionType(before, 'customEvent').filters).toEqual([]);
  });
  it('puts lastEventOnly and the event count back to their defaults', () => {
    const after = changeConditionType(before, 'customEvent');
    expect(after.lastEventOnly).toBe(false);
    expect(after.eventCount).toBeNull();
  });
});

describe('event name and event operator (spec 002 §4)', () => {
  it('changing the event name resets the operator and the filters', () => {
    const before = eventCondition('signup', {
      eventOperator: 'isNotSet',
      filters: [stringFilter('a', 'isSet')],
    });
    const after = changeEventName(before, 'purchase');
    expect(after).toMatchObject({ eventName: 'purchase', eventOperator: 'isSet', filters: [] });
  });
  it('choosing isNotSet clears the filters', () => {
    const before = eventCondition('signup', { filters: [stringFilter('a', 'isSet')] });
    expect(changeEventOperator(before, 'isNotSet')).toMatchObject({ eventOperator: 'isNotSet', filters: [] });
  });
  it('choosing isSet keeps the filters', () => {
    const before = eventCondition('signup', { filters: [stringFilter('a', 'isSet')] });
    expect(changeEventOperator(before, 'isSet').filters).toHaveLength(1);
  });
});

describe('adding and removing filters', () => {
  it('adds a blank filter at the end', () => {
    expect(addFilter(eventCondition('signup')).filters).toEqual([emptyFilter()]);
  });
  it('removes a filter by index', () => {
    const before = eventCondition('signup', {
      filters: [stringFilter('a', 'isSet'), stringFilter('b', 'isSet')],
    });
    expect(removeFilter(before, 0).filters.map((f) => f.propertyName)).toEqual(['b']);
    expect(removeFilter(removeFilter(before, 0), 0).filters).toEqual([]);
  });
  it('leaves a contact-attribute condition one blank filter when its last one is removed', () => {
    expect(removeFilter(attributeCondition(stringFilter('email', 'isSet')), 0).filters).toEqual([
      emptyFilter(),
    ]);
  });
});
