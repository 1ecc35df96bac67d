import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CALL_FAILURES } from '../common/error-catalogue.ts';
import {
  SIMULATOR_BUSY_AFTER_MS,
  SIMULATOR_FAILURES,
  SIMULATOR_NO_ANSWER_AFTER_MS,
  SIMULATOR_NUMBER_RULES,
  SIMULATOR_RING_TIMEOUT_MS,
  simulatedCallOutcome,
  simulatedSmsOutcome,
  simulatorRuleFor,
} from './rules.ts';

describe('simulator number rules', () => {
  it.each([
    ['+14155550000', 'failed'],
    ['+14155550001', 'blocked'],
    ['+14155550002', 'invalid'],
    ['+14155550003', 'notAllowed'],
    ['+14155550004', 'notAuthorized'],
    ['+14155550100', 'delivered'],
    ['+14155550005', 'delivered'],
    ['+14155550006', 'delivered'],
    ['+14155550007', 'delivered'],
    ['+14155550008', 'delivered'],
    ['+442071830000', 'failed'],
  ])('%s is %s', (phone, outcome) => {
    expect(simulatedSmsOutcome(phone)).toBe(outcome);
  });

  it('reads digits only, so a formatted number gets the same outcome', () => {
    expect(simulatedSmsOutcome('(415) 555-0001')).toBe('blocked');
    expect(simulatorRuleFor('+1 415 555 0100')).toBeNull();
  });

  it.each([
    ['+14155550000', { kind: 'refused', reason: 'failed' }],
    ['+14155550001', { kind: 'refused', reason: 'blocked' }],
    ['+14155550002', { kind: 'refused', reason: 'invalid' }],
    ['+14155550003', { kind: 'refused', reason: 'notAllowed' }],
    ['+14155550004', { kind: 'refused', reason: 'notAuthorized' }],
    ['+14155550005', { kind: 'rings', endsAs: 'busy', afterMs: SIMULATOR_BUSY_AFTER_MS }],
    ['+14155550006', { kind: 'rings', endsAs: 'no-answer', afterMs: SIMULATOR_NO_ANSWER_AFTER_MS }],
    ['+14155550007', { kind: 'auto-answer' }],
    ['+14155550100', { kind: 'rings-until-answered', afterMs: SIMULATOR_RING_TIMEOUT_MS }],
  ])('a call to %s: %o', (phone, outcome) => {
    expect(simulatedCallOutcome(phone)).toEqual(outcome);
  });

  it('times the ringing outcomes as the contract says (1 s busy, 3 s no-answer, 30 s ring timeout)', () => {
    expect([SIMULATOR_BUSY_AFTER_MS, SIMULATOR_NO_ANSWER_AFTER_MS, SIMULATOR_RING_TIMEOUT_MS]).toEqual([
      1_000, 3_000, 30_000,
    ]);
  });

  it('has one rule per failure, each a catalogue reason with distinct four-digit suffixes', () => {
    const failures = SIMULATOR_NUMBER_RULES.filter((rule) => rule.sms !== 'delivered');
    expect(failures.map((rule) => rule.outcome).sort()).toEqual([...SIMULATOR_FAILURES].sort());
    for (const rule of failures) expect(rule.call).toEqual({ kind: 'refused', reason: rule.outcome });
    const suffixes = SIMULATOR_NUMBER_RULES.map((rule) => rule.suffix);
    expect(new Set(suffixes).size).toBe(suffixes.length);
    for (const rule of SIMULATOR_NUMBER_RULES) {
      expect(rule.suffix).toMatch(/^\d{4}$/);
      if (rule.outcome !== 'no-answer' && rule.outcome !== 'auto-answer' && rule.outcome !== 'machine')
        expect(CALL_FAILURES[rule.outcome].text).toBeTruthy();
    }
  });

  it('delivers to every number whose last four digits are not a failure rule', () => {
    const ruled = new Set(
      SIMULATOR_NUMBER_RULES.filter((rule) => rule.sms !== 'delivered').map((rule) => rule.suffix),
    );
    fc.assert(
      fc.property(fc.stringMatching(/^\+1[2-9]\d{9}$/), (phone) => {
        const outcome = simulatedSmsOutcome(phone);
        expect(outcome === 'delivered').toBe(!ruled.has(phone.slice(-4)));
      }),
    );
  });
});
