import { and, eq, gte, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.ts';
import type { StoredContactEvent } from '../events/events-ports.ts';
import { recordCampaignCallOutcomes } from './campaign-call-outcomes.ts';
import { markCampaignChanged } from './campaign-updates.ts';
import { campaigns, campaignTargets } from './campaigns.tables.ts';

// What campaigns learn from the events the platform stores (docs/campaigns.md "Figures"), in the
// transaction that stores them: a text from a contact a campaign texted in the last REPLY_WINDOW marks
// them replied (the reply itself becomes an SMS task like any inbound text), and a campaign's
// conversion event from a contact it reached marks them converted. Connected as a listener of the
// events module (connect-modules.ts); each costs one indexed statement, and only when such an event
// is among those stored.

/** A text counts as a reply to the campaign that texted the contact within this window. */
export const REPLY_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;
/** A conversion counts for a campaign that reached the contact within this window. */
export const CONVERSION_WINDOW_MS = 30 * 24 * 60 * 60 * 1000;

const REPLY_EVENT = 'sms.received';
/** How long the brand's conversion event names are kept in memory (as the compliance rules: 5 s). */
const CONVERSION_NAMES_TTL_MS = 5000;

const conversionNames = new Map<string, { names: Set<string>; at: number }>();

/** Forget the brand's conversion event names (a campaign of this process was saved or started). */
export function forgetConversionEvents(brandId: string): void {
  conversionNames.delete(brandId);
}

/** The conversion events of the brand's started campaigns, read at most every 5 s. */
async function conversionEventsOf(tx: DbExecutor, brandId: string, now: Date): Promise<Set<string>> {
  const cached = conversionNames.get(brandId);
  if (cached && now.getTime() - cached.at < CONVERSION_NAMES_TTL_MS && now.getTime() >= cached.at)
    return cached.names;
  const rows = await tx
    .select({ name: campaigns.conversionEvent })
    .from(campaigns)
    .where(
      and(
        eq(campaigns.brandId, brandId),
        isNotNull(campaigns.conversionEvent),
        inArray(campaigns.state, ['scheduled', 'active', 'paused', 'completed']),
      ),
    )
    .groupBy(campaigns.conversionEvent);
  const names = new Set(rows.map((row) => row.name).filter((name): name is string => name !== null));
  conversionNames.set(brandId, { names, at: now.getTime() });
  return names;
}

export async function campaignEventsStored(
  tx: DbExecutor,
  options: { brandId: string; events: StoredContactEvent[]; now: Date },
): Promise<void> {
  const { brandId, now } = options;
  await recordCampaignCallOutcomes(tx, options);
  const repliers = [
    ...new Set(
      options.events.filter((event) => event.eventName === REPLY_EVENT).map((event) => event.contactId),
    ),
  ];
  if (repliers.length > 0) {
    const replied = await tx
      .update(campaignTargets)
      .set({ repliedAt: now })
      .where(
        and(
          eq(campaignTargets.brandId, brandId),
          inArray(campaignTargets.contactId, repliers),
          isNull(campaignTargets.repliedAt),
          isNotNull(campaignTargets.reachedAt),
          gte(campaignTargets.reachedAt, new Date(now.getTime() - REPLY_WINDOW_MS)),
        ),
      )
      .returning({ campaignId: campaignTargets.campaignId });
    for (const row of replied) markCampaignChanged(row.campaignId);
  }
  const watched = await conversionEventsOf(tx, brandId, now);
  const custom = options.events.filter((event) => watched.has(event.eventName));
  if (custom.length === 0) return;
  const names = [...new Set(custom.map((event) => event.eventName))];
  const contactIds = [...new Set(custom.map((event) => event.contactId))];
  // One statement: the targets of this brand's campaigns whose conversion event is among those stored,
  // for the contacts who sent one of them (pairs checked exactly below in SQL).
  const converted = await tx.execute<{ campaign_id: string }>(sql`
    update ${campaignTargets} t set converted_at = ${now}
    from ${campaigns} c
    where c.brand_id = ${brandId}::uuid and c.conversion_event in ${names}
      and t.brand_id = c.brand_id and t.campaign_id = c.id
      and t.contact_id in ${contactIds}
      and t.converted_at is null and t.reached_at is not null
      and t.reached_at >= ${new Date(now.getTime() - CONVERSION_WINDOW_MS)}
      and (t.contact_id::text || ':' || c.conversion_event) in ${custom.map((event) => `${event.contactId}:${event.eventName}`)}
    returning t.campaign_id`);
  // node-postgres and PGlite both answer with { rows }.
  for (const row of (converted as unknown as { rows: { campaign_id: string }[] }).rows)
    markCampaignChanged(row.campaign_id);
}
