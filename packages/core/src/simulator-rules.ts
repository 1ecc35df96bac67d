// The simulator carrier's rules (DESIGN.md §5, docs/simulator.md): the last four digits of the
// number a brand sends to decide the outcome, so every failure path can be played on one machine.
// Pure, shared by the server (which applies them) and the Contact Simulator page (which explains
// them). The voice issue extends the table with call-only outcomes (busy, no-answer) on 0005-0009.
import type { CallFailureReason } from './error-catalogue.ts';

/** Failures a send can end in; the names are the catalogue's (spec 000 §8 call failures). */
export const SIMULATOR_FAILURES = ['failed', 'blocked', 'invalid', 'notAllowed', 'notAuthorized'] as const;
export type SimulatorFailure = (typeof SIMULATOR_FAILURES)[number] & CallFailureReason;

export type SimulatedSmsOutcome = 'delivered' | SimulatorFailure;

export type SimulatorNumberRule = {
  /** The number's last digits. */
  suffix: string;
  outcome: SimulatorFailure;
  /** What the rule plays, in a sentence (the Contact Simulator page and docs/simulator.md). */
  meaning: string;
};

export const SIMULATOR_NUMBER_RULES: readonly SimulatorNumberRule[] = [
  { suffix: '0000', outcome: 'failed', meaning: 'The number is unreachable: the send fails.' },
  {
    suffix: '0001',
    outcome: 'blocked',
    meaning: 'The number is on a do-not-call list: the send is blocked.',
  },
  { suffix: '0002', outcome: 'invalid', meaning: 'The carrier rejects the number as invalid.' },
  { suffix: '0003', outcome: 'notAllowed', meaning: 'The number is blocked or malformed at the carrier.' },
  {
    suffix: '0004',
    outcome: 'notAuthorized',
    meaning: 'The number is in a geography the account does not cover.',
  },
];

/** Any other number receives what it is sent. */
export const SIMULATOR_DEFAULT_OUTCOME = 'delivered' satisfies SimulatedSmsOutcome;

/** The brand's number in the simulator when an inbound text names none (a US toll-free test number). */
export const SIMULATOR_BRAND_NUMBER = '+18005550100';

/** Longest text the carrier takes (ten concatenated segments, as common carriers allow). */
export const SMS_BODY_MAX_LENGTH = 1600;

/** The rule that decides sends to `phone` (compared on its digits only), or null: delivered. */
export function simulatorRuleFor(phone: string): SimulatorNumberRule | null {
  const digits = phone.replace(/\D/g, '');
  return SIMULATOR_NUMBER_RULES.find((rule) => digits.endsWith(rule.suffix)) ?? null;
}

/** What happens to a text the brand sends to `phone` through the simulator carrier. */
export function simulatedSmsOutcome(phone: string): SimulatedSmsOutcome {
  return simulatorRuleFor(phone)?.outcome ?? SIMULATOR_DEFAULT_OUTCOME;
}
