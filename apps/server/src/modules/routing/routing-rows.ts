import type { ReservationRow, TaskRow } from './tasks/task-transitions.ts';

// Rows that raw statements return (the hot paths are single statements with CTEs, see
// docs/routing.md "Speed"), mapped to the drizzle row types the rest of the module uses. Columns
// arrive snake_case; timestamps as Date (drivers) or ISO strings (row_to_json); bigint as string.

type Raw = Record<string, unknown>;

function date(value: unknown): Date {
  if (value instanceof Date) return value;
  return new Date(String(value));
}

function dateOrNull(value: unknown): Date | null {
  return value === null || value === undefined ? null : date(value);
}

function textOrNull(value: unknown): string | null {
  return value === null || value === undefined ? null : String(value);
}

export function taskFromRaw(raw: Raw): TaskRow {
  return {
    brandId: String(raw.brand_id),
    sid: String(raw.sid),
    seq: Number(raw.seq),
    status: String(raw.status),
    channel: String(raw.channel),
    capacityChannel: String(raw.capacity_channel),
    priority: Number(raw.priority),
    attributes: raw.attributes ?? {},
    queueSid: String(raw.queue_sid),
    queueName: String(raw.queue_name),
    workflowName: String(raw.workflow_name),
    reserveForUserId: textOrNull(raw.reserve_for_user_id),
    liveReservationSid: textOrNull(raw.live_reservation_sid),
    assignedUserId: textOrNull(raw.assigned_user_id),
    assignedWorkerSid: textOrNull(raw.assigned_worker_sid),
    cancellationReasonId: textOrNull(raw.cancellation_reason_id),
    canceledBy: textOrNull(raw.canceled_by),
    disposition: textOrNull(raw.disposition),
    outcomeId: textOrNull(raw.outcome_id),
    notes: textOrNull(raw.notes),
    objections: raw.objections ?? null,
    dispositionedBy: textOrNull(raw.dispositioned_by),
    dispositionedAt: dateOrNull(raw.dispositioned_at),
    createdAt: date(raw.created_at),
    updatedAt: date(raw.updated_at),
    acceptedAt: dateOrNull(raw.accepted_at),
    wrappedAt: dateOrNull(raw.wrapped_at),
    endedAt: dateOrNull(raw.ended_at),
    reportedAt: dateOrNull(raw.reported_at),
  };
}

export function reservationFromRaw(raw: Raw): ReservationRow {
  return {
    brandId: String(raw.brand_id),
    sid: String(raw.sid),
    taskSid: String(raw.task_sid),
    userId: String(raw.user_id),
    workerSid: String(raw.worker_sid),
    status: String(raw.status),
    capacityChannel: String(raw.capacity_channel),
    createdAt: date(raw.created_at),
    updatedAt: date(raw.updated_at),
    acceptedAt: dateOrNull(raw.accepted_at),
    timeoutAt: dateOrNull(raw.timeout_at),
    endedAt: dateOrNull(raw.ended_at),
  };
}

/** A JSON column of a raw row: PGlite and node-postgres parse json; a string is parsed here. */
export function jsonObject(value: unknown): Raw | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return JSON.parse(value) as Raw;
  return typeof value === 'object' ? (value as Raw) : null;
}

/** A JSON array column of a raw row (json_agg), parsed by the driver or here. */
export function jsonArray(value: unknown): unknown[] {
  if (value === null || value === undefined) return [];
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  return Array.isArray(parsed) ? parsed : [];
}
