import type { ContactState } from '../contacts/contact-state.ts';

// Finding the contact of each upload row among up to 50,000 loaded or created contacts. The rules
// are the contacts module's ContactMatcher's (the contact whose main phone / email it is wins, then
// the oldest, then the lowest id), indexed by key so that a large file is not quadratic. The order
// is the brief's: phone, else email, else externalId (docs/segments.md "Matching").

type Keyed = Map<string, ContactState[]>;

function push(index: Keyed, key: string | null, state: ContactState): void {
  if (!key) return;
  const list = index.get(key);
  if (!list) index.set(key, [state]);
  else if (!list.includes(state)) list.push(state);
}

function rank(state: ContactState, isMain: boolean): [number, number, string] {
  return [isMain ? 0 : 1, state.createdAt.getTime(), state.id];
}

function before(a: [number, number, string], b: [number, number, string]): boolean {
  return a[0] - b[0] < 0 || (a[0] === b[0] && (a[1] < b[1] || (a[1] === b[1] && a[2] < b[2])));
}

export class UploadContactIndex {
  private readonly byPhone: Keyed = new Map();
  private readonly byEmail: Keyed = new Map();
  private readonly byExternalId: Keyed = new Map();
  private readonly states = new Map<string, ContactState>();

  constructor(states: ContactState[]) {
    for (const state of states) this.add(state);
  }

  /** Indexes a contact, again after a row added a phone or email to it. */
  add(state: ContactState): void {
    this.states.set(state.id, state);
    push(this.byPhone, state.contactPhone, state);
    for (const phone of state.phones) push(this.byPhone, phone.phoneNumber, state);
    push(this.byEmail, state.email, state);
    for (const email of state.emails) push(this.byEmail, email.email, state);
    push(this.byExternalId, state.externalId, state);
  }

  /** Every contact created or changed by the upload, to be saved. */
  changed(): ContactState[] {
    return [...this.states.values()].filter((state) => state.changed);
  }

  find(keys: { phone: string | null; email: string | null; externalId: string | null }): ContactState | null {
    if (keys.phone) {
      const found = this.best(this.byPhone.get(keys.phone), (state) => state.contactPhone === keys.phone);
      if (found) return found;
    }
    if (keys.email) {
      const found = this.best(this.byEmail.get(keys.email), (state) => state.email === keys.email);
      if (found) return found;
    }
    if (keys.externalId) return this.best(this.byExternalId.get(keys.externalId), () => false);
    return null;
  }

  private best(candidates: ContactState[] | undefined, isMain: (state: ContactState) => boolean) {
    let best: ContactState | null = null;
    for (const state of candidates ?? []) {
      if (!best || before(rank(state, isMain(state)), rank(best, isMain(best)))) best = state;
    }
    return best;
  }
}
