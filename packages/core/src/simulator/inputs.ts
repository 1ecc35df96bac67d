// The Contact Simulator's request bodies (docs/routing-contract.md "Contact Simulator"), checked by
// the server and by the simulator page's forms alike.
import { z } from 'zod';
import { SMS_BODY_MAX_LENGTH } from './rules.ts';

const phoneText = z.string().trim().min(1, 'is required').max(64, 'must be at most 64 characters');

export const smsBody = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(SMS_BODY_MAX_LENGTH, `must be at most ${SMS_BODY_MAX_LENGTH} characters`);

/** POST /api/simulator/inbound-sms: the contact `from` texts the brand at `to` (else its default number). */
export const simulatorInboundSmsInput = z.object({
  from: phoneText,
  to: z.string().trim().max(64, 'must be at most 64 characters').nullish(),
  body: smsBody,
});

export const CUSTOM_TASK_MAX_ATTRIBUTES = 50;
export const CUSTOM_TASK_MAX_PRIORITY = 1000;

const attributeValue = z.union([z.string().max(2000), z.number(), z.boolean(), z.null()]);

/** POST /api/simulator/custom-task. */
export const simulatorCustomTaskInput = z.object({
  title: z.string().trim().min(1, 'is required').max(200, 'must be at most 200 characters'),
  priority: z
    .number()
    .int('must be a whole number')
    .min(0, 'must be 0 or more')
    .max(CUSTOM_TASK_MAX_PRIORITY, `must be at most ${CUSTOM_TASK_MAX_PRIORITY}`)
    .optional(),
  attributes: z
    .record(z.string().trim().min(1, 'must not be empty').max(100), attributeValue)
    .refine(
      (record) => Object.keys(record).length <= CUSTOM_TASK_MAX_ATTRIBUTES,
      `must have at most ${CUSTOM_TASK_MAX_ATTRIBUTES} attributes`,
    )
    .optional(),
});

// Email and voicemail task shells (docs/simulator.md "Email and voicemail"): the email issue and the
// voice issue bring the real channels; these let routing and the desk be played now.

export const EMAIL_SUBJECT_MAX_LENGTH = 500;
export const SIMULATOR_EMAIL_BODY_MAX_LENGTH = 20_000;
/** The brand's address in the simulator when an inbound email names none. */
export const SIMULATOR_BRAND_EMAIL = 'support@parley.test';
export const VOICEMAIL_MAX_DURATION_SECONDS = 600;
export const VOICEMAIL_TRANSCRIPT_MAX_LENGTH = 5_000;

const emailAddress = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(320, 'must be at most 320 characters')
  .email('must be a valid email address');

/** POST /api/simulator/inbound-email: `from` writes to the brand at `to` (else its simulator address). */
export const simulatorInboundEmailInput = z.object({
  from: emailAddress,
  to: z
    .union([emailAddress, z.literal('')])
    .nullish()
    .transform((value) => value || null),
  subject: z
    .string()
    .trim()
    .min(1, 'is required')
    .max(EMAIL_SUBJECT_MAX_LENGTH, `must be at most ${EMAIL_SUBJECT_MAX_LENGTH} characters`),
  body: z
    .string()
    .trim()
    .min(1, 'is required')
    .max(SIMULATOR_EMAIL_BODY_MAX_LENGTH, `must be at most ${SIMULATOR_EMAIL_BODY_MAX_LENGTH} characters`),
  /** A reply: the Message-ID of the brand's mail it answers (the Contact Simulator's inbox lists them). */
  inReplyTo: z
    .string()
    .trim()
    .regex(/^<[^<>\s]+>$/, 'must be a Message-ID such as <id@host>')
    .nullish()
    .transform((value) => value || null),
  /** The answered mail's References and its Message-ID, oldest first (a reply's References header). */
  references: z
    .array(
      z
        .string()
        .trim()
        .regex(/^<[^<>\s]+>$/, 'must hold Message-IDs such as <id@host>'),
    )
    .max(50, 'can hold at most 50 Message-IDs')
    .nullish()
    .transform((value) => value ?? null),
});

/** POST /api/simulator/voicemail: the contact `from` leaves the brand (at `to`) a voicemail. */
export const simulatorVoicemailInput = z.object({
  from: phoneText,
  to: z.string().trim().max(64, 'must be at most 64 characters').nullish(),
  durationSeconds: z
    .number({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be a number') })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(VOICEMAIL_MAX_DURATION_SECONDS, `must be at most ${VOICEMAIL_MAX_DURATION_SECONDS}`),
  transcript: z
    .string()
    .trim()
    .max(VOICEMAIL_TRANSCRIPT_MAX_LENGTH, `must be at most ${VOICEMAIL_TRANSCRIPT_MAX_LENGTH} characters`)
    .nullish()
    .transform((value) => value || null),
});
