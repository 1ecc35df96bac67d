import type { JourneyDefinition } from '@parley/core/journeys/journey';
import type { EntryRule } from '@parley/core/journeys/settings';
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../../platform/db/database.ts';
import { engineRows } from './engine-sql.ts';

/** An entry's first job waits for the work of contacts in flight (journey_jobs.priority). */
export const ENTRY_PRIORITY = 1;

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
 * Contacts enter journeys (docs/journeys.md "Entry rules"): a run at each trigger node and its first
 * job, in the caller's transaction, in one statement whatever their number. The entry rule is the
 * unique indexes' (journey_runs_once, journey_runs_one_active, journey_runs_trigger_unique): a refused
 * entry inserts nothing (ON CONFLICT DO NOTHING), even when two triggers race or two entries of one
 * call collide. Returns the ids of the runs that entered.
 */
export async function enterJourneys(tx: DbExecutor, entries: JourneyEntry[]): Promise<string[]> {
  if (entries.length === 0) return [];
  const rows = entries.map((entry) => ({
    brand_id: entry.brandId,
    journey_id: entry.journeyId,
    version: entry.version,
    contact_id: entry.contactId,
    node_id: entry.triggerNodeId,
    entry_rule: entry.entryRule,
    trigger_key: entry.triggerKey,
    trigger_event: entry.triggerEvent,
    test: entry.test ?? false,
    definition: entry.definition ?? null,
    delay_scale: entry.delayScale ?? 1,
    entered_at: entry.now.toISOString(),
  }));
  const entered = await engineRows<{ id: string }>(
    tx,
    sql`with entered as (
        insert into journey_runs (brand_id, journey_id, version, contact_id, state, node_id, entry_rule, trigger_key,
          trigger_event, test, definition, delay_scale, entered_at)
        select brand_id, journey_id, version, contact_id, 'active', node_id, entry_rule, trigger_key,
          trigger_event, test, definition, delay_scale, entered_at
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as t(brand_id uuid, journey_id uuid, version integer,
          contact_id uuid, node_id text, entry_rule text, trigger_key text, trigger_event jsonb, test boolean,
          definition jsonb, delay_scale integer, entered_at timestamptz)
        on conflict do nothing
        returning brand_id, id, journey_id, node_id, version, entered_at)
      insert into journey_jobs (brand_id, kind, key, journey_id, run_id, node_id, version, due_at, priority)
      select brand_id, 'step', 'step:' || id::text || ':' || node_id || ':' || version::text, journey_id, id,
        node_id, version, entered_at, ${ENTRY_PRIORITY}::smallint
      from entered
      on conflict (brand_id, key) do nothing
      returning run_id as id`,
  );
  return entered.map((row) => row.id);
}

/** One contact enters one journey (enterJourneys); the run's id, or null when refused. */
export async function enterJourney(tx: DbExecutor, entry: JourneyEntry): Promise<string | null> {
  const [runId] = await enterJourneys(tx, [entry]);
  return runId ?? null;
}
