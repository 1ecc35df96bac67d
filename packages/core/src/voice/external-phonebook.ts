import { z } from 'zod';
import { toE164 } from '../common/phone-number.ts';

// The External Transfer Phonebook (spec 001 §2 /settings/external-transfer-phonebook, spec 002 §2
// "External Transfer Phonebook"): the outside numbers an agent may transfer a call to. Admins and
// supervisors edit it; every user of the brand reads it (the transfer picker). The phone number is
// parsed by the server (US by default, spec 000 §5) and stored in E.164.

export const PHONEBOOK_NAME_MAX_LENGTH = 100;
export const PHONEBOOK_DESCRIPTION_MAX_LENGTH = 500;
/** The most entries a brand's phonebook holds: the transfer picker lists them all. */
export const PHONEBOOK_ENTRIES_MAX = 500;

export const phonebookEntryInput = z.object({
  name: z
    .string({ message: 'is required' })
    .trim()
    .min(1, 'is required')
    .max(PHONEBOOK_NAME_MAX_LENGTH, `must be at most ${PHONEBOOK_NAME_MAX_LENGTH} characters`),
  phoneNumber: z.string({ message: 'is required' }).trim().min(1, 'is required').max(64),
  description: z
    .string()
    .trim()
    .max(PHONEBOOK_DESCRIPTION_MAX_LENGTH, `must be at most ${PHONEBOOK_DESCRIPTION_MAX_LENGTH} characters`)
    .nullish()
    .transform((value) => (value ? value : null)),
});
export type PhonebookEntryInput = z.input<typeof phonebookEntryInput>;

/** An entry as the API answers it (GraphQL `ExternalTransferPhonebookEntry`). */
export type PhonebookEntry = {
  id: string;
  name: string;
  /** E.164. */
  phoneNumber: string;
  description: string | null;
  createdAt: string;
  updatedAt: string;
};

// Parley's wording for an outside number typed in the transfer dialog (flag
// `externalTransferToAnyNumber`). Field messages follow the field's name in the API's answer.
export const EXTERNAL_NUMBER_TEXTS = {
  bothGiven: 'is not allowed with phonebookEntryId: give a phonebook entry or a phone number, not both',
  invalidPhoneNumber: 'is not a valid phone number',
  anyNumberOff: 'Transfers to numbers outside the phonebook are turned off',
  /** The dialog's own wording, under its "Phone number" field. */
  invalidPhoneNumberField: 'Not a valid phone number. US numbers can be typed without +1.',
  phoneNumberLabel: 'Phone number',
  phoneNumberPlaceholder: 'Or type a number, e.g. (415) 555-0100',
} as const;

/** Where an outside leg goes: a phonebook entry, or a number typed on the spot (E.164). */
export type ExternalNumberTarget =
  | { kind: 'phonebookEntry'; phonebookEntryId: string }
  | { kind: 'phoneNumber'; phoneNumber: string };

/** A typed outside number in E.164 (spec 000 §5: US by default), or the field's message. */
const typedPhoneNumber = z
  .string({ message: 'must be a string' })
  .trim()
  .max(64, 'must be at most 64 characters')
  .transform((value, ctx) => {
    const e164 = toE164(value);
    if (e164) return e164;
    ctx.addIssue({ code: 'custom', message: EXTERNAL_NUMBER_TEXTS.invalidPhoneNumber });
    return z.NEVER;
  });

const targetFields = {
  phonebookEntryId: z
    .string({ message: 'is required' })
    .trim()
    .uuid('must be a phonebook entry id')
    .optional(),
  phoneNumber: typedPhoneNumber.optional(),
};
type TargetFields = { phonebookEntryId?: string | undefined; phoneNumber?: string | undefined };

/** Exactly one of the two: none means `phonebookEntryId` is required; both refuse `phoneNumber`. */
function exactlyOneTarget(value: TargetFields, ctx: z.RefinementCtx): void {
  if (value.phonebookEntryId !== undefined && value.phoneNumber !== undefined) {
    ctx.addIssue({ code: 'custom', path: ['phoneNumber'], message: EXTERNAL_NUMBER_TEXTS.bothGiven });
  } else if (value.phonebookEntryId === undefined && value.phoneNumber === undefined) {
    ctx.addIssue({ code: 'custom', path: ['phonebookEntryId'], message: 'is required' });
  }
}

/** Runs only once {@link exactlyOneTarget} passed (zod skips transforms after a failed check). */
function toTarget({ phonebookEntryId, phoneNumber }: TargetFields): ExternalNumberTarget {
  return phoneNumber !== undefined
    ? { kind: 'phoneNumber', phoneNumber }
    : { kind: 'phonebookEntry', phonebookEntryId: phonebookEntryId ?? '' };
}

const callSid = z.string({ message: 'is required' }).trim().min(1, 'is required').max(64);

/**
 * POST /conv/transfers/external (docs/voice-contract.md): a cold transfer to a phonebook entry or
 * (the server checks the caller's `externalTransferToAnyNumber` flag) to a typed number.
 */
export const externalTransferInput = z
  .object({ taskSid: callSid, ...targetFields })
  .superRefine(exactlyOneTarget)
  .transform((value) => ({ taskSid: value.taskSid, target: toTarget(value) }));
export type ExternalTransferInput = z.input<typeof externalTransferInput>;

/** POST /conv/conferences/add-participant: the same choice of number, called into a conference. */
export const addParticipantInput = z
  .object({ conferenceSid: callSid, ...targetFields })
  .superRefine(exactlyOneTarget)
  .transform((value) => ({ conferenceSid: value.conferenceSid, target: toTarget(value) }));
export type AddParticipantInput = z.input<typeof addParticipantInput>;

/** Answer of POST /conv/transfers/external. */
export type ExternalTransferResult = {
  success: true;
  /** The outside number's leg (rings until answered; the simulator's number rules apply). */
  callSid: string;
  conferenceSid: string;
};

// Parley's wording (the spec names the page and shows none of its texts).
export const PHONEBOOK_TEXTS = {
  title: 'External Transfer Phonebook',
  description:
    'Outside numbers agents can transfer a call to. The agent leaves the call once it is transferred; the contact and the number stay on it.',
  newEntry: 'New entry',
  editEntry: 'Edit entry',
  empty: 'No phonebook entries yet.',
  emptyHint:
    'Add the outside numbers your agents transfer calls to, such as a partner or an escalation line.',
  name: 'Name',
  phoneNumber: 'Phone number',
  phoneNumberHint: 'US numbers can be typed without +1.',
  descriptionLabel: 'Description',
  created: 'Phonebook entry added.',
  saved: 'Phonebook entry saved.',
  deleted: 'Phonebook entry deleted.',
  deleteTitle: 'Delete this phonebook entry?',
  deleteBody: 'Agents will no longer be able to transfer calls to this number.',
  deleteLabel: (name: string) => `Delete ${name}`,
  editLabel: (name: string) => `Edit ${name}`,
  nameTaken: 'An entry with this name already exists',
  notFound: 'Phonebook entry not found',
  tooMany: `A phonebook holds at most ${PHONEBOOK_ENTRIES_MAX} entries`,
} as const;
