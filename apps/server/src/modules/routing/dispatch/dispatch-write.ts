import { sql } from 'drizzle-orm';
import type { EventBus, KeyedPublishInput } from '../../../platform/realtime/event-bus.ts';
import { toReservationView, toTaskUpdated } from '../reservations/reservation-view.ts';
import { reservationEvent, taskUpdatedEvent } from '../routing-events.ts';
import { newReservationSid } from '../routing-ids.ts';
import type { RoutingTx } from '../routing-sql.ts';
import type { Candidate, WaitingTask } from './dispatch-reads.ts';

export type Offer = { task: WaitingTask; worker: Candidate };

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
export async function writeOffers(tx: RoutingTx, bus: EventBus, brandId: string, offers: Offer[], now: Date) {
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
