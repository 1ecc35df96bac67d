// Task rules shared by the routing engine and the agent desktop: the disposition submission and its
// skip rule (spec 000 §7, spec 001 §5), daily targets (spec 001 §9), the reservation's taskStatus
// (spec 001 §4) and the manual outbound task (spec 001 §7, §8).
import { z } from 'zod';
import type { ReservationStatus, TaskStatus } from '../common/channels.ts';

// --- Daily progress (spec 001 §9) ---
/** Completed tasks an agent aims for per day. */
export const DAILY_TASK_TARGET = 150;
/** Tasks per business hour. */
export const HOURLY_TASK_TARGET = 15;
/**
 * getDailyStats splits the daily target over the three channels it reports a target for. The spec
 * gives only the total; Parley splits it evenly (150 = 50 + 50 + 50), so the three bars add up to it.
 */
export const DAILY_CHANNEL_TARGETS = { targetSms: 50, targetCall: 50, targetEmail: 50 } as const;
/** Tasks whose taskType is this count as reminders in the daily stats (journey reminder nodes). */
export const REMINDER_TASK_TYPE = 'reminder';

// --- Disposition submission (spec 000 §7 /tasks/summarize-task, spec 001 §3) ---
const text = (max: number) => z.string().max(max).nullable().optional();

export const dispositionSubmissionInput = z.object({
  // spec 000 §5: "Task summary needs the task sid."
  sid: z.string({ message: 'is required' }).trim().min(1, 'is required').max(64),
  phone: text(64),
  email: text(320),
  disposition: text(200),
  outcomeId: z
    .union([z.string().max(200), z.number()])
    .nullable()
    .optional(),
  agentID: text(200),
  agentEmail: text(320),
  objections: z.array(z.string().max(500)).max(50).nullable().optional(),
  dispositionedBy: text(320),
  notes: text(10_000),
  taskAttributes: z.record(z.string(), z.unknown()).nullable().optional(),
  audioStatistics: z.unknown().optional(),
});
export type DispositionSubmission = z.infer<typeof dispositionSubmissionInput>;

/**
 * spec 001 §5: a submission is skipped when neither a phone nor an email exists (the task and the
 * brand are checked by whoever holds them). Returns why, or null when it is to be stored.
 */
export function dispositionSkipReason(submission: {
  phone?: string | null | undefined;
  email?: string | null | undefined;
}): 'no_contact' | null {
  const phone = submission.phone?.trim();
  const email = submission.email?.trim();
  return phone || email ? null : 'no_contact';
}

// --- The reservation's view of its task (spec 001 §4: "Accepted: status accepted, taskStatus assigned") ---
export type ReservationTaskStatus =
  | 'pending'
  | 'reserved'
  | 'assigned'
  | 'wrapping'
  | 'completed'
  | 'canceled';

/** A pending task is `reserved` while a reservation offers it, `pending` while it waits. */
export function reservationTaskStatus(taskStatus: TaskStatus, offered: boolean): ReservationTaskStatus {
  if (taskStatus === 'pending') return offered ? 'reserved' : 'pending';
  if (taskStatus === 'accepted') return 'assigned';
  return taskStatus;
}

/** Statuses after which a reservation is gone from the agent's list (spec 001 §4). */
export const ENDED_RESERVATION_STATUSES: readonly ReservationStatus[] = [
  'rejected',
  'timeout',
  'rescinded',
  'canceled',
  'completed',
];

// --- Manual outbound task (spec 001 §7 "Create manual outbound call, SMS or email task", §8) ---
export const MANUAL_OUTBOUND_TEXTS = {
  missingAgentPhone: 'Attempted to create manual outbound task with missing agent phone',
  missingContactPhone: 'Attempted to create manual outbound task with missing contact phone',
} as const;
export const MANUAL_OUTBOUND_TASK_TYPE = 'Agent SMS Task';
export const MANUAL_OUTBOUND_TITLE = 'outbound sms';

export const manualOutboundTaskInput = z.object({
  contactPhone: z
    .string({ message: MANUAL_OUTBOUND_TEXTS.missingContactPhone })
    .trim()
    .min(1, MANUAL_OUTBOUND_TEXTS.missingContactPhone)
    .max(64),
  parleyVoicePhone: z
    .string({ message: MANUAL_OUTBOUND_TEXTS.missingAgentPhone })
    .trim()
    .min(1, MANUAL_OUTBOUND_TEXTS.missingAgentPhone)
    .max(64),
  parleyVoicePhoneFriendlyName: z.string().trim().max(200).nullable().optional(),
  profileId: z.string().trim().max(200).nullable().optional(),
  name: z.string().trim().max(200).nullable().optional(),
  // docs/voice-contract.md: a call unless the desk asks for a text.
  channel: z.enum(['voice', 'sms'], { message: 'must be voice or sms' }).default('voice'),
});
export type ManualOutboundTaskInput = z.infer<typeof manualOutboundTaskInput>;
