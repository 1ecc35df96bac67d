// Bulk seed for the segments bench: contacts and their events written by generate_series inside the
// database (no rows travel from Node). Values are spread deterministically from each row's number or
// a hash of (contact, event number), so every run sees the same shape of data:
// - contacts: 20 first names, 30 last names, unique emails and phones, lead score 0-100 (10 % none),
//   opt-in for two in three, custom properties plan / city / lifetimeValue / signupSource /
//   lastOrderAt (ISO text), rvProperties.tier, created over the last ~3 years;
// - events: `eventsPerContact` per contact over the last 90 days: page_viewed 40 %, email_opened
//   20 %, purchase 10 % (amount 0-300), cart_abandoned 10 %, sms_clicked 10 % (track) and
//   call.completed 10 % (parley_voice_event).
import { type SQL, sql } from 'drizzle-orm';
import { rebuildLatestEvents } from '../../apps/server/src/modules/events/append-contact-events.ts';
import type { AppDb } from '../../apps/server/src/platform/db/database.ts';

const FIRST_NAMES = sql.raw(
  `array['Ann','Bob','Carla','Dan','Eve','Femi','Gus','Hana','Ivan','Jo','Kai','Lena','Mo','Nia','Omar','Pia','Quinn','Rosa','Sam','Tia']`,
);
const LAST_NAMES = sql.raw(
  `array['Lee','Smith','Garcia','Nguyen','Brown','Khan','Okafor','Rossi','Muller','Silva','Kim','Cohen','Novak','Dubois','Haddad','Ito','Jones','Lopez','Moreau','Patel','Quist','Reyes','Sato','Tan','Udeh','Vega','Weber','Xu','Young','Zhou']`,
);
const PLANS = sql.raw(`array['free','starter','pro','enterprise']`);
const CITIES = sql.raw(
  `array['Denver','Austin','Boston','Chicago','Seattle','Miami','Atlanta','Portland','Phoenix','Detroit']`,
);
const SOURCES = sql.raw(`array['web','ads','referral','sms']`);
const TIERS = sql.raw(`array['bronze','silver','gold']`);

/** Contacts numbered `from`..`to` (inclusive) of one brand. */
function contactsSql(brandId: string, from: number, to: number): SQL {
  return sql`insert into contacts (brand_id, profile_id, external_id, first_name, last_name, email, contact_phone,
      lead_score, opt_in, custom_properties, rv_properties, contact_created_at, created_at, updated_at)
    select ${brandId}::uuid, 'pr' || md5(i::text) || '1a', 'ext-' || i,
      (${FIRST_NAMES})[1 + i % 20], (${LAST_NAMES})[1 + (i / 20) % 30],
      'user' || i || '@example.com', '+1555' || lpad((i % 10000000)::text, 7, '0'),
      case when i % 10 = 0 then null else (i * 37) % 101 end, i % 3 <> 0,
      jsonb_build_object(
        'plan', (${PLANS})[1 + (i * 7) % 4],
        'city', (${CITIES})[1 + (i * 13) % 10],
        'lifetimeValue', ((i::bigint * 7919) % 500000) / 100.0,
        'signupSource', (${SOURCES})[1 + (i * 3) % 4],
        'lastOrderAt', to_char(timestamp '2024-01-01' + ((i * 17) % 600) * interval '1 day', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')),
      jsonb_build_object('tier', (${TIERS})[1 + (i * 11) % 3]),
      now() - ((i * 7) % 1000) * interval '1 day' - (i % 86400) * interval '1 second',
      now() - ((i * 7) % 1000) * interval '1 day', now()
    from generate_series(${from}::int, ${to}::int) as i`;
}

/** `eventsPerContact` events for each of the brand's contacts whose id starts with `prefix` (a hex digit). */
function eventsSql(brandId: string, prefix: string, eventsPerContact: number): SQL {
  const low = `${prefix}0000000-0000-0000-0000-000000000000`;
  const high = `${prefix}fffffff-ffff-ffff-ffff-ffffffffffff`;
  return sql`insert into contact_events (brand_id, contact_id, event_type, event_name, properties, occurred_at, received_at)
    select c.brand_id, c.id,
      case when e.r % 10 = 9 then 'parley_voice_event' else 'track' end,
      case e.r % 10 when 0 then 'page_viewed' when 1 then 'page_viewed' when 2 then 'page_viewed'
        when 3 then 'page_viewed' when 4 then 'email_opened' when 5 then 'email_opened' when 6 then 'purchase'
        when 7 then 'cart_abandoned' when 8 then 'sms_clicked' else 'call.completed' end,
      case e.r % 10
        when 6 then jsonb_build_object('amount', (e.r / 10 % 30000) / 100.0, 'plan', (${PLANS})[1 + e.r / 7 % 4])
        when 9 then jsonb_build_object('durationSeconds', e.r / 10 % 900, 'direction', case when e.r % 2 = 0 then 'inbound' else 'outbound' end)
        else jsonb_build_object('page', '/p/' || (e.r / 10 % 50), 'channel', (${SOURCES})[1 + e.r / 3 % 4]) end,
      now() - (e.r / 10 % (90 * 24 * 60)) * interval '1 minute', now()
    from contacts c
    cross join lateral (
      select abs(hashtext(c.id::text || ':' || k)::bigint) as r from generate_series(1, ${eventsPerContact}::int) as k
    ) as e
    where c.brand_id = ${brandId}::uuid and c.id between ${low}::uuid and ${high}::uuid`;
}

/**
 * Seeds `contacts` contacts and `eventsPerContact` events each, in chunks (progress on `report`).
 * Foreign-key triggers are skipped while seeding (session_replication_role = replica): every event
 * names a contact just written, and checking 10 million of them would double the seeding time.
 */
export async function seedContactsAndEvents(
  db: AppDb,
  options: { brandId: string; contacts: number; eventsPerContact: number; report: (line: string) => void },
): Promise<void> {
  const { brandId } = options;
  const chunk = 100_000;
  for (let from = 1; from <= options.contacts; from += chunk) {
    const to = Math.min(options.contacts, from + chunk - 1);
    await db.execute(contactsSql(brandId, from, to));
    options.report(`contacts ${to.toLocaleString('en-US')} / ${options.contacts.toLocaleString('en-US')}`);
  }
  const prefixes = [...'0123456789abcdef'];
  for (const [index, prefix] of prefixes.entries()) {
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(eventsSql(brandId, prefix, options.eventsPerContact));
    });
    options.report(`events ${index + 1} / 16 of the contacts`);
  }
  // The latest-event summary ingestion keeps event by event, built once for the bulk-written events.
  await rebuildLatestEvents(db, { brandId });
  options.report('latest-event summary');
  await db.execute(sql`vacuum analyze contacts`);
  await db.execute(sql`vacuum analyze contact_events`);
  await db.execute(sql`vacuum analyze contact_event_latest`);
}

/**
 * The contact_events index docs/conditions-sql.md suggests (SEGMENTS_BENCH_SUGGESTED_INDEXES=1), to
 * measure it before the events module adopts it: a window over one event name across all contacts
 * ("≥ 3 page views in the last 7 days") becomes one range scan of the window's entries.
 */
export async function createSuggestedEventIndexes(db: AppDb): Promise<void> {
  await db.execute(sql`create index if not exists contact_events_name_type_time
    on contact_events (brand_id, event_name, event_type, occurred_at) include (contact_id)`);
  await db.execute(sql`vacuum analyze contact_events`);
}
