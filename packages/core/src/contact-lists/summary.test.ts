import { describe, expect, it } from 'vitest';
import type { ConditionGroup } from '../conditions/model.ts';
import { attributeCondition, eventCondition, stringFilter } from '../conditions/test-fixtures.ts';
import { emptyPageQuery } from './page-query.ts';
import { summarizeListConditions, summarizeListSort } from './summary.ts';

const emailGroup: ConditionGroup = {
  name: 'Group 1',
  joinType: 'all',
  conditions: [attributeCondition(stringFilter('email', 'contains', 'acme'))],
};
const signupGroup: ConditionGroup = {
  name: 'Group 2',
  joinType: 'any',
  conditions: [eventCondition('signup'), eventCondition('refund', { eventOperator: 'isNotSet' })],
};

describe('contact list summaries', () => {
  it('reads a list without conditions as all contacts', () => {
    expect(summarizeListConditions(emptyPageQuery())).toBe('All contacts (no conditions)');
  });
  it('reads one group as its own summary', () => {
    expect(summarizeListConditions({ joinType: 'all', dynamicConditions: [emailGroup] })).toBe(
      'email contains "acme"',
    );
  });
  it('joins several groups by the join type of the list', () => {
    const groups = [emailGroup, signupGroup];
    const second = '(Custom Event: has done signup) OR (Custom Event: has not done refund)';
    expect(summarizeListConditions({ joinType: 'all', dynamicConditions: groups })).toBe(
      `(email contains "acme") AND (${second})`,
    );
    expect(summarizeListConditions({ joinType: 'any', dynamicConditions: groups })).toBe(
      `(email contains "acme") OR (${second})`,
    );
    expect(summarizeListConditions({ joinType: 'none', dynamicConditions: groups })).toBe(
      `None of: (email contains "acme"); (${second})`,
    );
  });
  it('reads the sort field and order, or the default order', () => {
    expect(summarizeListSort({ sortBy: null, order: 'desc' })).toBe('Newest contacts first');
    expect(summarizeListSort({ sortBy: 'leadScore', order: 'desc' })).toBe('leadScore descending');
    expect(summarizeListSort({ sortBy: 'lastName', order: 'asc' })).toBe('lastName ascending');
  });
});
