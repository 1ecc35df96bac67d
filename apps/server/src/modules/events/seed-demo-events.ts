import type { DbExecutor } from '../../platform/db/database.ts';
import type { NewContact } from '../contacts/import-contacts.ts';
import { ingestCalls } from './ingest.ts';
import { type IngestCall, platformEventCall, trackEventCall } from './ingest-input.ts';
import {
  ATTRIBUTES_EVENT_NAME,
  ATTRIBUTES_EVENT_TYPE,
  learnEventSchema,
  type SchemaObservation,
} from './learn-event-schema.ts';

// The demo brand's activity (seed-demo.ts): a few weeks of page views, orders, sign-ups and texts
// and calls for the demo contacts, so the condition builder has names, fields and values to offer on
// a fresh `npm start`. Deterministic for a given `now`.

const PAGES = [
  ['/', 'Home'],
  ['/pricing', 'Pricing'],
  ['/features', 'Features'],
  ['/blog/spring-launch', 'Spring launch'],
  ['/docs/getting-started', 'Getting started'],
  ['/contact', 'Contact us'],
] as const;
const REFERRERS = ['google', 'newsletter', 'direct', 'partner site', 'linkedin'] as const;
const CATEGORIES = ['Hardware', 'Software', 'Services', 'Training'] as const;
const COUPONS = ['SPRING10', 'WELCOME', 'VIP20'] as const;
const INBOUND_TEXTS = [
  'Hi, is my order on its way?',
  'Can someone call me back?',
  'STOP',
  'What time do you open tomorrow?',
  'Thanks, that fixed it!',
] as const;
const DISPOSITIONS = ['Resolved', 'Follow-up needed', 'Sale made', 'Not interested'] as const;
const DAY_MS = 86_400_000;

function mulberry32(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** The demo contacts' events: about four each over the last 60 days. */
export function demoEventCalls(contacts: readonly NewContact[], now: Date): IngestCall[] {
  const random = mulberry32(20260315);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const daysAgo = (max: number) => new Date(now.getTime() - Math.floor(random() * max * DAY_MS) - 60_000);
  const calls: IngestCall[] = [];
  let orderNumber = 1000;
  contacts.forEach((contact, index) => {
    const keys = { externalId: contact.externalId ?? null };
    if (!keys.externalId) return;
    const track = (eventName: string, properties: Record<string, unknown>, occurredAt = daysAgo(60)) =>
      calls.push(trackEventCall({ keys, eventName, properties, occurredAt }));
    const voice = (eventName: string, properties: Record<string, unknown>) =>
      calls.push(platformEventCall({ keys, eventName, properties, occurredAt: daysAgo(30) }));
    if (index % 3 === 0)
      track(
        'signed up',
        { plan: contact.customProperties?.plan ?? 'Free', source: pick(REFERRERS) },
        daysAgo(90),
      );
    const views = Math.floor(random() * 4);
    for (let view = 0; view < views; view += 1) {
      const [url, title] = pick(PAGES);
      track('page viewed', { url, title, referrer: pick(REFERRERS) });
    }
    const orders = random() < 0.6 ? 1 + Math.floor(random() * 3) : 0;
    for (let order = 0; order < orders; order += 1) {
      orderNumber += 1;
      track('order placed', {
        orderId: `ORD-${orderNumber}`,
        amount: Math.round(random() * 50_000) / 100,
        currency: 'USD',
        items: 1 + Math.floor(random() * 4),
        category: pick(CATEGORIES),
        firstOrder: order === 0,
        ...(random() < 0.3 ? { coupon: pick(COUPONS) } : {}),
      });
    }
    if (random() < 0.2) track('cart abandoned', { amount: Math.round(random() * 30_000) / 100, items: 2 });
    if (random() < 0.5) voice('sms.received', { body: pick(INBOUND_TEXTS), direction: 'inbound' });
    if (random() < 0.4)
      voice('sms.sent', { body: 'Thanks for reaching out to Demo Co!', direction: 'outbound' });
    if (random() < 0.35)
      voice('call.completed', {
        direction: pick(['inbound', 'outbound'] as const),
        durationSeconds: 30 + Math.floor(random() * 900),
        disposition: pick(DISPOSITIONS),
      });
  });
  return calls;
}

/** The contact attributes of imported contacts, as identify calls would have taught them. */
function attributeObservation(contact: NewContact): SchemaObservation {
  const fields: Record<string, unknown> = {
    firstName: contact.firstName,
    lastName: contact.lastName,
    email: contact.email,
    contactPhone: contact.contactPhone,
    externalId: contact.externalId,
    leadScore: contact.leadScore,
    optIn: contact.optIn,
    ...contact.customProperties,
  };
  for (const [name, value] of Object.entries(contact.rvProperties ?? {}))
    fields[`rvProperties.${name}`] = value;
  return { eventType: ATTRIBUTES_EVENT_TYPE, eventName: ATTRIBUTES_EVENT_NAME, fields };
}

/**
 * Ingests the demo activity for contacts already imported (found by their external ids) and learns
 * their attributes for the condition builder. Returns how many events were written.
 */
export async function seedDemoEvents(
  db: DbExecutor,
  options: { brandId: string; contacts: readonly NewContact[]; now?: Date },
): Promise<number> {
  const { brandId, contacts } = options;
  const now = options.now ?? new Date();
  await learnEventSchema(db, { brandId, observations: contacts.map(attributeObservation), seenAt: now });
  const calls = demoEventCalls(contacts, now);
  // One transaction for all (the HTTP batch limit is for callers; here fewer statements seed faster).
  await ingestCalls(db, { brandId, calls, receivedAt: now });
  return calls.length;
}
