import { z } from 'zod';
import {
  MAX_CHANNELS_PER_CALL,
  MAX_EVENT_NAME_LENGTH,
  MAX_FIELD_NAME_LENGTH,
  MAX_FIELDS_PER_CALL,
} from './ingest-limits.ts';

// The shape of one ingest call (docs/events.md "Calls"), checked by zod before anything is read.
// ingest-input.ts then normalises what zod cannot: phones, emails, dates, primaries, identifiers.

/** A C0 control character or DEL (a line break in a name would forge lines in logs and CSV). */
function hasControlCharacter(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/** Property / trait bags hold at most MAX_FIELDS_PER_CALL well-formed names. */
function checkFieldNames(bag: Record<string, unknown>, ctx: z.RefinementCtx): void {
  const names = Object.keys(bag);
  if (names.length > MAX_FIELDS_PER_CALL)
    ctx.addIssue({ code: 'custom', message: `holds more than ${MAX_FIELDS_PER_CALL} fields` });
  for (const name of names) {
    if (name === '' || name.length > MAX_FIELD_NAME_LENGTH || hasControlCharacter(name))
      ctx.addIssue({
        code: 'custom',
        path: [name],
        message: `is not a field name (1 to ${MAX_FIELD_NAME_LENGTH} characters, no control characters)`,
      });
  }
}

export const propertyBag = z.record(z.string(), z.unknown()).superRefine(checkFieldNames);

/** spec 000 §5: a profile id is a string over 20 characters containing both letters and digits. */
export function isProfileId(value: string): boolean {
  return value.length > 20 && /[A-Za-z]/.test(value) && /[0-9]/.test(value);
}

const profileId = z
  .string()
  .max(100)
  .refine(isProfileId, 'must be over 20 characters with both letters and digits');
const text = (max: number) => z.string().max(max).nullable().optional();
const label = z.string().trim().max(50).nullable().optional();

const phoneEntry = z.strictObject({
  phoneNumber: z.string().max(64),
  label,
  isPrimary: z.boolean().optional(),
  optIn: z.boolean().optional(),
});
const emailEntry = z.strictObject({
  email: z.string().max(254),
  label,
  isPrimary: z.boolean().optional(),
  optIn: z.boolean().optional(),
});

/** Traits with a column or a meaning of their own; any other trait is a custom property. */
export const traitsSchema = z
  .looseObject({
    firstName: text(200),
    lastName: text(200),
    /** Split into firstName and lastName when neither is sent. */
    name: text(400),
    email: z.string().max(254).optional(),
    phone: z.string().max(64).optional(),
    homepageUrl: text(2000),
    shortUrl: text(2000),
    leadScore: z.number().int().min(-2_147_483_648).max(2_147_483_647).nullable().optional(),
    optIn: z.boolean().optional(),
    /** When the person became a contact (contactCreatedAt), an accepted date string. */
    createdAt: z.string().max(64).optional(),
    phones: z.array(phoneEntry).max(MAX_CHANNELS_PER_CALL).optional(),
    emails: z.array(emailEntry).max(MAX_CHANNELS_PER_CALL).optional(),
    rvProperties: propertyBag.optional(),
    customProperties: propertyBag.optional(),
  })
  .superRefine(checkFieldNames);

export const KNOWN_TRAITS = new Set([
  'firstName',
  'lastName',
  'name',
  'email',
  'phone',
  'homepageUrl',
  'shortUrl',
  'leadScore',
  'optIn',
  'createdAt',
  'phones',
  'emails',
  'rvProperties',
  'customProperties',
]);

const common = {
  profileId: profileId.optional(),
  /** Your id for the person: the contact's externalId. */
  userId: z.string().min(1).max(200).optional(),
  phone: z.string().max(64).optional(),
  email: z.string().max(254).optional(),
  /** When it happened, an accepted date string (spec 000 §5); the time received by default. */
  timestamp: z.string().max(64).optional(),
  // Segment libraries send these: accepted, not used.
  anonymousId: z.string().max(200).optional(),
  messageId: z.string().max(200).optional(),
  sentAt: z.string().max(64).optional(),
  context: z.record(z.string(), z.unknown()).optional(),
  integrations: z.record(z.string(), z.unknown()).optional(),
};

export const identifyCallSchema = z.strictObject({
  type: z.literal('identify'),
  ...common,
  traits: traitsSchema.default({}),
});

export const trackCallSchema = z.strictObject({
  type: z.literal('track'),
  ...common,
  event: z.string().trim().min(1).max(MAX_EVENT_NAME_LENGTH),
  properties: propertyBag.default({}),
});

/** A page view, the Segment way: the page's `name` (and `category`) and its url, path, title, referrer. */
export const pageCallSchema = z.strictObject({
  type: z.literal('page'),
  ...common,
  name: z.string().trim().min(1).max(MAX_EVENT_NAME_LENGTH).optional(),
  category: z.string().trim().min(1).max(MAX_EVENT_NAME_LENGTH).optional(),
  properties: propertyBag.default({}),
});

export const ingestCallSchema = z.discriminatedUnion(
  'type',
  [identifyCallSchema, trackCallSchema, pageCallSchema],
  { error: "must be 'identify', 'track' or 'page'" },
);

export type IdentifyCallInput = z.infer<typeof identifyCallSchema>;
export type TrackCallInput = z.infer<typeof trackCallSchema>;
export type PageCallInput = z.infer<typeof pageCallSchema>;
export type IngestCallInput = z.infer<typeof ingestCallSchema>;
