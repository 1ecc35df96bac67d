// The simulator carrier's rules (DESIGN.md §5, docs/simulator.md): the last four digits of the
// number a brand texts or calls decide the outcome, so every failure path can be played on one
// machine. Pure, shared by the server (which applies them) and the Contact Simulator page (which
// explains them). 0000-0004 refuse texts and calls alike; 0005-0007 are call-only (texts to them
// are delivered); 0008-0009 stay free for later call outcomes.
import type { CallFailureReason } from '../common/error-catalogue.ts';

/** Failures a send can end in; the names are the catalogue's (spec 000 §8 call failures). */
export const SIMULATOR_FAILURES = ['failed', 'blocked', 'invalid', 'notAllowed', 'notAuthorized'] as const;
export type SimulatorFailure = (typeof SIMULATOR_FAILURES)[number] & CallFailureReason;

export type SimulatedSmsOutcome = 'delivered' | SimulatorFailure;

/** How long a call to a simulated number rings before its outcome (docs/voice-contract.md). */
export const SIMULATOR_RING_TIMEOUT_MS = 30_000;
/** 0005: the call rings, then the line is busy. */
export const SIMULATOR_BUSY_AFTER_MS = 1_000;
/** 0006: the call rings, then nobody answers (without waiting the whole ring timeout). */
export const SIMULATOR_NO_ANSWER_AFTER_MS = 3_000;

/**
 * What a call the brand places to a number does in the simulator:
 * - `refused`: the carrier refuses it at once (create-call answers canContact false);
 * - `rings`: it rings and ends `busy` / `no-answer` after `afterMs` unless answered first;
 * - `auto-answer`: a silent contact answers at once (no Contact Simulator page, no audio);
 * - `rings-until-answered`: it rings for a Contact Simulator page, `no-answer` after the ring timeout.
 */
export type SimulatedCallOutcome =
  | { kind: 'refused'; reason: SimulatorFailure }
  | { kind: 'rings'; endsAs: 'busy' | 'no-answer'; afterMs: number }
  /** `answeredBy`: who picks up (a person unless said; 0008 is an answering machine). */
  | { kind: 'auto-answer'; answeredBy?: 'human' | 'machine' }
  | { kind: 'rings-until-answered'; afterMs: number };

/** The badge a rule shows: the failure, or the call-only outcome. */
export type SimulatorRuleOutcome = SimulatorFailure | 'busy' | 'no-answer' | 'auto-answer' | 'machine';

export type SimulatorNumberRule = {
  /** The number's last digits. */
  suffix: string;
  outcome: SimulatorRuleOutcome;
  /** What happens to a text sent to the number. */
  sms: SimulatedSmsOutcome;
  /** What happens to a call placed to the number. */
  call: SimulatedCallOutcome;
  /** What the rule plays, in a sentence (the Contact Simulator page and docs/simulator.md). */
  meaning: string;
};

function refusal(suffix: string, reason: SimulatorFailure, meaning: string): SimulatorNumberRule {
  return { suffix, outcome: reason, sms: reason, call: { kind: 'refused', reason }, meaning };
}

export const SIMULATOR_NUMBER_RULES: readonly SimulatorNumberRule[] = [
  refusal('0000', 'failed', 'The number is unreachable: the send fails.'),
  refusal('0001', 'blocked', 'The number is on a do-not-call list: the send is blocked.'),
  refusal('0002', 'invalid', 'The carrier rejects the number as invalid.'),
  refusal('0003', 'notAllowed', 'The number is blocked or malformed at the carrier.'),
  refusal('0004', 'notAuthorized', 'The number is in a geography the account does not cover.'),
  {
    suffix: '0005',
    outcome: 'busy',
    sms: 'delivered',
    call: { kind: 'rings', endsAs: 'busy', afterMs: SIMULATOR_BUSY_AFTER_MS },
    meaning: 'Calls ring, then the line is busy after 1 s. Texts are delivered.',
  },
  {
    suffix: '0006',
    outcome: 'no-answer',
    sms: 'delivered',
    call: { kind: 'rings', endsAs: 'no-answer', afterMs: SIMULATOR_NO_ANSWER_AFTER_MS },
    meaning: 'Calls ring, then nobody answers after 3 s. Texts are delivered.',
  },
  {
    suffix: '0007',
    outcome: 'auto-answer',
    sms: 'delivered',
    call: { kind: 'auto-answer' },
    meaning: 'Calls are answered at once by a silent contact (no audio). Texts are delivered.',
  },
  {
    // Issue 14: a campaign call that reaches a machine, for the agent to leave a voicemail drop on.
    suffix: '0008',
    outcome: 'machine',
    sms: 'delivered',
    call: { kind: 'auto-answer', answeredBy: 'machine' },
    meaning:
      'Calls are answered at once by an answering machine (silent): leave a voicemail drop. Texts are delivered.',
  },
];

/** Any other number receives what it is sent. */
export const SIMULATOR_DEFAULT_OUTCOME = 'delivered' satisfies SimulatedSmsOutcome;

/** Any other number rings until a Contact Simulator page answers it, or the ring timeout. */
export const SIMULATOR_DEFAULT_CALL_OUTCOME: SimulatedCallOutcome = {
  kind: 'rings-until-answered',
  afterMs: SIMULATOR_RING_TIMEOUT_MS,
};

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
  return simulatorRuleFor(phone)?.sms ?? SIMULATOR_DEFAULT_OUTCOME;
}

/** What happens to a call the brand places to `phone` through the simulator carrier. */
export function simulatedCallOutcome(phone: string): SimulatedCallOutcome {
  return simulatorRuleFor(phone)?.call ?? SIMULATOR_DEFAULT_CALL_OUTCOME;
}
