import { describe, expect, it } from 'vitest';
import {
  conditionHolds,
  queueInput,
  type RoutingRuleDefinition,
  routingRuleInput,
  selectRoutingRule,
} from './rules.ts';

const rule = (overrides: Partial<RoutingRuleDefinition>): RoutingRuleDefinition => ({
  name: 'rule',
  enabled: true,
  match: 'all',
  conditions: [],
  queueSid: 'WQ1',
  ...overrides,
});

describe('routing conditions', () => {
  const attributes = { tier: 'Gold', score: 5, tags: ['vip', 'new'], contact: { country: 'ES' }, empty: '' };

  it('compares as text for equals and notEquals, so 5 equals "5"', () => {
    expect(conditionHolds({ attribute: 'score', operator: 'equals', value: '5' }, attributes)).toBe(true);
    expect(conditionHolds({ attribute: 'tier', operator: 'equals', value: 'gold' }, attributes)).toBe(false);
    expect(conditionHolds({ attribute: 'missing', operator: 'notEquals', value: 'x' }, attributes)).toBe(
      true,
    );
  });

  it('contains is a case-insensitive substring, or a member of a list', () => {
    expect(conditionHolds({ attribute: 'tier', operator: 'contains', value: 'OL' }, attributes)).toBe(true);
    expect(conditionHolds({ attribute: 'tags', operator: 'contains', value: 'vip' }, attributes)).toBe(true);
    expect(conditionHolds({ attribute: 'tags', operator: 'contains', value: 'vi' }, attributes)).toBe(false);
  });

  it('in takes a list; exists means present and not empty; dotted paths read nested attributes', () => {
    expect(conditionHolds({ attribute: 'tier', operator: 'in', value: ['Silver', 'Gold'] }, attributes)).toBe(
      true,
    );
    expect(
      conditionHolds({ attribute: 'contact.country', operator: 'equals', value: 'ES' }, attributes),
    ).toBe(true);
    expect(conditionHolds({ attribute: 'empty', operator: 'exists' }, attributes)).toBe(false);
    expect(conditionHolds({ attribute: 'tier', operator: 'exists' }, attributes)).toBe(true);
  });
});

describe('selectRoutingRule', () => {
  it('takes the first enabled rule that matches, with the channel as an attribute', () => {
    const rules = [
      rule({ name: 'off', enabled: false }),
      rule({ name: 'email', conditions: [{ attribute: 'channel', operator: 'equals', value: 'email' }] }),
      rule({
        name: 'any',
        match: 'any',
        conditions: [
          { attribute: 'tier', operator: 'equals', value: 'Gold' },
          { attribute: 'vip', operator: 'equals', value: true },
        ],
      }),
      rule({ name: 'catch-all' }),
    ];
    expect(selectRoutingRule(rules, { channel: 'email', attributes: {} })?.name).toBe('email');
    expect(selectRoutingRule(rules, { channel: 'sms', attributes: { vip: 'true' } })?.name).toBe('any');
    expect(selectRoutingRule(rules, { channel: 'sms', attributes: {} })?.name).toBe('catch-all');
    expect(selectRoutingRule(rules.slice(0, 3), { channel: 'sms', attributes: {} })).toBeNull();
  });
});

describe('routing inputs', () => {
  it('name the field of a bad condition and default a queue', () => {
    const bad = routingRuleInput.safeParse({
      name: 'x',
      queueSid: 'WQ1',
      conditions: [{ attribute: 'tier', operator: 'in', value: 'gold' }],
    });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.path).toEqual(['conditions', 0, 'value']);
    expect(queueInput.parse({ friendlyName: ' Sales ', requiredSkills: ['b', 'a', 'b'] })).toEqual({
      friendlyName: 'Sales',
      transferEligible: false,
      requiredSkills: ['a', 'b'],
      reservationTimeoutSeconds: 30,
      isDefault: false,
    });
  });
});
