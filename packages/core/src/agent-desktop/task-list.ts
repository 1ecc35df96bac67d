// The agent's task list (spec 000 §4, spec 001 §4): which reservations the desk keeps, in which
// order, and which task is active. Pure: the web store calls these on every event.

import type { ReservationStatus } from '../common/channels.ts';
import { STORED_TASK_CREATION_DATES_MAX } from '../common/limits.ts';
import type { Reservation } from './reservation.ts';
import { originalTaskSidOf, reservationStatusRank } from './reservation-attributes.ts';

/** spec 001 §4: rejected, rescinded, timed-out, canceled and completed reservations leave the list. */
export const REMOVED_RESERVATION_STATUSES: readonly ReservationStatus[] = [
  'rejected',
  'rescinded',
  'timeout',
  'canceled',
  'completed',
];

/** spec 000 §4: completed and canceled tasks are hidden. */
const HIDDEN_TASK_STATUSES: readonly string[] = ['completed', 'canceled'];

export function isRemovedReservation(reservation: Pick<Reservation, 'status'>): boolean {
  return REMOVED_RESERVATION_STATUSES.includes(reservation.status);
}

/** How many ended reservation sids the desk remembers, so a replayed older event cannot bring one back. */
export const ENDED_RESERVATIONS_REMEMBERED = 200;

/** The reservations the desk holds, by reservation sid, and the sids it saw end. */
export type DeskReservations = {
  bySid: Readonly<Record<string, Reservation>>;
  ended: readonly string[];
};

export const EMPTY_DESK_RESERVATIONS: DeskReservations = { bySid: {}, ended: [] };

/**
 * One reservation event applied to the desk. A reservation only moves forward (pending → accepted →
 * wrapping → ended), so news older than what the desk holds (a replay after a reconnect, or the
 * initial load answering after an event) is ignored; an ended reservation is dropped and
 * remembered as ended.
 */
export function applyReservation(desk: DeskReservations, reservation: Reservation): DeskReservations {
  if (desk.ended.includes(reservation.sid)) return desk;
  if (isRemovedReservation(reservation)) {
    const { [reservation.sid]: _removed, ...rest } = desk.bySid;
    return {
      bySid: rest,
      ended: [...desk.ended, reservation.sid].slice(-ENDED_RESERVATIONS_REMEMBERED),
    };
  }
  const held = desk.bySid[reservation.sid];
  if (held && reservationStatusRank(held.status) > reservationStatusRank(reservation.status)) return desk;
  return { ...desk, bySid: { ...desk.bySid, [reservation.sid]: reservation } };
}

/** Several reservations (the initial `reservations(workerSid)` answer) applied in order. */
export function applyReservations(
  desk: DeskReservations,
  reservations: readonly Reservation[],
): DeskReservations {
  return reservations.reduce(applyReservation, desk);
}

/**
 * spec 000 §9 "Stored task creation dates capped at 100": the first creation date seen per task,
 * newest 100 kept. A task offered again (a new reservation after a timeout) keeps its place in the
 * list instead of jumping to the top.
 */
export type TaskCreationDates = Readonly<Record<string, string>>;

export function rememberTaskCreationDates(
  dates: TaskCreationDates,
  reservations: readonly Pick<Reservation, 'taskSid' | 'createdDate'>[],
): TaskCreationDates {
  let changed = false;
  const next: Record<string, string> = { ...dates };
  for (const { taskSid, createdDate } of reservations) {
    if (next[taskSid] === undefined) {
      next[taskSid] = createdDate;
      changed = true;
    }
  }
  if (!changed) return dates;
  const entries = Object.entries(next);
  if (entries.length <= STORED_TASK_CREATION_DATES_MAX) return next;
  entries.sort(([, a], [, b]) => Date.parse(b) - Date.parse(a));
  return Object.fromEntries(entries.slice(0, STORED_TASK_CREATION_DATES_MAX));
}

function createdAtOf(reservation: Reservation, dates: TaskCreationDates): number {
  const time = Date.parse(dates[reservation.taskSid] ?? reservation.createdDate);
  return Number.isNaN(time) ? 0 : time;
}

/**
 * The list the agent sees (spec 000 §4): no completed or canceled task, one entry per task and per
 * transfer chain (a transferred task replaces its original: the newer one stays), newest first.
 * Ties keep a stable order by task sid.
 */
export function taskList(reservations: readonly Reservation[], dates: TaskCreationDates = {}): Reservation[] {
  const kept: Reservation[] = [];
  const keptKeys = new Set<string>();
  const visible = reservations.filter(
    (reservation) =>
      !isRemovedReservation(reservation) && !HIDDEN_TASK_STATUSES.includes(reservation.taskStatus),
  );
  const newestFirst = [...visible].sort(
    (a, b) => createdAtOf(b, dates) - createdAtOf(a, dates) || a.taskSid.localeCompare(b.taskSid),
  );
  const taskSids = new Set(visible.map((reservation) => reservation.taskSid));
  for (const reservation of newestFirst) {
    // An original whose transferred task is in the list is the same work: the transfer stands for it.
    const chain = originalTaskSidOf(reservation);
    const key = chain !== undefined && taskSids.has(chain) ? chain : reservation.taskSid;
    if (keptKeys.has(key) || keptKeys.has(reservation.taskSid)) continue;
    keptKeys.add(key).add(reservation.taskSid);
    kept.push(reservation);
  }
  return kept;
}

/**
 * spec 001 §4: the active task stays while it is in the list; if it left (or none was active), the
 * top remaining task becomes active; an empty list has none.
 */
export function nextActiveTaskSid(list: readonly Reservation[], activeTaskSid: string | null): string | null {
  if (activeTaskSid !== null && list.some((reservation) => reservation.taskSid === activeTaskSid)) {
    return activeTaskSid;
  }
  return list[0]?.taskSid ?? null;
}
