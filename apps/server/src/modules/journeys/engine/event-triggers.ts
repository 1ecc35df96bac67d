import type { EvaluationEvent } from '@parley/core/conditions/evaluate';
import { triggerMatchesEvent, waitMatchesEvent } from '@parley/core/journeys/event-match';
import { WAIT_HANDLES } from '@parley/core/journeys/handles';
import { hasExitGoal } from '@parley/core/journeys/settings';
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../../platform/db/database.ts';
import type { StoredContactEvent } from '../../events/events-ports.ts';
import { engineDelayScale } from './engine-clock.ts';
import { engineRows } from './engine-sql.ts';
import { dropRunJob, enqueueRunJob } from './enqueue-job.ts';
import { enterJourneys, type JourneyEntry } from './enter-journey.ts';
import { runDefinition, versionDefinition } from './journey-definitions.ts';
import { wakeJourneyRunner } from './runner-signal.ts';
import type { TriggerEventSnapshot } from './step-contact.ts';

/** Events that feed triggers and waits: track (custom), platform (parleyVoiceEvent), page (pageview). */
const EVENT_TYPES = new Set(['track', 'parley_voice_event', 'page']);

function evaluationEvent(event: StoredContactEvent): EvaluationEvent | null {
  if (!EVENT_TYPES.has(event.eventType)) return null;
  return {
    // Checked just above: one of the evaluator's event types.
    eventType: event.eventType as EvaluationEvent['eventType'],
    eventName: event.eventName,
    occurredAt: event.occurredAt,
    properties: event.properties,
  };
}

function snapshotOf(event: StoredContactEvent, evaluation: EvaluationEvent): TriggerEventSnapshot {
  return {
    id: event.id,
    eventType: evaluation.eventType,
    eventName: event.eventName,
    occurredAt: event.occurredAt.toISOString(),
    properties: event.properties,
  };
}

type LiveJourneyRow = { id: string; live_version: number };

type WaitRow = {
  run_id: string;
  node_id: string;
  version: number;
  contact_id: string;
  event_type: string;
  event_name: string;
  journey_id: string;
  definition: unknown;
};

type ActiveRunRow = {
  id: string;
  journey_id: string;
  version: number;
  node_id: string | null;
  definition: unknown;
};

/** What stored events may concern, read in ONE statement (platform events are published on hot paths). */
type EventTargets = { journeys: LiveJourneyRow[]; waits: WaitRow[]; runs: ActiveRunRow[] };

/**
 * One statement: the runs in flight of these contacts (exit goals); and, when some events can
 * trigger or end a wait, the live journeys whose trigger an event feeds (custom, parleyVoiceEvent,
 * pageview) and these contacts' waits for an event. Journeys `for share`: a publish (which updates
 * the journey row) finishes before, or waits for, the entries made here, so no run enters an
 * outdated version after the publish has moved the others. Waits `for update`: one event ends a
 * wait once.
 */
async function loadEventTargets(
  tx: DbExecutor,
  options: { brandId: string; contactIds: string[]; withEvents: boolean },
): Promise<EventTargets> {
  const { brandId } = options;
  const contacts = `{${options.contactIds.join(',')}}`;
  const eventReads = options.withEvents
    ? sql`,
      live as (
        select id, live_version from journeys
        where brand_id = ${brandId} and state = 'live' and live_version is not null
          and trigger_type in ('custom', 'parleyVoiceEvent', 'pageview')
        for share
      ),
      waiting as (
        select w.run_id, w.node_id, w.version, w.contact_id, w.event_type, w.event_name, r.journey_id, r.definition
        from journey_waits w join journey_runs r on r.brand_id = w.brand_id and r.id = w.run_id
        where w.brand_id = ${brandId} and w.contact_id = any(${contacts}::uuid[]) and r.state = 'active'
        for update of w
      )`
    : sql``;
  const eventRows = options.withEvents
    ? sql`
      union all select 'journey', to_jsonb(live) from live
      union all select 'wait', to_jsonb(waiting) from waiting`
    : sql``;
  const rows = await engineRows<{ kind: string; row: unknown }>(
    tx,
    sql`with active as (
        select id, journey_id, version, node_id, definition from journey_runs
        where brand_id = ${brandId} and contact_id = any(${contacts}::uuid[]) and state = 'active'
      )${eventReads}
      select 'run' as kind, to_jsonb(active) as row from active${eventRows}`,
  );
  const targets: EventTargets = { journeys: [], waits: [], runs: [] };
  for (const { kind, row } of rows) {
    // Each kind's row is its CTE's columns, as typed above (to_jsonb keeps the names).
    if (kind === 'journey') targets.journeys.push(row as LiveJourneyRow);
    else if (kind === 'wait') targets.waits.push(row as WaitRow);
    else targets.runs.push(row as ActiveRunRow);
  }
  return targets;
}

/**
 * A platform event a step of this journey caused (its sms.sent, its task.created) never makes a
 * contact enter the same journey again: with "every time" entries an sms node under an sms.sent
 * trigger would text the contact without end (docs/events.md "Events the platform publishes").
 */
function publishedBy(event: StoredContactEvent, journeyId: string): boolean {
  return event.eventType === 'parley_voice_event' && event.properties.journeyId === journeyId;
}

