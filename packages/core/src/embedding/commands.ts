import { z } from 'zod';
import { type EmbeddingHost, HOSTS_THAT_OPEN_THE_DIALER } from './hosts.ts';
import { PARLEY_MESSAGE_SOURCE } from './messages.ts';

// spec 001 §6 "Messages accepted from the parent": create-task and change-status; a CRM host can
// also send open-dialer with phoneNumber. The desk checks the sender's origin first (origins.ts),
// then the message with these schemas: a host's message is untrusted input.

export const PARENT_COMMAND_ACTIONS = ['create-task', 'change-status', 'open-dialer'] as const;
export type ParentCommandAction = (typeof PARENT_COMMAND_ACTIONS)[number];

/** The most attributes a task created by the parent carries (the custom-task rule of the simulator). */
export const PARENT_TASK_MAX_ATTRIBUTES = 50;
export const PARENT_TASK_TITLE_MAX_LENGTH = 200;
export const PARENT_TASK_ATTRIBUTE_VALUE_MAX_LENGTH = 2000;
export const PARENT_STATUS_MAX_LENGTH = 100;
export const PARENT_PHONE_MAX_LENGTH = 64;

const attributeValue = z.union([
  z
    .string()
    .max(
      PARENT_TASK_ATTRIBUTE_VALUE_MAX_LENGTH,
      `must be at most ${PARENT_TASK_ATTRIBUTE_VALUE_MAX_LENGTH} characters`,
    ),
  z.number(),
  z.boolean(),
  z.null(),
]);

const createTaskCommand = z.object({
  action: z.literal('create-task'),
  title: z
    .string({ message: 'is required' })
    .trim()
    .min(1, 'is required')
    .max(PARENT_TASK_TITLE_MAX_LENGTH, `must be at most ${PARENT_TASK_TITLE_MAX_LENGTH} characters`),
  attributes: z
    .record(z.string().trim().min(1, 'must not be empty').max(100), attributeValue)
    .refine(
      (record) => Object.keys(record).length <= PARENT_TASK_MAX_ATTRIBUTES,
      `must have at most ${PARENT_TASK_MAX_ATTRIBUTES} attributes`,
    )
    .optional(),
});

const changeStatusCommand = z.object({
  action: z.literal('change-status'),
  /** A status name of the brand ("Available", "Break" …): matched when the desk applies it. */
  status: z
    .string({ message: 'is required' })
    .trim()
    .min(1, 'is required')
    .max(PARENT_STATUS_MAX_LENGTH, `must be at most ${PARENT_STATUS_MAX_LENGTH} characters`),
});

const openDialerCommand = z.object({
  action: z.literal('open-dialer'),
  phoneNumber: z
    .string({ message: 'is required' })
    .trim()
    .min(1, 'is required')
    .max(PARENT_PHONE_MAX_LENGTH, `must be at most ${PARENT_PHONE_MAX_LENGTH} characters`)
    // Digits with the usual punctuation (spec 000 §5 shows such numbers as they are typed).
    .refine((value) => /^\+?[\d\s().-]+$/.test(value) && /\d.*\d.*\d/.test(value), 'must be a phone number'),
});

const parentCommandSchema = z.discriminatedUnion('action', [
  createTaskCommand,
  changeStatusCommand,
  openDialerCommand,
]);
export type ParentCommand = z.output<typeof parentCommandSchema>;
export type CreateTaskCommand = z.output<typeof createTaskCommand>;
export type ChangeStatusCommand = z.output<typeof changeStatusCommand>;
export type OpenDialerCommand = z.output<typeof openDialerCommand>;

export type ParentCommandParse =
  /** A command to carry out. */
  | { kind: 'command'; command: ParentCommand }
  /** Not a command at all (another script's message, or our own echo): ignored quietly. */
  | { kind: 'ignored' }
  /** A command the desk refuses: logged with the reason, nothing done. */
  | { kind: 'refused'; action: ParentCommandAction; reason: string };

function isCommandAction(value: unknown): value is ParentCommandAction {
  return typeof value === 'string' && (PARENT_COMMAND_ACTIONS as readonly string[]).includes(value);
}

/**
 * A message the parent frame posted (already from an allowed origin), as a command for `host`.
 * open-dialer is accepted from a CRM host only (`?embed=crm`).
 */
export function parseParentCommand(data: unknown, host: EmbeddingHost | null): ParentCommandParse {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return { kind: 'ignored' };
  const action: unknown = Reflect.get(data, 'action');
  if (!isCommandAction(action) || Reflect.get(data, 'source') === PARLEY_MESSAGE_SOURCE) {
    return { kind: 'ignored' };
  }
  if (action === 'open-dialer' && (host === null || !HOSTS_THAT_OPEN_THE_DIALER.includes(host))) {
    return { kind: 'refused', action, reason: 'open-dialer is accepted from a CRM host only (?embed=crm)' };
  }
  const parsed = parentCommandSchema.safeParse(data);
  if (parsed.success) return { kind: 'command', command: parsed.data };
  const issue = parsed.error.issues[0];
  const field = issue?.path.join('.') ?? '';
  const reason = `${field ? `${field} ` : ''}${issue?.message ?? 'is invalid'}`;
  return { kind: 'refused', action, reason };
}

/**
 * The brand's status a change-status command names: its exact name, else the one name that matches
 * ignoring case. Null when the brand has no such status.
 */
export function matchStatusName(requested: string, statusNames: readonly string[]): string | null {
  const wanted = requested.trim();
  if (statusNames.includes(wanted)) return wanted;
  const folded = statusNames.filter((name) => name.toLowerCase() === wanted.toLowerCase());
  return folded.length === 1 ? (folded[0] ?? null) : null;
}
