// Wrap-up (spec 001 §3 "Disposition submission", §5 skip rules; spec 000 §4 autocomplete).

import type { CallStatistics } from '../voice/call-statistics.ts';
import type { Reservation } from './reservation.ts';
import { textAttribute } from './reservation-attributes.ts';

/** spec 000 §7 POST /conv/tasks/summarize-task body = spec 001 §3 "Disposition submission". */
export type DispositionSubmission = {
  phone: string | null;
  email: string | null;
  agentID: string;
  agentEmail: string;
  objections: string[];
  outcomeId: string | null;
  disposition: string | null;
  dispositionedBy: DispositionedBy;
  notes: string;
  sid: string;
  taskAttributes: Record<string, unknown>;
  /** A call's statistics (spec 000 §9); null for other tasks. */
  audioStatistics: CallStatistics | null;
};

/** Who closed the task: the agent with the form, or the autocomplete countdown running out. */
export type DispositionedBy = 'agent' | 'autocomplete';

export type WrapUpForm = {
  /** The chosen disposition's id (`outcomeId`) and name (`disposition`). */
  outcomeId: string | null;
  disposition: string | null;
  notes: string;
  /** Objections: the tags the agent picked. */
  objections: readonly string[];
};

export type DispositionSkipReason = 'noTask' | 'noBrand' | 'noContact';

export type DispositionPlan =
  | { kind: 'submit'; submission: DispositionSubmission }
  | { kind: 'skip'; reason: DispositionSkipReason };

export type DispositionInput = {
  reservation: Reservation | null;
  brandSlug: string | null | undefined;
  agent: { id: string; email: string };
  form: WrapUpForm;
  dispositionedBy: DispositionedBy;
  /** The call's statistics, for a call task. */
  audioStatistics?: CallStatistics | null;
};

/**
 * spec 001 §5: "Disposition submission is skipped if the task or brand is missing, or if neither
 * phone nor email exists." spec 000 §5: the summary needs the task sid. Notes are trimmed and
 * objections de-duplicated.
 */
export function planDispositionSubmission(input: DispositionInput): DispositionPlan {
  const { reservation, form } = input;
  if (!reservation?.taskSid) return { kind: 'skip', reason: 'noTask' };
  if (!input.brandSlug) return { kind: 'skip', reason: 'noBrand' };
  const phone = textAttribute(reservation, 'contactPhone') ?? null;
  const email = textAttribute(reservation, 'email') ?? null;
  if (phone === null && email === null) return { kind: 'skip', reason: 'noContact' };
  return {
    kind: 'submit',
    submission: {
      phone,
      email,
      agentID: input.agent.id,
      agentEmail: input.agent.email,
      objections: [...new Set(form.objections.map((tag) => tag.trim()).filter((tag) => tag !== ''))],
      outcomeId: form.outcomeId,
      disposition: form.disposition,
      dispositionedBy: input.dispositionedBy,
      notes: form.notes.trim(),
      sid: reservation.taskSid,
      taskAttributes: reservation.attributes,
      audioStatistics: input.audioStatistics ?? null,
    },
  };
}

/**
 * The autocomplete countdown of a task in wrap-up (spec 000 §4): milliseconds left, 0 once it ran
 * out, or null when the task preferences set no countdown (0, negative or absent seconds).
 */
/**
 * issue 17 item 2: the countdown never completes what the agent has not finished. When the brand has
 * dispositions (the form requires one), a task without one stays in wrap-up, whatever the countdown
 * says; and the countdown runs from the agent's last change to the form, so typing is never cut off.
 */
export function autocompleteHeld(form: WrapUpForm, brandHasDispositions: boolean): boolean {
  return brandHasDispositions && !form.outcomeId;
}

/** When the countdown starts: wrap-up began, or the agent last changed the form, whichever is later. */
export function autocompleteStartsAt(wrappingSince: number, lastFormChangeAt: number | undefined): number {
  return lastFormChangeAt === undefined ? wrappingSince : Math.max(wrappingSince, lastFormChangeAt);
}

export function autocompleteRemainingMs(
  wrappingSince: number,
  autocompleteSeconds: number | null | undefined,
  now: number,
): number | null {
  if (autocompleteSeconds === null || autocompleteSeconds === undefined || !(autocompleteSeconds > 0)) {
    return null;
  }
  return Math.max(0, wrappingSince + autocompleteSeconds * 1000 - now);
}
