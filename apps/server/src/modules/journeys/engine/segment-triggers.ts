import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../../platform/db/database.ts';
import type { ContactsAddedToSegment } from '../../segments/segments-ports.ts';
import { engineDelayScale } from './engine-clock.ts';
import { engineRows } from './engine-sql.ts';
import { enterJourney } from './enter-journey.ts';
import { versionDefinition } from './journey-definitions.ts';
import { wakeJourneyRunner } from './runner-signal.ts';

/**
 * Contacts were added to a static segment (segments-ports.ts), in that transaction: live journeys whose
 * addContactToStaticSegment trigger names it enter them (docs/journeys.md "Triggers"). Members already
 * there when a journey goes live never enter: only additions do. The entry key is (segment, contact,
 * instant), so a retried addition enters once and a later re-addition again (as the entry rule allows).
 */
export async function journeyContactsAddedToSegment(
  tx: DbExecutor,
  added: ContactsAddedToSegment,
): Promise<void> {
  const { brandId } = added;
  const journeys = await engineRows<{ id: string; live_version: number }>(
    tx,
    sql`select id, live_version from journeys
      where brand_id = ${brandId} and state = 'live' and live_version is not null
        and trigger_type = 'addContactToStaticSegment'
      for share`,
  );
  let entered = 0;
  for (const journey of journeys) {
    const definition = await versionDefinition(tx, {
      brandId,
      journeyId: journey.id,
      version: journey.live_version,
    });
    const trigger = definition?.nodes.find((node) => node.type === 'trigger');
    if (!definition || trigger?.type !== 'trigger') continue;
    if (
      trigger.data.triggerType !== 'addContactToStaticSegment' ||
      trigger.data.segmentId !== added.segmentId
    )
      continue;
    for (const contactId of added.contactIds) {
      const runId = await enterJourney(tx, {
        brandId,
        journeyId: journey.id,
        version: journey.live_version,
        contactId,
        entryRule: definition.settings.entryRule,
        triggerKey: `segment:${added.segmentId}:${contactId}:${added.now.getTime()}`,
        triggerEvent: null,
        triggerNodeId: trigger.id,
        now: added.now,
        delayScale: engineDelayScale(),
      });
      if (runId) entered += 1;
    }
  }
  if (entered > 0) wakeJourneyRunner();
}
