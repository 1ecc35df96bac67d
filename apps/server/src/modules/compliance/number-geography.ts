import { stateFromGeocode } from '@parley/core/compliance/us-states';
import { geocoder, timezones } from 'libphonenumber-geo-carrier';
import { parsePhoneNumberFromString } from 'libphonenumber-js';

/** Where a number rings, as far as its digits tell: the zones it may be in, its state and area code. */
export type NumberGeography = { timeZones: string[]; state: string | null; areaCode: string | null };

const UNKNOWN: NumberGeography = { timeZones: [], state: null, areaCode: null };

// Google's libphonenumber data (libphonenumber-geo-carrier) maps a number's prefix to its time zones
// and place; it reads its data files from disk, so answers are kept per prefix. North American
// numbers are placed by area code and exchange (the first seven digits of +1NPANXX): a few area codes
// span two zones and the exchange tells which.
const MAX_CACHED = 20_000;
const cache = new Map<string, Promise<NumberGeography>>();

function cacheKey(e164: string): string {
  return e164.startsWith('+1') ? e164.slice(0, 8) : e164;
}

async function lookUp(e164: string): Promise<NumberGeography> {
  const parsed = parsePhoneNumberFromString(e164);
  if (!parsed?.isValid()) return UNKNOWN;
  const [zones, place] = await Promise.all([timezones(parsed), geocoder(parsed)]);
  const northAmerican = parsed.countryCallingCode === '1';
  return {
    timeZones: zones ?? [],
    state: northAmerican ? stateFromGeocode(place ?? null) : null,
    areaCode: northAmerican ? parsed.nationalNumber.slice(0, 3) : null,
  };
}

/** The zones, state and area code of an E.164 number (none for a number the data does not place). */
export function numberGeography(e164: string): Promise<NumberGeography> {
  const key = cacheKey(e164);
  let answer = cache.get(key);
  if (!answer) {
    if (cache.size >= MAX_CACHED) cache.clear();
    answer = lookUp(e164).catch(() => UNKNOWN);
    cache.set(key, answer);
  }
  return answer;
}
