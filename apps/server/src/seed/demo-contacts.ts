import type { NewContact } from '../modules/contacts/import-contacts.ts';

const FIRST_NAMES = [
  'Olivia',
  'Liam',
  'Emma',
  'Noah',
  'Ava',
  'Elijah',
  'Sophia',
  'James',
  'Isabella',
  'Lucas',
  'Mia',
  'Mateo',
  'Amelia',
  'Benjamin',
  'Harper',
  'Henry',
  'Evelyn',
  'Theodore',
  'Luna',
  'Jack',
  'Camila',
  'Levi',
  'Gianna',
  'Alexander',
  'Aria',
  'Jackson',
  'Scarlett',
  'Samuel',
  'Chloe',
  'Daniel',
  'Priya',
  'Wei',
  'Fatima',
  'Diego',
  'Aisha',
  'Hiroshi',
  'Sofia',
  'Omar',
  'Grace',
  'Carlos',
];
const LAST_NAMES = [
  'Smith',
  'Johnson',
  'Williams',
  'Brown',
  'Jones',
  'Garcia',
  'Miller',
  'Davis',
  'Rodriguez',
  'Martinez',
  'Hernandez',
  'Lopez',
  'Gonzalez',
  'Wilson',
  'Anderson',
  'Thomas',
  'Taylor',
  'Moore',
  'Jackson',
  'Martin',
  'Lee',
  'Perez',
  'Thompson',
  'White',
  'Harris',
  'Sanchez',
  'Clark',
  'Ramirez',
  'Lewis',
  'Robinson',
  'Patel',
  'Nguyen',
  'Kim',
  'Chen',
  'Okafor',
  'Schmidt',
];
// Area codes with their city, state and IANA zone; numbers use the fictional 555-01xx block.
const PLACES = [
  { areaCode: '212', city: 'New York', state: 'NY', timezone: 'America/New_York' },
  { areaCode: '312', city: 'Chicago', state: 'IL', timezone: 'America/Chicago' },
  { areaCode: '415', city: 'San Francisco', state: 'CA', timezone: 'America/Los_Angeles' },
  { areaCode: '617', city: 'Boston', state: 'MA', timezone: 'America/New_York' },
  { areaCode: '713', city: 'Houston', state: 'TX', timezone: 'America/Chicago' },
  { areaCode: '303', city: 'Denver', state: 'CO', timezone: 'America/Denver' },
] as const;
const PLANS = ['Free', 'Starter', 'Growth', 'Enterprise'] as const;
const SOURCES = ['Website', 'Referral', 'Trade show', 'Paid search', 'Partner'] as const;
const DOMAINS = ['example.com', 'example.net', 'example.org'] as const;

/** A small deterministic generator, so every fresh demo database holds the same people. */
function mulberry32(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function pick<T>(random: () => number, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

export function demoContacts(count: number, now = new Date()): NewContact[] {
  const random = mulberry32(20261121);
  const contacts: NewContact[] = [];
  for (let i = 0; i < count; i += 1) {
    const place = PLACES[i % PLACES.length] ?? PLACES[0];
    const firstName = pick(random, FIRST_NAMES);
    const lastName = pick(random, LAST_NAMES);
    const line = String(100 + Math.floor(i / PLACES.length)).padStart(4, '0');
    const hasEmail = random() > 0.08;
    const createdDaysAgo = Math.floor(random() * 400);
    contacts.push({
      firstName,
      lastName,
      email: hasEmail ? `${firstName}.${lastName}${i}@${pick(random, DOMAINS)}`.toLowerCase() : null,
      contactPhone: `+1${place.areaCode}555${line}`,
      externalId: `CRM-${String(10_000 + i)}`,
      leadScore: Math.floor(random() * 100),
      optIn: random() > 0.25,
      customProperties: {
        plan: pick(random, PLANS),
        leadSource: pick(random, SOURCES),
        city: place.city,
        state: place.state,
        lifetimeValue: Math.round(random() * 500_000) / 100,
      },
      rvProperties: { timezone: place.timezone },
      contactCreatedAt: new Date(now.getTime() - createdDaysAgo * 86_400_000),
    });
  }
  return contacts;
}
