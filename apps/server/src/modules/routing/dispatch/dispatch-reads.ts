import { CAPACITY_CHANNELS } from '@parley/core/common/channels';
import { type SQL, sql } from 'drizzle-orm';
import { jsonArray, jsonObject } from '../routing-rows.ts';
import type { RoutingTx } from '../routing-sql.ts';
import { TARGET_AGENT_ATTRIBUTE } from '../workers/contact-target-agent.ts';
import type { PlanTask, PlanWorker } from './plan-offers.ts';

/** Waiting tasks read per page; a pass reads pages while agents have room, up to MAX_PAGES. */
export const DISPATCH_PAGE_SIZE = 500;
export const MAX_PAGES = 8;
/** With few tasks waiting, a pass reads this many of the longest-idle agents per task (at least the minimum). */
const CANDIDATES_PER_TASK = 8;
const MIN_CANDIDATES = 100;
/** A task whose queue was deleted under it routes like the default queue: no skills, 30 s. */
const ORPHAN_TIMEOUT_SECONDS = 30;

export type Candidate = PlanWorker & { workerSid: string };
export type WaitingTask = PlanTask & {
  seq: string;
  priority: number;
  createdAt: string;
  timeoutSeconds: number;
  /** What the offer's events show of the task (it is unchanged until the write: see `version`). */
  channel: string;
  attributes: Record<string, unknown>;
  queueSid: string;
  queueName: string;
  workflowName: string;
  /** The row version read (xmin): the write claims the task only if it is still this one. */
  version: string;
};

type CandidateRow = {
  user_id: string;
  worker_sid: string;
  skills: string[] | null;
  channel_capacity: unknown;
  load: unknown;
};

function toCandidate(row: CandidateRow): Candidate {
  const load = new Map<string, number>();
  for (const [channel, n] of Object.entries(jsonObject(row.load) ?? {})) load.set(channel, Number(n));
  return {
    userId: String(row.user_id),
    workerSid: row.worker_sid,
    skills: new Set(row.skills ?? []),
    // syncWorker stores the users module's channelCapacity: { call, customTask, email, sms, voicemail }.
    capacity: (jsonObject(row.channel_capacity) ?? {}) as Record<string, number>,
    load,
  };
}

/**
 * Available agents of the brand, longest idle first, with their live reservations per capacity
 * channel — only those with room on at least one of the `needed` channels (a one-column relation
 * `channel`): an agent without room can take nothing in this pass, and a brand whose agents are all
 * busy gets a cheap pass.
 */
function candidatesSql(brandId: string, needed: SQL, limit: SQL): SQL {
  return sql`select w.user_id, w.worker_sid, w.skills, w.channel_capacity, l.load, w.idle_since
    from workers w
    cross join lateral (
      select coalesce(json_object_agg(x.capacity_channel, x.n), '{}'::json) as load
      from (select capacity_channel, count(*)::int as n from reservations r
            where r.brand_id = w.brand_id and r.user_id = w.user_id and r.status in ('pending', 'accepted', 'wrapping')
            group by capacity_channel) x
    ) l
    where w.brand_id = ${brandId} and w.available
      and exists (select 1 from ${needed} as needed (channel)
                  where coalesce((w.channel_capacity ->> needed.channel)::int, 0)
                        > coalesce((l.load ->> needed.channel)::int, 0))
    order by w.idle_since, w.user_id
    ${limit}`;
}

/** Every available agent with room on one of `channels` (the fallback of a partial read). */
export async function readCandidates(
  tx: RoutingTx,
  brandId: string,
  channels: string[],
): Promise<Candidate[]> {
  const rows = await tx.rows<CandidateRow>(
    candidatesSql(brandId, sql`(select unnest(${sql.param(channels)}::text[]))`, sql``),
  );
  return rows.map(toCandidate);
}

type WaitingRow = {
  sid: string;
  seq: string | number;
  priority: number;
  created_at: Date | string;
  capacity_channel: string;
  reserve_for_user_id: string | null;
  queue_sid: string;
  required_skills: string[] | null;
  timeout_seconds: number | null;
  rejected_by: string[] | null;
  channel: string;
  attributes: unknown;
  queue_name: string;
  workflow_name: string;
  version: string;
};

/** The contact's target agent the task carries (attributes.targetAgentId, set by its creator), if any. */
function preferredUserOf(attributes: Record<string, unknown>): string | null {
  const value = attributes[TARGET_AGENT_ATTRIBUTE];
  return typeof value === 'string' && value !== '' ? value : null;
}

