// The bodies of the email REST calls (docs/email.md "REST"; spec 000 §7 POST /email/new-message and
// /email/outbound-email), checked by the server and usable by the web. A bad one is a 400 naming the
// field and the reason. new-message comes as multipart, so every value may arrive as a string and a
// repeated field as one string or a list.
import { z } from 'zod';
import { EMAIL_ADDRESS_MAX_LENGTH, isEmailAddress } from './addresses.ts';
import { cleanRecipients } from './recipients.ts';

export const EMAIL_INTEGRATION_TYPES = ['SIMULATOR', 'IMAP', 'GMAIL', 'OUTLOOK'] as const;
export type EmailIntegrationType = (typeof EMAIL_INTEGRATION_TYPES)[number];

/** RFC 5322 §2.1.1: a line is at most 998 characters; a subject is one (unfolded) line. */
export const EMAIL_SUBJECT_MAX_LENGTH = 998;
/** docs/email.md "Limits": body at most 1 MB. */
export const EMAIL_BODY_MAX_LENGTH = 1_000_000;
/** The most addresses in each of To, Cc and Bcc. */
export const EMAIL_RECIPIENTS_MAX = 100;

const RV_EMAIL_MESSAGE_ID = /^EM[0-9a-f]{32}$/;

/** A multipart field left empty arrives as ''; it means "not given". */
function blankToUndefined(value: unknown): unknown {
  return typeof value === 'string' && value.trim() === '' ? undefined : value;
}

/** One value or a list (a repeated multipart field), each split at commas and semicolons. */
function asList(value: unknown): unknown {
  if (value === undefined || value === null) return [];
  const list = Array.isArray(value) ? value : [value];
  return list.flatMap((entry) => (typeof entry === 'string' ? entry.split(/[,;]/) : [entry]));
}

/** 'true' / 'false' from a form, or a JSON boolean. */
function asBoolean(value: unknown): unknown {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return blankToUndefined(value);
}

const recipientList = z
  .preprocess(
    asList,
    z
      .array(
        z
          .string({ message: 'must be email addresses' })
          .max(
            EMAIL_ADDRESS_MAX_LENGTH * 2,
            `has an address longer than ${EMAIL_ADDRESS_MAX_LENGTH} characters`,
          ),
      )
      .max(EMAIL_RECIPIENTS_MAX, `can have at most ${EMAIL_RECIPIENTS_MAX} addresses`),
  )
  // spec 000 §5: empty and whitespace recipients are dropped, duplicates removed.
  .transform((list) => cleanRecipients(list))
  .superRefine((list, context) => {
    const bad = list.find((address) => !isEmailAddress(address));
    if (bad !== undefined) {
      context.addIssue({ code: 'custom', message: `has "${bad}", which is not a valid email address` });
    }
  });

const emailAddress = z
  .string({ message: 'is required' })
  .trim()
  .min(1, 'is required')
  .refine(isEmailAddress, 'must be a valid email address');

const optionalEmailAddress = z.preprocess(blankToUndefined, emailAddress.optional());

const subject = z
  .string({ message: 'must be text' })
  .max(EMAIL_SUBJECT_MAX_LENGTH, `must be at most ${EMAIL_SUBJECT_MAX_LENGTH} characters`)
  // A line break would end the header; a pasted one is a space.
  .transform((value) => value.replace(/[\r\n]+/g, ' '));

const body = z
  .string({ message: 'must be text' })
  .max(EMAIL_BODY_MAX_LENGTH, 'must be at most 1,000,000 characters');

const integrationType = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toUpperCase() : value),
  z.enum(EMAIL_INTEGRATION_TYPES, { message: 'must be SIMULATOR, IMAP, GMAIL or OUTLOOK' }),
);

const rvEmailMessageId = z.preprocess(
  blankToUndefined,
  z
    .string({ message: 'must be an email message id' })
    .trim()
    .regex(RV_EMAIL_MESSAGE_ID, 'must be an email message id (EM and 32 hex digits)')
    .optional(),
);

const optionalSid = z.preprocess(
  blankToUndefined,
  z.string({ message: 'must be text' }).trim().max(64, 'must be at most 64 characters').optional(),
);

const isForwarding = z.preprocess(asBoolean, z.boolean({ message: 'must be true or false' }).optional());

/** POST /conv/email/new-message (spec 000 §7, plus taskSid, draftId and isForwarding). */
export const newMessageInput = z
  .object({
    subject: z.preprocess((value) => value ?? '', subject).transform((value) => value.trim()),
    senderEmail: emailAddress,
    body: z.preprocess((value) => value ?? '', body),
    emailIntegrationType: integrationType,
    to: recipientList,
    cc: recipientList,
    bcc: recipientList,
    inReplyToRvMessageId: rvEmailMessageId,
    taskSid: optionalSid,
    draftId: optionalSid,
    isForwarding: isForwarding.transform((value) => value ?? false),
  })
  .superRefine((message, context) => {
    if (message.to.length + message.cc.length + message.bcc.length === 0) {
      context.addIssue({
        code: 'custom',
        path: ['to'],
        message: 'needs at least one recipient in To, Cc or Bcc',
      });
    }
  });
export type NewMessageInput = z.output<typeof newMessageInput>;

/**
 * PUT /conv/email/tasks/:taskSid/draft: the reply being written. Every field may be missing (the
 * draft keeps what it had), recipients need not be there yet; addresses that are there must be valid.
 */
export const emailDraftInput = z.object({
  subject: subject.optional(),
  senderEmail: optionalEmailAddress,
  body: body.optional(),
  emailIntegrationType: integrationType.optional(),
  to: recipientList.optional(),
  cc: recipientList.optional(),
  bcc: recipientList.optional(),
  inReplyToRvMessageId: rvEmailMessageId,
  taskSid: optionalSid,
  draftId: optionalSid,
  isForwarding,
});
export type EmailDraftInput = z.output<typeof emailDraftInput>;

/** POST /conv/email/outbound-email (spec 000 §7 {contactPhone, contactEmail, agentEmail, profileId}). */
export const outboundEmailInput = z.object({
  contactPhone: z.preprocess(
    blankToUndefined,
    z.string({ message: 'must be text' }).trim().max(64, 'must be at most 64 characters').optional(),
  ),
  contactEmail: emailAddress,
  agentEmail: optionalEmailAddress,
  profileId: z.preprocess(
    blankToUndefined,
    z.string({ message: 'must be text' }).trim().max(200, 'must be at most 200 characters').optional(),
  ),
});
export type OutboundEmailInput = z.output<typeof outboundEmailInput>;
