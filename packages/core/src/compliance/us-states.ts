// USPS codes of the states, DC and the inhabited territories (issue 14 "State of emergency"):
// what an emergency area names, and what the server reads out of its geocoder's place names.

export const US_STATES = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
  DC: 'District of Columbia',
  PR: 'Puerto Rico',
  GU: 'Guam',
  VI: 'U.S. Virgin Islands',
  AS: 'American Samoa',
  MP: 'Northern Mariana Islands',
} as const;

export type UsStateCode = keyof typeof US_STATES;

// Object.keys loses the key type; every key of US_STATES is a UsStateCode.
export const US_STATE_CODES = Object.keys(US_STATES) as UsStateCode[];

const CODES = new Set<string>(US_STATE_CODES);

/** True for a USPS code of the list above, in capitals ("FL"; "fl" and "ZZ" are not). */
export function isUsState(code: string): code is UsStateCode {
  return CODES.has(code);
}

/** Full names, spelled as geocoders write them, in lower case, to codes. */
const CODE_BY_NAME = new Map<string, UsStateCode>([
  ...US_STATE_CODES.map((code): [string, UsStateCode] => [US_STATES[code].toLowerCase(), code]),
  ['virgin islands', 'VI'],
  ['us virgin islands', 'VI'],
  ['united states virgin islands', 'VI'],
  ['washington dc', 'DC'],
  ['washington d.c.', 'DC'],
  ['commonwealth of the northern mariana islands', 'MP'],
]);

/** A segment that is a code, possibly with dots ("D.C.") or a ZIP code after it ("TX 78701"). */
const CODE_SEGMENT = /^([A-Za-z])\.?([A-Za-z])\.?(?:\s+\d{5}(?:-\d{4})?)?$/;

/**
 * The USPS code of a geocoder's place name: "New York, NY" → "NY", "California" → "CA",
 * "Chicago, IL, USA" → "IL", "Austin, TX 78701" → "TX"; null when no part of it names a US state
 * or territory ("British Columbia", "Toronto, ON, Canada"). Read from the last part backwards, so
 * the state wins over a city of the same name ("Washington, DC" → "DC").
 */
export function stateFromGeocode(text: string | null): UsStateCode | null {
  if (!text) return null;
  const segments = text
    .split(',')
    .map((segment) => segment.trim())
    .filter((segment) => segment !== '');
  for (let index = segments.length - 1; index >= 0; index--) {
    const segment = segments[index] ?? '';
    const code = CODE_SEGMENT.exec(segment);
    if (code) {
      const candidate = `${code[1]}${code[2]}`.toUpperCase();
      if (isUsState(candidate)) return candidate;
      continue;
    }
    const byName = CODE_BY_NAME.get(segment.toLowerCase().replace(/\s+/g, ' '));
    if (byName) return byName;
  }
  return null;
}
