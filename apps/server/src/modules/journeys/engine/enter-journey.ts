import type { JourneyDefinition } from '@parley/core/journeys/journey';
import type { EntryRule } from '@parley/core/journeys/settings';
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../../platform/db/database.ts';
import { engineRows } from './engine-sql.ts';
import { enqueueRunJob } from './enqueue-job.ts';
import type { TriggerEventSnapshot } from './step-contact.ts';

export type JourneyEntry = {
  brandId: string;
  journeyId: string;
  version: number;
  contactId: string;
  entryRule: EntryRule;
  /** What made the contact enter, unique per journey: a second entry by the same key is refused. */
  triggerKey: string;
  triggerEvent: TriggerEventSnapshot | null;
  triggerNodeId: string;
  now: Date;
  test?: boolean;
  /** A test run of the draft: the definition it runs. */
  definition?: JourneyDefinition | null;
  delayScale?: number;
};

/**
 * A contact enters a journey (docs/journeys.md "Entry rules"): a run at the trigger node and its first
 * job, in the caller's transaction. The entry rule is the unique indexes' (journey_runs_once,
 * journey_runs_one_active, journey_runs_trigger_unique): a refused entry inserts nothing (ON CONFLICT
 * DO NOTHING), even when two triggers race. Returns the run's id, or null when refused.
 */
export async function enterJourney(tx: DbExecutor, entry: JourneyEntry): Promise<string | null> {
  const [run] = await engineRows<{ id: string }>(
    tx,
    sql`insert into journey_runs (brand_id, journey_id, version, contact_id, state, node_id, entry_rule, trigger_key,
        trigger_event, test, definition, delay_scale, entered_at)
      values (${entry.brandId}, ${entry.journeyId}, ${entry.version}, ${entry.contactId}, 'active', ${entry.triggerNodeId},
        ${entry.entryRule}, ${entry.triggerKey}, ${entry.triggerEvent ? JSON.stringify(entry.triggerEvent) : null}::jsonb,
        ${entry.test ?? false}, ${entry.definition ? JSON.stringify(entry.definition) : null}::jsonb,
        ${entry.delayScale ?? 1}, ${entry.now})
      on conflict do nothing
      returning id`,
  );
  if (!run) return null;
  await enqueueRunJob(tx, {
    brandId: entry.brandId,
    kind: 'step',
    journeyId: entry.journeyId,
    runId: run.id,
    nodeId: entry.triggerNodeId,
    version: entry.version,
    dueAt: entry.now,
  });
  return run.id;
}
