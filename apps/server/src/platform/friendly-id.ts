import { randomInt } from 'node:crypto';

// Short ids people read aloud and type (spec 000 §3 friendlyId): a prefix ("J-" journeys, "C-"
// campaigns) and six characters without look-alikes (no 0/O, 1/I/L). Unique per brand by a unique
// index; a clash among 31^6 ids is rare, and the callers retry a few times.

const FRIENDLY_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const FRIENDLY_LENGTH = 6;
/** How many ids a caller tries before giving up: a failure is practically impossible. */
export const FRIENDLY_ID_ATTEMPTS = 5;

export function newFriendlyId(prefix: string): string {
  let id = prefix;
  for (let index = 0; index < FRIENDLY_LENGTH; index += 1)
    id += FRIENDLY_ALPHABET[randomInt(FRIENDLY_ALPHABET.length)];
  return id;
}
