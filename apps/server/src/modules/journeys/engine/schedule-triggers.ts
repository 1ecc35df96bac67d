import { parseDatetimeText } from '@parley/core/conditions/values';
import { nextCronRun } from '@parley/core/journeys/cron';
import type { NodeOf } from '@parley/core/journeys/graph';
import type { JourneyDefinition } from '@parley/core/journeys/journey';
import type { EntryRule } from '@parley/core/journeys/settings';
import type { Audience, Schedule } from '@parley/core/journeys/trigger-data';
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../../platform/db/database.ts';
import { pageContactListMemberIds } from '../../contact-lists/page-contact-list-members.ts';
import { pageSegmentContactIds } from '../../segments/segment-contacts.ts';
import { findSegment } from '../../segments/segment-store.ts';
import { engineDelayScale } from './engine-clock.ts';
import type { EngineDeps } from './engine-deps.ts';
import { engineRows } from './engine-sql.ts';
import { enterJourneys } from './enter-journey.ts';
import { scheduleJobKey } from './job-keys.ts';
import { versionDefinition } from './journey-definitions.ts';
import { wakeJourneyRunner } from './runner-signal.ts';

// Scheduled triggers (docs/journeys.md "Triggers"): a journey whose trigger is `scheduled` has one
// pending `schedule` job for its next occurrence, written when it goes live (publish-journey.ts) and
// replaced by each new version. When an occurrence falls due, its job stores the next one (cron) and
// enters the audience's members at that moment page by page: each page is one job in the runner's
// batch, and a page that is full enqueues the page after it (a cursor on the contact id), so 100,000
// members are many short transactions, never one. Every entry is keyed `schedule:<instant>:<contact>`
// (journey_runs_trigger_unique), so a page run twice (a crash, a retry) enters nobody twice.

/** Members entered per job (one savepoint of the runner's batch). */
export const SCHEDULE_PAGE_SIZE = 500;

