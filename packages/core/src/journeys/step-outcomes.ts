// The names the engine records and the builder shows (/journeys-users, node analytics): what became
// of a step, of a run, and why a step was skipped or a run ended. docs/journeys.md "Nodes".
import { SEND_SKIP_REASONS } from './opt-in.ts';
import { RUN_STATE_TEXTS as RUN_TEXTS, STEP_SKIP_TEXTS as SKIP_TEXTS } from './texts.ts';

export const STEP_STATUSES = ['waiting', 'completed', 'skipped', 'failed'] as const;
export type StepStatus = (typeof STEP_STATUSES)[number];

/** Why a step waits: its timer, an event (delay until an event), or the end of quiet hours. */
export const WAIT_REASONS = ['timer', 'event', 'quietHours'] as const;
export type WaitReason = (typeof WAIT_REASONS)[number];

/**
 * Why a step was skipped: the contact cannot be reached there, the task to change is not open, or
 * (agentSms) the contact's text conversation is still being worked, so no second one is opened.
 */
export const STEP_SKIP_REASONS = [...SEND_SKIP_REASONS, 'noOpenTask', 'conversationInProgress'] as const;
export type StepSkipReason = (typeof STEP_SKIP_REASONS)[number];

/** The step log's texts (texts.ts), one for every reason. */
export const STEP_SKIP_TEXTS: Readonly<Record<StepSkipReason, string>> = SKIP_TEXTS;

/** A run: in flight, or how it ended. */
export const RUN_STATES = ['active', 'completed', 'exited', 'failed', 'ended', 'removed'] as const;
export type RunState = (typeof RUN_STATES)[number];

/** Parley's wording for where a run is (texts.ts), one for every state. */
export const RUN_STATE_TEXTS: Readonly<Record<RunState, string>> = RUN_TEXTS;
