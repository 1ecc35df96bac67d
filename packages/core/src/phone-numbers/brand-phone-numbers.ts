import { z } from 'zod';

// The brand's own phone numbers (spec 001 §1 /settings/phone-numbers, spec 002 §2 "Active Phone
// Numbers"): the numbers its agents call and text from. spec 001 §7 getCommunicationSources(channel)
// lists those able to carry a channel (the dial pad's step 2, spec 001 §2). Admins manage them;
// the number is parsed by the server (US by default, spec 000 §5) and stored in E.164, once per brand.

export const BRAND_PHONE_NUMBER_FRIENDLY_NAME_MAX_LENGTH = 100;
/** The most numbers a brand holds: the dial pad lists them all. */
export const BRAND_PHONE_NUMBERS_MAX = 200;

/** What a brand number can carry; getCommunicationSources is asked for one of these. */
export const COMMUNICATION_CHANNELS = ['voice', 'sms'] as const;
export type CommunicationChannel = (typeof COMMUNICATION_CHANNELS)[number];

export function isCommunicationChannel(value: string): value is CommunicationChannel {
  return (COMMUNICATION_CHANNELS as readonly string[]).includes(value);
}

export const brandPhoneNumberInput = z.object({
  phoneNumber: z.string({ message: 'is required' }).trim().min(1, 'is required').max(64),
  friendlyName: z
    .string({ message: 'is required' })
    .trim()
    .min(1, 'is required')
    .max(
      BRAND_PHONE_NUMBER_FRIENDLY_NAME_MAX_LENGTH,
      `must be at most ${BRAND_PHONE_NUMBER_FRIENDLY_NAME_MAX_LENGTH} characters`,
    ),
  voice: z.boolean({ message: 'is required' }),
  sms: z.boolean({ message: 'is required' }),
});
export type BrandPhoneNumberInput = z.input<typeof brandPhoneNumberInput>;

/** A number as the API answers it (GraphQL `BrandPhoneNumber`). */
export type BrandPhoneNumber = {
  id: string;
  /** E.164. */
  phoneNumber: string;
  friendlyName: string;
  voice: boolean;
  sms: boolean;
  createdAt: string;
  updatedAt: string;
};

/** spec 001 §7 getCommunicationSources: one number the brand may call or text from. */
export type CommunicationSource = {
  /** E.164. */
  source: string;
  /** The friendly name agents see. */
  internalDisplayName: string | null;
  /** The caller name contacts see; Parley has none (the carrier shows the number). */
  externalDisplayName: string | null;
};

// Parley's wording (the spec names the page and shows none of its texts).
export const BRAND_PHONE_NUMBER_TEXTS = {
  title: 'Active Phone Numbers',
  description:
    'The numbers your agents call and text from. The dial pad offers the numbers that can carry the channel.',
  newNumber: 'Add number',
  editNumber: 'Edit number',
  empty: 'This brand has no phone numbers yet.',
  emptyHint: 'Add a number so agents can place calls and send texts from it.',
  phoneNumber: 'Phone number',
  phoneNumberHint: 'US numbers can be typed without +1.',
  friendlyName: 'Friendly name',
  capabilities: 'Capabilities',
  voice: 'Voice',
  sms: 'SMS',
  created: 'Phone number added.',
  saved: 'Phone number saved.',
  deleted: 'Phone number deleted.',
  deleteTitle: 'Delete this phone number?',
  deleteBody: 'Agents will no longer be able to call or text from this number.',
  deleteLabel: (name: string) => `Delete ${name}`,
  editLabel: (name: string) => `Edit ${name}`,
  readOnly: 'Only admins can add, edit or delete phone numbers.',
  numberTaken: "This number is already one of the brand's phone numbers",
  noCapability: 'Choose voice, SMS or both',
  notFound: 'Phone number not found',
  tooMany: `A brand holds at most ${BRAND_PHONE_NUMBERS_MAX} phone numbers`,
  unknownChannel: 'must be voice or sms',
  /** An outbound call or text from a number the brand does not have (or that cannot carry it). */
  notABrandNumber: (channel: CommunicationChannel) =>
    channel === 'voice'
      ? "This number is not one of the brand's phone numbers for calls"
      : "This number is not one of the brand's phone numbers for texts",
  loadingNumbers: "Loading the brand's phone numbers",
  loadFailed: "The brand's phone numbers could not be loaded.",
  retry: 'Retry',
  /** The dial pad's step 2 when the brand has no number for the channel. */
  noneForChannel: (channel: CommunicationChannel) =>
    channel === 'voice'
      ? 'This brand has no phone number to call from. An admin can add one in Settings › Active Phone Numbers.'
      : 'This brand has no phone number to text from. An admin can add one in Settings › Active Phone Numbers.',
} as const;
