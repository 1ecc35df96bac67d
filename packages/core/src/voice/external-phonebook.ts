import { z } from 'zod';

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

/** POST /conv/transfers/external (docs/voice-contract.md): a cold transfer to a phonebook entry. */
export const externalTransferInput = z.object({
  taskSid: z.string({ message: 'is required' }).trim().min(1, 'is required').max(64),
  phonebookEntryId: z.string({ message: 'is required' }).trim().uuid('must be a phonebook entry id'),
});

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
