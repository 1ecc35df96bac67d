// A contact held in memory while a command changes it (ingestion, merge), with the spec 000 §3
// merge rules: phones merge by phoneNumber, emails by email, custom properties together. Pure: the
// callers load and save (resolve-contacts.ts, save-contacts.ts).

export type ContactPhoneState = {
  phoneNumber: string;
  label: string | null;
  isPrimary: boolean;
  optIn: boolean;
};
export type ContactEmailState = { email: string; label: string | null; isPrimary: boolean; optIn: boolean };

export type ContactState = {
  id: string;
  profileId: string;
  externalId: string | null;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  contactPhone: string | null;
  homepageUrl: string | null;
  leadScore: number | null;
  optIn: boolean;
  shortUrl: string | null;
  customProperties: Record<string, unknown>;
  rvProperties: Record<string, unknown>;
  contactCreatedAt: Date;
  createdAt: Date;
  phones: ContactPhoneState[];
  emails: ContactEmailState[];
  /** Not in the database yet. */
  isNew: boolean;
  /** Differs from what the database holds. */
  changed: boolean;
};

/** A phone or email to merge in; unset fields keep what the contact has. */
export type ContactPhoneInput = {
  phoneNumber: string;
  label?: string | null;
  isPrimary?: boolean;
  optIn?: boolean;
};
export type ContactEmailInput = {
  email: string;
  label?: string | null;
  isPrimary?: boolean;
  optIn?: boolean;
};

/**
 * What an identify call changes (docs/events.md): a field left undefined is kept, null clears it.
 * In customProperties and rvProperties a null value removes the key. Phones and emails are merged in
 * (never removed); `isPrimary` makes one the contact's main phone / email.
 */
export type ContactPatch = {
  externalId?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  homepageUrl?: string | null;
  shortUrl?: string | null;
  leadScore?: number | null;
  optIn?: boolean;
  contactCreatedAt?: Date;
  phones?: ContactPhoneInput[];
  emails?: ContactEmailInput[];
  customProperties?: Record<string, unknown>;
  rvProperties?: Record<string, unknown>;
};

export function newContactState(options: { id: string; profileId: string; now: Date }): ContactState {
  return {
    id: options.id,
    profileId: options.profileId,
    externalId: null,
    firstName: null,
    lastName: null,
    email: null,
    contactPhone: null,
    homepageUrl: null,
    leadScore: null,
    optIn: false,
    shortUrl: null,
    customProperties: {},
    rvProperties: {},
    contactCreatedAt: options.now,
    createdAt: options.now,
    phones: [],
    emails: [],
    isNew: true,
    changed: true,
  };
}

type Channel<T> = { key: (entry: T) => string; main: 'contactPhone' | 'email' };

function mergeEntries<T extends { label: string | null; isPrimary: boolean; optIn: boolean }>(
  entries: T[],
  incoming: (Partial<T> & { isPrimary?: boolean })[],
  key: (entry: Partial<T>) => string,
  build: (input: Partial<T>) => T,
): void {
  for (const input of incoming) {
    const existing = entries.find((entry) => key(entry) === key(input));
    const target = existing ?? build(input);
    if (!existing) entries.push(target);
    if (input.label !== undefined) target.label = input.label ?? null;
    if (input.optIn !== undefined) target.optIn = input.optIn;
    if (input.isPrimary) {
      for (const entry of entries) entry.isPrimary = entry === target;
    }
  }
}

/**
 * One primary at most, and the main column (contactPhone / email) is the primary's value. A list
 * with no primary makes the one matching the main column primary, else the first.
 */
function settlePrimary<T extends { isPrimary: boolean }>(
  state: ContactState,
  entries: T[],
  channel: Channel<T>,
): void {
  let primary = entries.find((entry) => entry.isPrimary);
  if (!primary) {
    primary = entries.find((entry) => channel.key(entry) === state[channel.main]) ?? entries[0];
    if (primary) primary.isPrimary = true;
  }
  for (const entry of entries) if (entry !== primary) entry.isPrimary = false;
  state[channel.main] = primary ? channel.key(primary) : null;
}

