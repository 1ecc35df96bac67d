import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CALL_FAILURES } from './error-catalogue.ts';
import {
  SIMULATOR_FAILURES,
  SIMULATOR_NUMBER_RULES,
  simulatedSmsOutcome,
  simulatorRuleFor,
} from './simulator-rules.ts';

describe('simulator number rules', () => {
  it.each([
    ['+14155550000', 'failed'],
    ['+14155550001', 'blocked'],
    ['+14155550002', 'invalid'],
    ['+14155550003', 'notAllowed'],
    ['+14155550004', 'notAuthorized'],
    ['+14155550100', 'delivered'],
    ['+14155550005', 'delivered'],
    ['+442071830000', 'failed'],
  ])('%s is %s', (phone, outcome) => {
    expect(simulatedSmsOutcome(phone)).toBe(outcome);
  });

  it('reads digits only, so a formatted number gets the same outcome', () => {
    expect(simulatedSmsOutcome('(415) 555-0001')).toBe('blocked');
    expect(simulatorRuleFor('+1 415 555 0100')).toBeNull();
  });

  it('has one rule per failure, each a catalogue reason with distinct four-digit suffixes', () => {
    expect(SIMULATOR_NUMBER_RULES.map((rule) => rule.outcome).sort()).toEqual([...SIMULATOR_FAILURES].sort());
    const suffixes = SIMULATOR_NUMBER_RULES.map((rule) => rule.suffix);
    expect(new Set(suffixes).size).toBe(suffixes.length);
    for (const rule of SIMULATOR_NUMBER_RULES) {
      expect(rule.suffix).toMatch(/^\d{4}$/);
      expect(CALL_FAILURES[rule.outcome].text).toBeTruthy();
    }
  });

  it('delivers to every number whose last four digits are not a rule', () => {
    const ruled = new Set(SIMULATOR_NUMBER_RULES.map((rule) => rule.suffix));
    fc.assert(
      fc.property(fc.stringMatching(/^\+1[2-9]\d{9}$/), (phone) => {
        const outcome = simulatedSmsOutcome(phone);
        expect(outcome === 'delivered').toBe(!ruled.has(phone.slice(-4)));
      }),
    );
  });
});
