import type { ContactState } from './contact-state.ts';
import type { ContactKeys } from './resolve-contacts.ts';

type Rank = [number, number, string];

function compare(a: Rank, b: Rank): number {
  return a[0] - b[0] || a[1] - b[1] || (a[2] < b[2] ? -1 : a[2] > b[2] ? 1 : 0);
}

function indexUnder(index: Map<string, Set<ContactState>>, key: string | null, state: ContactState): void {
  if (!key) return;
  const states = index.get(key);
  if (states) states.add(state);
  else index.set(key, new Set([state]));
}

/**
 * Finds the contact a call means among the loaded ones and those created earlier in the same batch:
 * by profile id (or a merged-away one), else external id, else each phone, else each email. When
 * several contacts share a phone or email, the one whose main phone / email it is wins, then the
 * oldest (as findContactByPhone does). Call `add` again after changing a contact's identifiers.
 */
export class ContactMatcher {
  private readonly byId = new Map<string, ContactState>();
  private readonly byProfileId = new Map<string, ContactState>();
  // Candidates by key; a candidate is checked again on lookup, as a patch may have changed it.
  private readonly byExternalId = new Map<string, Set<ContactState>>();
  private readonly byPhone = new Map<string, Set<ContactState>>();
  private readonly byEmail = new Map<string, Set<ContactState>>();

  constructor(
    states: ContactState[],
    private readonly aliases: Map<string, string> = new Map(),
  ) {
    for (const state of states) this.add(state);
  }

  add(state: ContactState): void {
    this.byId.set(state.id, state);
    this.byProfileId.set(state.profileId, state);
    indexUnder(this.byExternalId, state.externalId, state);
    indexUnder(this.byPhone, state.contactPhone, state);
    for (const phone of state.phones) indexUnder(this.byPhone, phone.phoneNumber, state);
    indexUnder(this.byEmail, state.email, state);
    for (const email of state.emails) indexUnder(this.byEmail, email.email, state);
  }

  /** Every contact the batch created or changed, to be saved. */
  changed(): ContactState[] {
    return [...this.byId.values()].filter((state) => state.changed);
  }

  find(keys: ContactKeys): ContactState | null {
    if (keys.profileId) {
      const byProfile = this.byProfileId.get(keys.profileId);
      if (byProfile) return byProfile;
      const aliasOf = this.aliases.get(keys.profileId);
      const merged = aliasOf ? this.byId.get(aliasOf) : undefined;
      if (merged) return merged;
    }
    if (keys.externalId) {
      const externalId = keys.externalId;
      const found = this.best(
        this.byExternalId.get(externalId),
        (state) => state.externalId === externalId,
        () => false,
      );
      if (found) return found;
    }
    for (const phone of keys.phones) {
      const found = this.best(
        this.byPhone.get(phone),
        (state) => state.contactPhone === phone || state.phones.some((entry) => entry.phoneNumber === phone),
        (state) => state.contactPhone === phone,
      );
      if (found) return found;
    }
    for (const email of keys.emails) {
      const found = this.best(
        this.byEmail.get(email),
        (state) => state.email === email || state.emails.some((entry) => entry.email === email),
        (state) => state.email === email,
      );
      if (found) return found;
    }
    return null;
  }

  private best(
    candidates: Set<ContactState> | undefined,
    owns: (state: ContactState) => boolean,
    isMain: (state: ContactState) => boolean,
  ): ContactState | null {
    let best: ContactState | null = null;
    let bestRank: Rank | null = null;
    for (const state of candidates ?? []) {
      if (!owns(state)) continue;
      const rank: Rank = [isMain(state) ? 0 : 1, state.createdAt.getTime(), state.id];
      if (!bestRank || compare(rank, bestRank) < 0) {
        best = state;
        bestRank = rank;
      }
    }
    return best;
  }
}