const phoneChannel: Channel<ContactPhoneState> = { key: (entry) => entry.phoneNumber, main: 'contactPhone' };
const emailChannel: Channel<ContactEmailState> = { key: (entry) => entry.email, main: 'email' };

function mergeBag(bag: Record<string, unknown>, patch: Record<string, unknown> | undefined): void {
  if (!patch) return;
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete bag[key];
    else bag[key] = value;
  }
}

function snapshot(state: ContactState): string {
  const { isNew: _isNew, changed: _changed, ...data } = state;
  return JSON.stringify(data);
}

const SCALAR_FIELDS = [
  'externalId',
  'firstName',
  'lastName',
  'homepageUrl',
  'shortUrl',
  'leadScore',
  'optIn',
  'contactCreatedAt',
] as const;

/** Applies an identify call's changes to the contact; marks it changed when anything differs. */
export function applyContactPatch(state: ContactState, patch: ContactPatch): void {
  const before = snapshot(state);
  for (const field of SCALAR_FIELDS) {
    const value = patch[field];
    // Each field keeps its own type: the patch and the state share these keys.
    if (value !== undefined) Object.assign(state, { [field]: value });
  }
  mergeEntries<ContactPhoneState>(
    state.phones,
    patch.phones ?? [],
    (entry) => entry.phoneNumber ?? '',
    (input) => ({ phoneNumber: input.phoneNumber ?? '', label: null, isPrimary: false, optIn: false }),
  );
  mergeEntries<ContactEmailState>(
    state.emails,
    patch.emails ?? [],
    (entry) => entry.email ?? '',
    (input) => ({ email: input.email ?? '', label: null, isPrimary: false, optIn: false }),
  );
  settlePrimary(state, state.phones, phoneChannel);
  settlePrimary(state, state.emails, emailChannel);
  mergeBag(state.customProperties, patch.customProperties);
  mergeBag(state.rvProperties, patch.rvProperties);
  if (snapshot(state) !== before) state.changed = true;
}

function fillEntries<T extends { label: string | null; isPrimary: boolean }>(
  survivor: T[],
  merged: T[],
  key: (entry: T) => string,
): T[] {
  const result = survivor.map((entry) => ({ ...entry }));
  for (const entry of merged) {
    const same = result.find((kept) => key(kept) === key(entry));
    if (same) {
      if (same.label === null) same.label = entry.label;
    } else {
      // The survivor's primary stays primary; settlePrimary keeps the merged one's only if it had none.
      result.push({ ...entry, isPrimary: survivor.length === 0 && entry.isPrimary });
    }
  }
  return result;
}

/**
 * spec 000 §3: merging two contacts merges phones by phoneNumber, emails by email, and custom
 * properties together. Where both hold a value the survivor's wins (docs/events.md "Merging"); its
 * empty fields are filled from the other; the earlier contactCreatedAt is kept.
 */
export function mergeContactStates(survivor: ContactState, merged: ContactState): ContactState {
  const result: ContactState = {
    ...survivor,
    customProperties: { ...merged.customProperties, ...survivor.customProperties },
    rvProperties: { ...merged.rvProperties, ...survivor.rvProperties },
    phones: fillEntries(survivor.phones, merged.phones, (entry) => entry.phoneNumber),
    emails: fillEntries(survivor.emails, merged.emails, (entry) => entry.email),
    contactCreatedAt:
      merged.contactCreatedAt < survivor.contactCreatedAt
        ? merged.contactCreatedAt
        : survivor.contactCreatedAt,
    changed: true,
  };
  for (const field of [
    'externalId',
    'firstName',
    'lastName',
    'homepageUrl',
    'shortUrl',
    'leadScore',
  ] as const) {
    if (result[field] === null) Object.assign(result, { [field]: merged[field] });
  }
  settlePrimary(result, result.phones, phoneChannel);
  settlePrimary(result, result.emails, emailChannel);
  return result;
}
