import { toE164 } from '@parley/core/common/phone-number';
import type { ZodError } from 'zod';
import { AppError } from '../../platform/http/app-error.ts';
import type { ContactEmailInput, ContactPatch, ContactPhoneInput } from '../contacts/contact-state.ts';
import type { ContactKeys } from '../contacts/resolve-contacts.ts';
import { parseAcceptedDate, storedProperties } from './field-types.ts';
import { MAX_INGEST_BATCH_CALLS } from './ingest-limits.ts';
import {
  type IdentifyCallInput,
  type IngestCallInput,
  ingestCallSchema,
  KNOWN_TRAITS,
  type PageCallInput,
  type TrackCallInput,
} from './ingest-schema.ts';

/**
 * Where an event comes from: identify, track and page through the ingest call, voice events from
 * Parley (record-platform-events.ts).
 */
export type IngestEventType = 'identify' | 'track' | 'page' | 'parley_voice_event';

/** Page calls are stored under this type and name (docs/events.md "page"); journeys' pageview triggers read them. */
export const PAGE_EVENT_TYPE = 'page';
export const PAGE_EVENT_NAME = 'page';

/** One call, checked and normalised: what ingestCalls writes. */
export type IngestCall = {
  eventType: IngestEventType;
  /** The track event; 'identify' for identify calls, 'page' for page calls (docs/conditions-contract.md). */
  eventName: string;
  keys: ContactKeys;
  occurredAt: Date;
  /** Stored on the event (accepted date strings as ISO UTC). */
  properties: Record<string, unknown>;
  /** Identify: the changes to the contact. */
  patch: ContactPatch | null;
  /** What a contact the call creates starts with (its identifiers). */
  creation: ContactPatch;
  /** Identify: the contact attributes it sets, by attribute name, for schema learning. */
  attributes: Record<string, unknown> | null;
};

