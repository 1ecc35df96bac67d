import { CAPACITY_CHANNELS } from '@parley/core/channels';
import { type SQL, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.ts';
import type { EventBus, KeyedPublishInput } from '../../platform/events/event-bus.ts';
import { type AgentOrder, type PlanTask, type PlanWorker, planOffers, spareCapacity } from './plan-offers.ts';
import { toReservationView, toTaskUpdated } from './reservation-view.ts';
import { reservationEvent, taskUpdatedEvent } from './routing-events.ts';
import { newReservationSid } from './routing-ids.ts';
import { jsonArray, jsonObject } from './routing-rows.ts';
import { type RoutingTx, routingTransaction } from './routing-sql.ts';

/** Waiting tasks read per page; a pass reads pages while agents have room, up to MAX_PAGES. */
export const DISPATCH_PAGE_SIZE = 500;
const MAX_PAGES = 8;
/** With few tasks waiting, a pass reads this many of the longest-idle agents per task (at least the minimum). */
const CANDIDATES_PER_TASK = 8;
const MIN_CANDIDATES = 100;
/** A task whose queue was deleted under it routes like the default queue: no skills, 30 s. */
const ORPHAN_TIMEOUT_SECONDS = 30;

export type DispatchResult = {
  /** Reservations created (and published). */
  offered: number;
  /** The pass stopped at its page limit while still offering: run it again. */
  more: boolean;
};

type Candidate = PlanWorker & { workerSid: string };
type WaitingTask = PlanTask & {
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
async function readCandidates(tx: RoutingTx, brandId: string, channels: string[]): Promise<Candidate[]> {
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

function toWaitingTask(row: WaitingRow): WaitingTask {
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
    timeoutSeconds: row.timeout_seconds ?? ORPHAN_TIMEOUT_SECONDS,
    channel: row.channel,
    attributes: jsonObject(row.attributes) ?? {},
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
async function readFirst(tx: RoutingTx, brandId: string) {
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
async function readWaiting(
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

type Offer = { task: WaitingTask; worker: Candidate };
type PassPlan = { offers: Offer[]; full: boolean; needsEveryAgent: boolean; waiting: number };

/** Plans page after page of waiting tasks while some agent still has room. */
async function planPages(
  tx: RoutingTx,
  brandId: string,
  first: WaitingTask[],
  order: AgentOrder<Candidate>,
): Promise<PassPlan> {
  const offers: Offer[] = [];
  let page = first;
  for (let pages = 1; ; pages += 1) {
    const plan = planOffers(page, order);
    if (plan.needsEveryAgent)
      return { offers: [], full: false, needsEveryAgent: true, waiting: first.length };
    offers.push(...plan.offers);
    const full = page.length === DISPATCH_PAGE_SIZE;
    if (!full || pages >= MAX_PAGES) return { offers, full, needsEveryAgent: false, waiting: first.length };
    const room = [...order.fresh, ...order.used].some((worker) =>
      Object.keys(worker.capacity).some((channel) => spareCapacity(worker, channel) > 0),
    );
    if (!room) return { offers, full: false, needsEveryAgent: false, waiting: first.length };
    page = await readWaiting(tx, brandId, page[page.length - 1]);
    if (page.length === 0) return { offers, full: false, needsEveryAgent: false, waiting: first.length };
  }
}

/**
 * Plans one pass. A short queue reads only the longest-idle agents; if a task finds none of them
 * eligible, the pass is planned again with every available agent (the result is the same as if all
 * had been read: agents further down were idle longer than anyone already offered something).
 */
async function planPass(tx: RoutingTx, brandId: string): Promise<PassPlan> {
  const first = await readFirst(tx, brandId);
  if (first.waiting.length === 0 || first.candidates.length === 0) {
    return { offers: [], full: false, needsEveryAgent: false, waiting: first.waiting.length };
  }
  const plan = await planPages(tx, brandId, first.waiting, {
    fresh: first.candidates,
    used: [],
    complete: first.complete,
  });
  if (!plan.needsEveryAgent) return plan;
  const channels = [...new Set(first.waiting.map((task) => task.capacityChannel))];
  const everyone = await readCandidates(
    tx,
    brandId,
    first.waiting.length >= DISPATCH_PAGE_SIZE ? [...CAPACITY_CHANNELS] : channels,
  );
  return planPages(tx, brandId, first.waiting, { fresh: everyone, used: [], complete: true });
}

/** The events of one offer: built here from the task as read, stored only if the write claims it. */
function offerEvents(brandId: string, offer: Offer, reservationSid: string, now: Date) {
  const { task, worker } = offer;
  const reservation = {
    sid: reservationSid,
    taskSid: task.sid,
    status: 'pending',
    createdAt: now,
    acceptedAt: null,
    workerSid: worker.workerSid,
    timeoutAt: new Date(now.getTime() + task.timeoutSeconds * 1000),
  };
  // The task as the write leaves it: still pending, now with a live reservation.
  const offered = {
    sid: task.sid,
    status: 'pending',
    attributes: task.attributes,
    priority: task.priority,
    queueName: task.queueName,
    queueSid: task.queueSid,
    channel: task.channel,
    capacityChannel: task.capacityChannel,
    workflowName: task.workflowName,
    liveReservationSid: reservationSid,
    updatedAt: now,
    assignedWorkerSid: null,
  };
  return {
    created: reservationEvent(
      'reservation.created',
      brandId,
      worker.userId,
      toReservationView(reservation, offered),
    ),
    updated: taskUpdatedEvent(brandId, toTaskUpdated(offered, worker.workerSid)),
  };
}

/**
 * Writes the planned offers and their events in one statement and commits with it: claims the agents
 * (one whose status changed since the read drops out), claims the tasks (one changed in any way since
 * the read — canceled, offered, its attributes merged — drops out), inserts the reservations, and
 * stores `reservation.created` (to each agent) then `task.updated` (the brand) for each offer made
 * (EventBus.storeWithChanges). Returns the events, to deliver after the commit.
 */
async function writeOffers(tx: RoutingTx, bus: EventBus, brandId: string, offers: Offer[], now: Date) {
  const at = now.toISOString();
  // Lists travel as array parameters, so the statement text (a prepared statement) never changes.
  const column = <T>(pick: (offer: Offer) => T) => sql.param(offers.map(pick));
  const reservationSids = offers.map(() => newReservationSid());
  const created: KeyedPublishInput[] = [];
  const updated: KeyedPublishInput[] = [];
  offers.forEach((offer, index) => {
    const events = offerEvents(brandId, offer, reservationSids[index] ?? '', now);
    created.push({ ...events.created, key: offer.task.sid });
    updated.push({ ...events.updated, key: offer.task.sid });
  });
  return bus.storeWithChanges(
    sql`offer as (
          select * from unnest(
            ${column((offer) => offer.task.sid)}::text[], ${sql.param(reservationSids)}::text[],
            ${column((offer) => offer.worker.userId)}::text[], ${column((offer) => offer.worker.workerSid)}::text[],
            ${column((offer) => offer.task.capacityChannel)}::text[],
            ${column((offer) => new Date(now.getTime() + offer.task.timeoutSeconds * 1000).toISOString())}::text[],
            ${column((offer) => offer.task.version)}::text[]
          ) as offer (task_sid, reservation_sid, user_id, worker_sid, capacity_channel, timeout_at, version)
        ), locked_workers as (
          -- Worker rows are locked in user_id order by every statement that locks several of them
          -- (docs/routing.md, Locking order), so two such statements can never deadlock.
          select w.user_id from workers as w
          where w.brand_id = ${brandId} and w.available
            and w.user_id in (select distinct user_id::uuid from offer)
          order by w.user_id
          for update
        ), claimed_workers as (
          update workers as w set idle_since = ${at}::timestamptz
          where w.brand_id = ${brandId} and w.user_id in (select user_id from locked_workers)
          returning w.user_id
        ), claimed_tasks as (
          update tasks as t set live_reservation_sid = offer.reservation_sid, updated_at = ${at}::timestamptz
          from offer
          where t.brand_id = ${brandId} and t.sid = offer.task_sid
            and t.status = 'pending' and t.live_reservation_sid is null and t.xmin::text = offer.version
            and offer.user_id::uuid in (select user_id from claimed_workers)
          returning t.sid
        ), inserted as (
          insert into reservations
            (brand_id, sid, task_sid, user_id, worker_sid, status, capacity_channel, created_at, updated_at, timeout_at)
          select ${brandId}, offer.reservation_sid, offer.task_sid, offer.user_id::uuid, offer.worker_sid, 'pending',
                 offer.capacity_channel, ${at}::timestamptz, ${at}::timestamptz, offer.timeout_at::timestamptz
          from offer join claimed_tasks on claimed_tasks.sid = offer.task_sid
          returning task_sid
        ), change as (
          select task_sid as key from inserted
        )`,
    [...created, ...updated],
    (query) => tx.rowsAndCommit(query),
  );
}

export type DispatchPass = DispatchResult & {
  /** Tasks were waiting and none could be offered: every eligible agent is busy (or there is none). */
  stuck: boolean;
  /** Delivers the pass's events (stored with its offers): call it once, after the pass returned. */
  deliver(): void;
};

const NOTHING_TO_DELIVER = () => {};

/**
 * One dispatch pass for a brand, in one transaction under the brand's routing lock: offers waiting
 * tasks (priority, then age) to the longest-idle eligible available agents, and stores the offers'
 * events with them. On PostgreSQL that is two round trips: `begin`, the lock and the read; the write,
 * its events and `commit`. Returns once committed; the caller delivers the events.
 */
export async function runDispatchPass(
  db: DbExecutor,
  bus: EventBus,
  options: {
    brandId: string;
    now?: Date;
    /**
     * Called as the pass sends its write (and commit): from then on it holds the brand's lock only
     * until that commit, so a next pass may already be started — its lock waits for the commit, and
     * its read sees everything this pass wrote (routing-engine.ts).
     */
    onWrite?: () => void;
  },
): Promise<DispatchPass> {
  const { brandId } = options;
  const now = options.now ?? new Date();
  return routingTransaction(
    db,
    async (tx) => {
      const plan = await planPass(tx, brandId);
      if (plan.offers.length === 0) {
        return { offered: 0, more: false, stuck: plan.waiting > 0, deliver: NOTHING_TO_DELIVER };
      }
      const writing = writeOffers(tx, bus, brandId, plan.offers, now);
      options.onWrite?.();
      const stored = await writing;
      const made = stored.keys.length;
      return {
        offered: made,
        // A page limit reached, or planned offers that dropped out (an agent or a task changed since
        // the read): the next pass reads again at once.
        more: (plan.full && made > 0) || made < plan.offers.length,
        stuck: made === 0 && plan.waiting > 0,
        deliver: stored.deliver,
      };
    },
    { lockBrandId: brandId },
  );
}

/** A dispatch pass whose events are delivered before it returns (tests, scripts). */
export async function dispatch(
  db: DbExecutor,
  bus: EventBus,
  options: { brandId: string; now?: Date },
): Promise<DispatchResult> {
  const { offered, more, deliver } = await runDispatchPass(db, bus, options);
  deliver();
  return { offered, more };
}
