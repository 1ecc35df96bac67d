import { create } from 'zustand';

/**
 * A call to start from elsewhere than the dial pad's own search: the global search's "/call {name}"
 * and a link to /agent?phoneNumber=…&contactId=… (spec 001 §2) open the dial pad at step 2, the
 * from-number, with the contact chosen (docs/agent-desktop-web.md "Starting a call from a link").
 */
export type DialPadRequest = {
  /** As given (a link's text): the dial pad reads it; one that is no phone number opens step 1. */
  phoneNumber: string;
  /** The contact's profile id, when known. */
  contactId: string | null;
  /** The contact's name, when known (else the number is shown). */
  name: string | null;
};

type DialPadStore = {
  request: DialPadRequest | null;
  openFor: (request: DialPadRequest) => void;
  clear: () => void;
};

export const useDialPadStore = create<DialPadStore>((set) => ({
  request: null,
  openFor: (request) => set({ request }),
  clear: () => set({ request: null }),
}));
