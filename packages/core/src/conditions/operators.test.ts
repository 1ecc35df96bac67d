import { describe, expect, it } from 'vitest';
import {
  isDateOperator,
  isOperatorValidForType,
  joinTypesFor,
  OPERATOR_LABELS,
  operatorLabel,
  operatorNeedsValue,
  operatorsFor,
} from './operators.ts';

describe('operatorsFor (spec 001 §5)', () => {
  it('string: contains, notEquals, equals, isSet, isNotSet, isNotNull, startsWith, endsWith, isOneOf', () => {
    expect(operatorsFor('string', { allowIsOneOf: true })).toEqual([
      'contains',
      'notEquals',
      'equals',
      'isSet',
      'isNotSet',
      'isNotNull',
      'startsWith',
      'endsWith',
      'isOneOf',
    ]);
  });
  it('number adds the greater and less comparisons', () => {
    const number = operatorsFor('number', { allowIsOneOf: true });
    for (const operator of ['greaterThan', 'lessThan', 'greaterThanOrEqual', 'lessThanOrEqual'] as const) {
      expect(number).toContain(operator);
    }
    expect(number).toEqual(expect.arrayContaining(['equals', 'notEquals', 'isSet', 'isNotSet', 'isOneOf']));
  });
  it('datetime: after, before, onOrAfter, onOrBefore, and set / not set', () => {
    expect(operatorsFor('datetime')).toEqual([
      'after',
      'before',
      'onOrAfter',
      'onOrBefore',
      'isSet',
      'isNotSet',
    ]);
  });
  it('boolean: equals, notEquals, set / not set', () => {
    expect(operatorsFor('boolean')).toEqual(['equals', 'notEquals', 'isSet', 'isNotSet']);
  });
  it('list: contains only; object: exists only (isSet, labelled exists)', () => {
    expect(operatorsFor('list')).toEqual(['contains']);
    expect(operatorsFor('object')).toEqual(['isSet']);
    expect(operatorLabel('isSet', 'object')).toBe('exists');
    expect(operatorLabel('isSet', 'string')).toBe('is set');
  });
  it('offers isOneOf only when allowed', () => {
    expect(operatorsFor('string')).not.toContain('isOneOf');
    expect(operatorsFor('number', { allowIsOneOf: false })).not.toContain('isOneOf');
    expect(operatorsFor('number', { allowIsOneOf: true })).toContain('isOneOf');
  });
  it('removes endsWith for custom events only', () => {
    expect(operatorsFor('string', { conditionalType: 'customEvent' })).not.toContain('endsWith');
    expect(operatorsFor('string', { conditionalType: 'parleyVoiceEvent' })).toContain('endsWith');
    expect(operatorsFor('string', { conditionalType: 'contactAttribute' })).toContain('endsWith');
  });
  it('offers nothing before a property is chosen', () => {
    expect(operatorsFor(null)).toEqual([]);
  });
  it('knows which operators belong to a type, whatever the options', () => {
    expect(isOperatorValidForType('string', 'isOneOf')).toBe(true);
    expect(isOperatorValidForType('string', 'greaterThan')).toBe(false);
    expect(isOperatorValidForType('list', 'equals')).toBe(false);
  });
});

describe('operator facts', () => {
  it('isSet, isNotSet and isNotNull need no value; the others do', () => {
    expect(operatorNeedsValue('isSet')).toBe(false);
    expect(operatorNeedsValue('isNotSet')).toBe(false);
    expect(operatorNeedsValue('isNotNull')).toBe(false);
    expect(operatorNeedsValue('equals')).toBe(true);
    expect(operatorNeedsValue('after')).toBe(true);
    expect(operatorNeedsValue(null)).toBe(false);
  });
  it('the date operators are after, before, onOrAfter and onOrBefore', () => {
    expect(['after', 'before', 'onOrAfter', 'onOrBefore'].every((op) => isDateOperator(op as 'after'))).toBe(
      true,
    );
    expect(isDateOperator('greaterThan')).toBe(false);
    expect(isDateOperator(null)).toBe(false);
  });
  it('every operator has a user-facing label', () => {
    expect(OPERATOR_LABELS.notEquals).toBe('does not equal');
    expect(OPERATOR_LABELS.onOrAfter).toBe('is on or after');
    expect(Object.values(OPERATOR_LABELS).every((label) => label.length > 0)).toBe(true);
  });
  it('None (NOR) is offered only with showNorOperator', () => {
    expect(joinTypesFor({ showNorOperator: false })).toEqual(['all', 'any']);
    expect(joinTypesFor({ showNorOperator: true })).toEqual(['all', 'any', 'none']);
  });
});