export type IngestIssue = {
  field: string;
  message: string;
  code: 'validation_failed' | 'invalid_phone_number';
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DATE_HELP =
  'is not an accepted date (YYYY-MM-DD, YYYY-MM-DD HH:mm:ss with an optional Z or ±HH:MM, or ISO 8601 with milliseconds and Z or ±HH:MM)';

/** `batch[3].traits.phone`: a path as the refusal names it. */
export function fieldPath(prefix: string, parts: readonly PropertyKey[]): string {
  let path = prefix;
  for (const part of parts) {
    if (typeof part === 'number') path += `[${part}]`;
    else path += path === '' ? String(part) : `.${String(part)}`;
  }
  return path;
}

class CallReader {
  constructor(
    private readonly prefix: string,
    private readonly issues: IngestIssue[],
  ) {}

  fail(parts: readonly PropertyKey[], message: string, code: IngestIssue['code'] = 'validation_failed') {
    this.issues.push({ field: fieldPath(this.prefix, parts), message, code });
  }

  phone(value: string, parts: readonly PropertyKey[]): string | null {
    const phone = toE164(value);
    if (!phone) this.fail(parts, 'is not a valid phone number', 'invalid_phone_number');
    return phone;
  }

  email(value: string, parts: readonly PropertyKey[]): string | null {
    const email = value.trim().toLowerCase();
    if (EMAIL.test(email)) return email;
    this.fail(parts, 'is not a valid email address');
    return null;
  }

  date(value: string, parts: readonly PropertyKey[]): Date | null {
    const date = parseAcceptedDate(value);
    if (!date) this.fail(parts, DATE_HELP);
    return date;
  }

  zod(error: ZodError): void {
    for (const issue of error.issues) {
      if (issue.code === 'unrecognized_keys') {
        for (const key of issue.keys) this.fail([...issue.path, key], 'is not a field of this call');
      } else if (issue.code === 'invalid_type' && issue.input === undefined) {
        this.fail(issue.path, 'is required');
      } else {
        this.fail(issue.path, issue.message);
      }
    }
  }
}

/** Only one entry may be primary, and traits.phone / traits.email is primary when sent. */
function checkPrimaries(
  reader: CallReader,
  main: string | null,
  entries: { value: string | null; isPrimary?: boolean | undefined }[],
  listName: 'phones' | 'emails',
  mainName: 'phone' | 'email',
): void {
  let primary = main;
  entries.forEach((entry, index) => {
    if (!entry.isPrimary || entry.value === null) return;
    if (primary !== null && primary !== entry.value)
      reader.fail(
        ['traits', listName, index, 'isPrimary'],
        main !== null
          ? `conflicts with traits.${mainName}: only one can be primary`
          : 'only one can be primary',
      );
    primary = entry.value;
  });
}

function splitName(name: string): { firstName: string; lastName: string | null } {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  return { firstName: first, lastName: rest.length ? rest.join(' ') : null };
}

function readIdentify(reader: CallReader, call: IdentifyCallInput, base: BaseCall): IngestCall {
  const { traits } = call;
  const mainPhone = traits.phone === undefined ? null : reader.phone(traits.phone, ['traits', 'phone']);
  const mainEmail = traits.email === undefined ? null : reader.email(traits.email, ['traits', 'email']);
  const listedPhones = (traits.phones ?? []).map((entry, index) => ({
    ...entry,
    value: reader.phone(entry.phoneNumber, ['traits', 'phones', index, 'phoneNumber']),
  }));
  const listedEmails = (traits.emails ?? []).map((entry, index) => ({
    ...entry,
    value: reader.email(entry.email, ['traits', 'emails', index, 'email']),
  }));
  checkPrimaries(reader, mainPhone, listedPhones, 'phones', 'phone');
  checkPrimaries(reader, mainEmail, listedEmails, 'emails', 'email');
  const contactCreatedAt =
    traits.createdAt === undefined
      ? undefined
      : (reader.date(traits.createdAt, ['traits', 'createdAt']) ?? undefined);

  const phones: ContactPhoneInput[] = [];
  if (mainPhone) phones.push({ phoneNumber: mainPhone, isPrimary: true });
  for (const { value, phoneNumber: _raw, ...entry } of listedPhones)
    if (value) phones.push({ ...entry, phoneNumber: value });
  const emails: ContactEmailInput[] = [];
  if (mainEmail) emails.push({ email: mainEmail, isPrimary: true });
  for (const { value, email: _raw, ...entry } of listedEmails)
    if (value) emails.push({ ...entry, email: value });

  const custom: Record<string, unknown> = { ...(traits.customProperties ?? {}) };
  for (const [name, value] of Object.entries(traits)) if (!KNOWN_TRAITS.has(name)) custom[name] = value;
  const customProperties = storedProperties(custom);
  const rvProperties = storedProperties(traits.rvProperties ?? {});
  const named =
    traits.name && traits.firstName === undefined && traits.lastName === undefined
      ? splitName(traits.name)
      : {};

  const patch: ContactPatch = {
    ...(call.userId !== undefined ? { externalId: call.userId } : {}),
    firstName: traits.firstName,
    lastName: traits.lastName,
    ...named,
    homepageUrl: traits.homepageUrl,
    shortUrl: traits.shortUrl,
    leadScore: traits.leadScore,
    optIn: traits.optIn,
    contactCreatedAt,
    phones,
    emails,
    customProperties,
    rvProperties,
  };
  const attributes: Record<string, unknown> = {
    externalId: call.userId,
    firstName: patch.firstName,
    lastName: patch.lastName,
    email: mainEmail,
    contactPhone: mainPhone,
    homepageUrl: patch.homepageUrl,
    shortUrl: patch.shortUrl,
    leadScore: patch.leadScore,
    optIn: patch.optIn,
    contactCreatedAt: contactCreatedAt?.toISOString(),
    ...customProperties,
  };
  for (const [name, value] of Object.entries(rvProperties)) attributes[`rvProperties.${name}`] = value;
  return {
    ...base,
    eventType: 'identify',
    eventName: 'identify',
    keys: {
      ...base.keys,
      phones: unique([...base.keys.phones, ...phones.map((phone) => phone.phoneNumber)]),
      emails: unique([...base.keys.emails, ...emails.map((email) => email.email)]),
    },
    properties: storedProperties(traits),
    patch,
    attributes,
  };
}

function readTrack(reader: CallReader, call: TrackCallInput, base: BaseCall): IngestCall {
  if (Object.hasOwn(call.properties, 'timestamp'))
    reader.fail(['properties', 'timestamp'], "is reserved: send when it happened as the call's timestamp");
  return {
    ...base,
    eventType: 'track',
    eventName: call.event,
    properties: storedProperties(call.properties),
    patch: null,
    attributes: null,
  };
}

/** A page call: its properties with the page's name and category among them (docs/events.md). */
function readPage(reader: CallReader, call: PageCallInput, base: BaseCall): IngestCall {
  if (Object.hasOwn(call.properties, 'timestamp'))
    reader.fail(['properties', 'timestamp'], "is reserved: send when it happened as the call's timestamp");
  return {
    ...base,
    eventType: PAGE_EVENT_TYPE,
    eventName: PAGE_EVENT_NAME,
    properties: storedProperties({
      ...call.properties,
      ...(call.name !== undefined ? { name: call.name } : {}),
      ...(call.category !== undefined ? { category: call.category } : {}),
    }),
    patch: null,
    attributes: null,
  };
}

type BaseCall = Pick<IngestCall, 'keys' | 'occurredAt' | 'creation'>;

const unique = (values: string[]) => [...new Set(values)];

/** One call, or null (with its issues recorded) when it is refused. */
function readCall(raw: unknown, prefix: string, issues: IngestIssue[], receivedAt: Date): IngestCall | null {
  const reader = new CallReader(prefix, issues);
  const parsed = ingestCallSchema.safeParse(raw);
  if (!parsed.success) {
    reader.zod(parsed.error);
    return null;
  }
  const call: IngestCallInput = parsed.data;
  const before = issues.length;
  // PostgreSQL's JSONB cannot hold the NUL character: refuse it here rather than fail the write.
  if (JSON.stringify(call).includes('\\u0000'))
    reader.fail([], 'must not contain the NUL character (\\u0000)');
  const phone = call.phone === undefined ? null : reader.phone(call.phone, ['phone']);
  const email = call.email === undefined ? null : reader.email(call.email, ['email']);
  const occurredAt =
    call.timestamp === undefined ? receivedAt : (reader.date(call.timestamp, ['timestamp']) ?? receivedAt);
  const base: BaseCall = {
    keys: {
      profileId: call.profileId ?? null,
      externalId: call.userId ?? null,
      phones: phone ? [phone] : [],
      emails: email ? [email] : [],
    },
    occurredAt,
    creation: {
      ...(call.userId !== undefined ? { externalId: call.userId } : {}),
      phones: phone ? [{ phoneNumber: phone, isPrimary: true }] : [],
      emails: email ? [{ email, isPrimary: true }] : [],
    },
  };
  const read =
    call.type === 'identify'
      ? readIdentify(reader, call, base)
      : call.type === 'page'
        ? readPage(reader, call, base)
        : readTrack(reader, call, base);
  const { keys } = read;
  if (!keys.profileId && !keys.externalId && !keys.phones.length && !keys.emails.length)
    reader.fail([], 'needs a profileId, userId, phone or email to find its contact');
  return issues.length === before ? read : null;
}

/** A refusal naming the first bad field; `details` lists every issue found (at most 50). */
function refusal(issues: IngestIssue[]): AppError {
  const [first] = issues;
  const field = first?.field || undefined;
  const reason = first?.message ?? 'is invalid';
  return new AppError(first?.code ?? 'validation_failed', field ? `${field} ${reason}` : reason, {
    ...(field ? { field } : {}),
    details: issues.slice(0, 50).map(({ field, message }) => ({ field, message })),
  });
}

const BATCH_ENVELOPE_KEYS = new Set(['batch', 'context', 'sentAt', 'integrations']);

/**
 * The calls of an ingest body: one call, or `{ batch: [...] }` of 1 to MAX_INGEST_BATCH_CALLS.
 * Checks everything before anything is written: one bad call refuses the whole body (400 naming
 * `batch[i].field`).
 */
export function readIngestBody(body: unknown, receivedAt: Date): IngestCall[] {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new AppError('validation_failed', 'The body must be a JSON object: one call or { batch: [...] }');
  const issues: IngestIssue[] = [];
  if (!('batch' in body)) {
    const call = readCall(body, '', issues, receivedAt);
    if (!call) throw refusal(issues);
    return [call];
  }
  for (const key of Object.keys(body))
    if (!BATCH_ENVELOPE_KEYS.has(key))
      issues.push({ field: key, message: 'is not a field of a batch', code: 'validation_failed' });
  const { batch } = body;
  if (!Array.isArray(batch) || batch.length === 0 || batch.length > MAX_INGEST_BATCH_CALLS) {
    const size = Array.isArray(batch) ? ` (it holds ${batch.length})` : '';
    throw new AppError(
      'validation_failed',
      `batch must be a list of 1 to ${MAX_INGEST_BATCH_CALLS} calls${size}`,
      {
        field: 'batch',
      },
    );
  }
  const calls: IngestCall[] = [];
  batch.forEach((raw, index) => {
    const call = readCall(raw, `batch[${index}]`, issues, receivedAt);
    if (call) calls.push(call);
  });
  if (issues.length) throw refusal(issues);
  return calls;
}

/**
 * A Parley-recorded event (eventType parley_voice_event: calls, texts) for the contact with these
 * keys, for modules and the demo seed that record what happened on a channel. Not open to the API.
 */
export function platformEventCall(options: {
  keys: Partial<ContactKeys>;
  eventName: string;
  properties: Record<string, unknown>;
  occurredAt: Date;
}): IngestCall {
  const keys: ContactKeys = {
    profileId: options.keys.profileId ?? null,
    externalId: options.keys.externalId ?? null,
    phones: options.keys.phones ?? [],
    emails: options.keys.emails ?? [],
  };
  return {
    eventType: 'parley_voice_event',
    eventName: options.eventName,
    keys,
    occurredAt: options.occurredAt,
    properties: storedProperties(options.properties),
    patch: null,
    creation: {
      ...(keys.externalId ? { externalId: keys.externalId } : {}),
      phones: keys.phones.slice(0, 1).map((phoneNumber) => ({ phoneNumber, isPrimary: true })),
      emails: keys.emails.slice(0, 1).map((email) => ({ email, isPrimary: true })),
    },
    attributes: null,
  };
}

/** A track call built in the server (the demo seed), with the same shape the API produces. */
export function trackEventCall(options: {
  keys: Partial<ContactKeys>;
  eventName: string;
  properties: Record<string, unknown>;
  occurredAt: Date;
}): IngestCall {
  return { ...platformEventCall(options), eventType: 'track' };
}