/** What a `schedule` job carries: the occurrence, the audience it walks and where its page starts. */
type SchedulePayload = {
  at: string;
  audience: { kind: Audience['kind']; id: string };
  afterId: string | null;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The claimed job as the runner hands it over (run-job.ts ClaimedJob; not imported: run-job imports this file). */
export type ScheduleJob = {
  brandId: string;
  journeyId: string | null;
  version: number | null;
  payload: Record<string, unknown> | null;
};

type ScheduledTrigger = NodeOf<'trigger'> & { data: { triggerType: 'scheduled' } };

function scheduledTriggerOf(definition: JourneyDefinition | null): ScheduledTrigger | null {
  const trigger = definition?.nodes.find((node) => node.type === 'trigger');
  if (trigger?.type !== 'trigger' || trigger.data.triggerType !== 'scheduled') return null;
  // Narrowed by the two checks above (TypeScript does not narrow the nested discriminant itself).
  return trigger as ScheduledTrigger;
}

/** The schedule's first occurrence after `after` (a one-time instant may lie before it), or null. */
function occurrenceAfter(schedule: Schedule, after: Date): Date | null {
  if (schedule.kind === 'once') return schedule.at ? parseDatetimeText(schedule.at) : null;
  return nextCronRun(schedule.cron, after, schedule.timeZone);
}

async function enqueueScheduleJob(
  tx: DbExecutor,
  job: {
    brandId: string;
    journeyId: string;
    version: number;
    triggerNodeId: string;
    at: Date;
    audience: SchedulePayload['audience'];
    afterId: string | null;
    dueAt: Date;
  },
): Promise<void> {
  const payload: SchedulePayload = { at: job.at.toISOString(), audience: job.audience, afterId: job.afterId };
  await tx.execute(sql`insert into journey_jobs (brand_id, kind, key, journey_id, node_id, version, payload, due_at)
    values (${job.brandId}, 'schedule', ${scheduleJobKey(job.journeyId, job.at, job.afterId)}, ${job.journeyId},
      ${job.triggerNodeId}, ${job.version}, ${JSON.stringify(payload)}::jsonb, ${job.dueAt})
    on conflict (brand_id, key) do nothing`);
}

/**
 * A version goes live (publishDraft, in its transaction): the journey's pending start job is replaced
 * by the new version's next occurrence, or dropped when its trigger is no longer scheduled. Pages of
 * an occurrence already being entered go on (they follow the live version, runScheduleJob). A
 * one-time instant already past runs at once, unless the version before had the same instant: it ran
 * (or is running) then.
 */
export async function scheduleJourneyTrigger(
  tx: DbExecutor,
  options: {
    brandId: string;
    journeyId: string;
    version: number;
    definition: JourneyDefinition;
    previous: JourneyDefinition | null;
    now: Date;
  },
): Promise<Date | null> {
  const { brandId, journeyId, now } = options;
  await tx.execute(sql`delete from journey_jobs where brand_id = ${brandId} and journey_id = ${journeyId}
    and kind = 'schedule' and payload->>'afterId' is null`);
  const trigger = scheduledTriggerOf(options.definition);
  const audienceId = trigger?.data.audience.id;
  if (!trigger || !audienceId) return null;
  const { schedule } = trigger.data;
  const at = occurrenceAfter(schedule, now);
  if (!at) return null;
  if (schedule.kind === 'once' && at.getTime() <= now.getTime()) {
    const before = scheduledTriggerOf(options.previous)?.data.schedule;
    if (before?.kind === 'once' && before.at && parseDatetimeText(before.at)?.getTime() === at.getTime())
      return null;
  }
  const dueAt = new Date(Math.max(at.getTime(), now.getTime()));
  await enqueueScheduleJob(tx, {
    brandId,
    journeyId,
    version: options.version,
    triggerNodeId: trigger.id,
    at,
    audience: { kind: trigger.data.audience.kind, id: audienceId },
    afterId: null,
    dueAt,
  });
  return dueAt;
}

/** A claimed job's payload as enqueueScheduleJob wrote it: the occurrence, its audience, the cursor. */
function payloadOf(
  job: ScheduleJob,
): { instant: Date; audience: SchedulePayload['audience']; afterId: string | null } | null {
  const payload = job.payload;
  const instant = typeof payload?.at === 'string' ? new Date(payload.at) : null;
  const audience = payload?.audience;
  if (!instant || Number.isNaN(instant.getTime()) || typeof audience !== 'object' || audience === null)
    return null;
  const kind = Reflect.get(audience, 'kind');
  const id = Reflect.get(audience, 'id');
  if ((kind !== 'segment' && kind !== 'contactList') || typeof id !== 'string') return null;
  const afterId = typeof payload?.afterId === 'string' ? payload.afterId : null;
  return { instant, audience: { kind, id }, afterId };
}

/** One page of the audience's members now (segment or contact list); none when it no longer exists. */
async function audiencePage(
  tx: DbExecutor,
  options: {
    brandId: string;
    audience: SchedulePayload['audience'];
    afterId: string | null;
    limit: number;
    now: Date;
  },
): Promise<{ contactIds: string[]; nextAfterId: string | null }> {
  const { brandId, audience, afterId, limit, now } = options;
  const none = { contactIds: [], nextAfterId: null };
  if (!UUID.test(audience.id)) return none;
  if (audience.kind === 'contactList')
    return (
      (await pageContactListMemberIds(tx, { brandId, listId: audience.id, afterId, limit, now })) ?? none
    );
  const segment = await findSegment(tx, { brandId, id: audience.id });
  if (!segment) return none;
  return pageSegmentContactIds(tx, { brandId, segment, afterId, limit, now });
}

/**
 * Enters a page of contacts at the trigger in one statement (enterJourneys: the entry rule's unique
 * indexes and the trigger key refuse a second entry). Returns how many entered.
 */
async function enterScheduled(
  tx: DbExecutor,
  entry: {
    brandId: string;
    journeyId: string;
    version: number;
    triggerNodeId: string;
    entryRule: EntryRule;
    at: Date;
    contactIds: string[];
    now: Date;
  },
): Promise<number> {
  const entries = entry.contactIds.map((contactId) => ({
    brandId: entry.brandId,
    journeyId: entry.journeyId,
    version: entry.version,
    contactId,
    entryRule: entry.entryRule,
    triggerKey: `schedule:${entry.at.getTime()}:${contactId}`,
    triggerEvent: null,
    triggerNodeId: entry.triggerNodeId,
    now: entry.now,
    delayScale: engineDelayScale(),
  }));
  return (await enterJourneys(tx, entries)).length;
}

/**
 * A `schedule` job (run-job.ts): one page of one occurrence. The journey must still be live with a
 * scheduled trigger over the same audience, and a start job must belong to the live version (an older
 * one's was replaced at publish). The start stores the next occurrence (cron; one missed while no
 * server ran is not caught up: the next is after now); every page enters its members with the live
 * version and enqueues the next page when it was full.
 */
export async function runScheduleJob(
  tx: DbExecutor,
  deps: EngineDeps,
  job: ScheduleJob,
  now: Date,
  afterCommit: Array<() => Promise<void>>,
): Promise<void> {
  const payload = payloadOf(job);
  if (!payload || !job.journeyId) return;
  const { brandId } = job;
  const [journey] = await engineRows<{ live_version: number | null; hidden: boolean }>(
    tx,
    sql`select live_version, hidden from journeys
      where brand_id = ${brandId} and id = ${job.journeyId} and state = 'live' for share`,
  );
  if (!journey?.live_version) return;
  // Archived (stop-schedule.ts): a job claimed before the archive committed stops here.
  if (journey.hidden) return;
  const version = journey.live_version;
  const definition = await versionDefinition(tx, { brandId, journeyId: job.journeyId, version });
  const trigger = scheduledTriggerOf(definition);
  if (!definition || !trigger) return;
  const { audience, schedule } = trigger.data;
  if (audience.kind !== payload.audience.kind || audience.id !== payload.audience.id) return;
  if (payload.afterId === null) {
    if (job.version !== version) return;
    const after = new Date(Math.max(payload.instant.getTime(), now.getTime()));
    const next = schedule.kind === 'cron' ? occurrenceAfter(schedule, after) : null;
    if (next)
      await enqueueScheduleJob(tx, {
        brandId,
        journeyId: job.journeyId,
        version,
        triggerNodeId: trigger.id,
        at: next,
        audience: payload.audience,
        afterId: null,
        dueAt: next,
      });
  }
  const limit = deps.schedulePageSize ?? SCHEDULE_PAGE_SIZE;
  const page = await audiencePage(tx, {
    brandId,
    audience: payload.audience,
    afterId: payload.afterId,
    limit,
    now,
  });
  const entered = await enterScheduled(tx, {
    brandId,
    journeyId: job.journeyId,
    version,
    triggerNodeId: trigger.id,
    entryRule: definition.settings.entryRule,
    at: payload.instant,
    contactIds: page.contactIds,
    now,
  });
  if (page.nextAfterId)
    await enqueueScheduleJob(tx, {
      brandId,
      journeyId: job.journeyId,
      version,
      triggerNodeId: trigger.id,
      at: payload.instant,
      audience: payload.audience,
      afterId: page.nextAfterId,
      dueAt: now,
    });
  if (entered > 0 || page.nextAfterId) afterCommit.push(async () => wakeJourneyRunner());
}