async function enterByEvents(
  tx: DbExecutor,
  brandId: string,
  journeys: LiveJourneyRow[],
  events: { stored: StoredContactEvent; evaluation: EvaluationEvent }[],
  now: Date,
): Promise<number> {
  const entries: JourneyEntry[] = [];
  for (const journey of journeys) {
    const definition = await versionDefinition(tx, {
      brandId,
      journeyId: journey.id,
      version: journey.live_version,
    });
    const trigger = definition?.nodes.find((node) => node.type === 'trigger');
    if (!definition || trigger?.type !== 'trigger') continue;
    for (const { stored, evaluation } of events) {
      if (!triggerMatchesEvent(trigger.data, evaluation, now)) continue;
      if (publishedBy(stored, journey.id)) continue;
      entries.push({
        brandId,
        journeyId: journey.id,
        version: journey.live_version,
        contactId: stored.contactId,
        entryRule: definition.settings.entryRule,
        // docs/journeys.md: an entry's idempotency key is (journey, triggering event id).
        triggerKey: `event:${stored.id}`,
        triggerEvent: snapshotOf(stored, evaluation),
        triggerNodeId: trigger.id,
        now,
        delayScale: engineDelayScale(),
      });
    }
  }
  // One statement for every entry of the call (ingest's batches are up to 500 events).
  return (await enterJourneys(tx, entries)).length;
}

/** Delays waiting for an event (journey_waits) that one of these events ends: they leave by `event`. */
async function resolveWaits(
  tx: DbExecutor,
  brandId: string,
  waits: WaitRow[],
  events: { stored: StoredContactEvent; evaluation: EvaluationEvent }[],
  now: Date,
): Promise<number> {
  let resolved = 0;
  for (const wait of waits) {
    const candidates = events.filter(
      (event) =>
        event.stored.contactId === wait.contact_id &&
        event.evaluation.eventType === wait.event_type &&
        event.evaluation.eventName === wait.event_name,
    );
    if (candidates.length === 0) continue;
    const definition = await runDefinition(tx, {
      brandId,
      journeyId: wait.journey_id,
      version: wait.version,
      definition: wait.definition,
    });
    const node = definition?.nodes.find((candidate) => candidate.id === wait.node_id);
    if (node?.type !== 'delay') continue;
    const match = candidates.find((event) => waitMatchesEvent(node.data, event.evaluation, now));
    if (!match) continue;
    const job = { brandId, runId: wait.run_id, nodeId: wait.node_id, version: wait.version };
    await tx.execute(sql`delete from journey_waits where brand_id = ${brandId} and run_id = ${wait.run_id}
      and node_id = ${wait.node_id} and version = ${wait.version}`);
    await dropRunJob(tx, { ...job, kind: 'waitTimeout' });
    await enqueueRunJob(tx, {
      ...job,
      kind: 'timer',
      journeyId: wait.journey_id,
      dueAt: now,
      payload: { output: WAIT_HANDLES.event, eventId: match.stored.id },
    });
    resolved += 1;
  }
  return resolved;
}

/**
 * Runs in flight of these contacts whose journey has an exit goal get a check (docs/journeys.md "Exit
 * goal"): a waiting contact leaves as soon as the goal holds, without waiting for its timer. The
 * check runs after this transaction commits, so it sees the new event and attributes.
 */
async function queueExitChecks(tx: DbExecutor, brandId: string, runs: ActiveRunRow[], now: Date) {
  let queued = 0;
  for (const run of runs) {
    if (!run.node_id) continue;
    const definition = await runDefinition(tx, {
      brandId,
      journeyId: run.journey_id,
      version: run.version,
      definition: run.definition,
    });
    if (!definition || !hasExitGoal(definition.settings)) continue;
    await enqueueRunJob(tx, {
      brandId,
      kind: 'exitCheck',
      journeyId: run.journey_id,
      runId: run.id,
      nodeId: run.node_id,
      version: run.version,
      dueAt: now,
    });
    queued += 1;
  }
  return queued;
}

/**
 * Events were stored (events-ports.ts: ingest, or a platform event recorded where it happened), in
 * that transaction: contacts enter the live journeys whose custom-event, voice-event or page-view
 * trigger matches (core event-match.ts), delays waiting for such an event end by their `event`
 * output, and runs with an exit goal get it checked.
 */
export async function journeyEventsStored(
  tx: DbExecutor,
  options: { brandId: string; events: StoredContactEvent[]; now: Date },
): Promise<void> {
  const contactIds = [...new Set(options.events.map((event) => event.contactId))];
  const events = options.events.flatMap((stored) => {
    const evaluation = evaluationEvent(stored);
    return evaluation ? [{ stored, evaluation }] : [];
  });
  const { brandId, now } = options;
  const targets = await loadEventTargets(tx, { brandId, contactIds, withEvents: events.length > 0 });
  const checks = await queueExitChecks(tx, brandId, targets.runs, now);
  const entered = events.length > 0 ? await enterByEvents(tx, brandId, targets.journeys, events, now) : 0;
  const resolved = events.length > 0 ? await resolveWaits(tx, brandId, targets.waits, events, now) : 0;
  if (checks + entered + resolved > 0) wakeJourneyRunner();
}