function toWaitingTask(row: WaitingRow): WaitingTask {
  const attributes = jsonObject(row.attributes) ?? {};
  return {
    sid: row.sid,
    seq: String(row.seq),
    priority: Number(row.priority),
    createdAt: (row.created_at instanceof Date ? row.created_at : new Date(row.created_at)).toISOString(),
    classKey: `${row.queue_sid}|${row.capacity_channel}|${row.reserve_for_user_id ?? ''}`,
    capacityChannel: row.capacity_channel,
    requiredSkills: row.required_skills ?? [],
    reserveForUserId: row.reserve_for_user_id,
    rejectedBy: new Set(row.rejected_by ?? []),
    preferredUserId: preferredUserOf(attributes),
    timeoutSeconds: row.timeout_seconds ?? ORPHAN_TIMEOUT_SECONDS,
    channel: row.channel,
    attributes,
    queueSid: row.queue_sid,
    queueName: row.queue_name,
    workflowName: row.workflow_name,
    version: String(row.version),
  };
}

/**
 * The columns of a waiting task (t: tasks, q: its queue), with the agents who rejected it, what the
 * offer's events show and the row version.
 */
const WAITING_COLUMNS = sql`t.sid, t.seq, t.priority, t.created_at, t.capacity_channel,
  t.reserve_for_user_id::text as reserve_for_user_id, t.queue_sid, q.required_skills,
  t.channel, t.attributes, t.queue_name, t.workflow_name, t.xmin::text as version,
  q.reservation_timeout_seconds as timeout_seconds,
  (select array_agg(r.user_id::text) from reservations r
   where r.brand_id = t.brand_id and r.task_sid = t.sid and r.status = 'rejected') as rejected_by`;
const WAITING_FROM = (brandId: string) =>
  sql`from tasks t left join queues q on q.brand_id = t.brand_id and q.sid = t.queue_sid
      where t.brand_id = ${brandId} and t.status = 'pending' and t.live_reservation_sid is null`;

/**
 * The first page of waiting tasks and, in the same round trip, the longest-idle agents: a few per
 * waiting task, or all of them when a full page waits.
 */
export async function readFirst(tx: RoutingTx, brandId: string) {
  const [row] = await tx.rows<{ tasks: unknown; workers: unknown; limited: boolean }>(
    sql`with waiting as (
          select ${WAITING_COLUMNS} ${WAITING_FROM(brandId)}
          order by t.priority desc, t.created_at, t.seq
          limit ${DISPATCH_PAGE_SIZE}
        ), wanted as (
          select case when count(*) >= ${DISPATCH_PAGE_SIZE} then null
                      else greatest(${MIN_CANDIDATES}, count(*) * ${CANDIDATES_PER_TASK}) end as n
          from waiting
        ), needed as (
          -- A short queue needs room on its own channels; a full page may be followed by others.
          select distinct capacity_channel from waiting
          where (select count(*) from waiting) < ${DISPATCH_PAGE_SIZE}
          union
          select unnest(${sql.param([...CAPACITY_CHANNELS])}::text[])
          where (select count(*) from waiting) >= ${DISPATCH_PAGE_SIZE}
        ), candidates as (
          ${candidatesSql(brandId, sql`needed`, sql`limit (select n from wanted)`)}
        )
        select (select coalesce(json_agg(waiting order by waiting.priority desc, waiting.created_at, waiting.seq), '[]'::json)
                from waiting) as tasks,
               (select coalesce(json_agg(candidates order by candidates.idle_since, candidates.user_id), '[]'::json)
                from candidates) as workers,
               (select n is not null from wanted) as limited`,
  );
  const waiting = (jsonArray(row?.tasks) as WaitingRow[]).map(toWaitingTask);
  const candidates = (jsonArray(row?.workers) as CandidateRow[]).map(toCandidate);
  const limit = row?.limited ? Math.max(MIN_CANDIDATES, waiting.length * CANDIDATES_PER_TASK) : null;
  return { waiting, candidates, complete: limit === null || candidates.length < limit };
}

/** One page of waiting tasks in offer order (priority, then age), with their queue and rejecters. */
export async function readWaiting(
  tx: RoutingTx,
  brandId: string,
  after: WaitingTask | undefined,
): Promise<WaitingTask[]> {
  const cursor: SQL = after
    ? sql`and (t.priority < ${after.priority} or (t.priority = ${after.priority} and (t.created_at > ${after.createdAt}::timestamptz
          or (t.created_at = ${after.createdAt}::timestamptz and t.seq > ${after.seq}::bigint))))`
    : sql``;
  const rows = await tx.rows<WaitingRow>(
    sql`select ${WAITING_COLUMNS} ${WAITING_FROM(brandId)} ${cursor}
        order by t.priority desc, t.created_at, t.seq
        limit ${DISPATCH_PAGE_SIZE}`,
  );
  return rows.map(toWaitingTask);
}
