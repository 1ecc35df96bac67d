import { and, asc, isNotNull, isNull } from 'drizzle-orm';
import { AppError } from '../../platform/http/app-error.ts';
import type { PublishInput } from '../../platform/realtime/event-bus.ts';
import { getTask } from '../routing/tasks/get-task.ts';
import { listTaskStatuses, taskRefKey } from '../routing/tasks/list-task-statuses.ts';
import { bumpAndSnapshot } from './change-conference.ts';
import { pendingTransfer } from './transfer-call.ts';
import { conferences } from './voice.tables.ts';
import type { VoiceDeps } from './voice-deps.ts';
import { notificationEvent, publishVoiceEvents } from './voice-events.ts';
import { lockLiveConference } from './voice-store.ts';

/** Conferences settled per sweep (the oldest changes first); the next tick takes the rest. */
const SETTLE_BATCH = 200;
/** Live transfers looked at per sweep: a transfer waits for its target seconds, so few are ever open. */
const OPEN_TRANSFERS_MAX = 2_000;
/** A transfer's task still running: the target may yet join. */
const RUNNING_TASK_STATUSES = new Set(['pending', 'accepted']);

/**
 * One conference whose transfer's task ended without its target joining (the target rejected it or
 * let the offer time out, and routing canceled the task reserved to them): the conference forgets
 * the transfer, and the agent who transferred — still on the call — hears `transferCanceled`
 * ('Transfer was cancelled.'). One transaction; a transfer canceled or joined meanwhile is left alone.
 */
async function settleCanceledTransfer(
  deps: VoiceDeps,
  options: { brandId: string; conferenceSid: string; transferTaskSid: string; now: Date },
): Promise<boolean> {
  const { brandId, transferTaskSid, now } = options;
  const events: PublishInput[] = [];
  await deps.db.transaction(async (tx) => {
    // Ended meanwhile: ending it canceled the transfer already.
    const locked = await lockLiveConference(tx, brandId, options.conferenceSid).catch((error: unknown) => {
      if (error instanceof AppError && error.code === 'not_found') return null;
      throw error;
    });
    if (!locked) return;
    const { call, conference } = locked;
    if (conference.transferTaskSid !== transferTaskSid) return;
    if (await pendingTransfer(tx, brandId, transferTaskSid)) return;
    const transfer = await getTask(tx, { brandId, taskSid: transferTaskSid });
    events.push(
      ...(await bumpAndSnapshot(tx, conference, now, { transferTaskSid: null, transferFromUserId: null })),
    );
    if (conference.transferFromUserId) {
      const originalTaskSid = transfer?.attributes.originalTaskSid;
      events.push(
        notificationEvent(brandId, conference.transferFromUserId, {
          kind: 'transferCanceled',
          taskSid: typeof originalTaskSid === 'string' ? originalTaskSid : conference.taskSid,
          name: call.contactName,
        }),
      );
    }
  });
  await publishVoiceEvents(deps.bus, events);
  return events.length > 0;
}

/**
 * The voice sweep's look for transfers whose task routing ended (rejected, timed out, canceled by a
 * supervisor): routing cancels such a task in its own transaction, so the voice module finds them
 * here, within a second, durably (a restart finds them too).
 */
export async function settleCanceledTransfers(
  deps: VoiceDeps,
  options: { now?: Date } = {},
): Promise<{ settled: number; more: boolean }> {
  const now = options.now ?? new Date();
  // The live conferences with a pending transfer, then routing's word on their tasks: the transfers
  // whose task is gone or no longer running.
  const open = await deps.db
    .select({
      brandId: conferences.brandId,
      sid: conferences.sid,
      transferTaskSid: conferences.transferTaskSid,
    })
    .from(conferences)
    .where(and(isNotNull(conferences.transferTaskSid), isNull(conferences.endedAt)))
    .orderBy(asc(conferences.updatedAt))
    .limit(OPEN_TRANSFERS_MAX);
  const statuses = await listTaskStatuses(
    deps.db,
    open.flatMap((c) => (c.transferTaskSid ? [{ brandId: c.brandId, sid: c.transferTaskSid }] : [])),
  );
  const endedAll = open.filter((c) => {
    if (!c.transferTaskSid) return false;
    const status = statuses.get(taskRefKey({ brandId: c.brandId, sid: c.transferTaskSid }));
    return status === undefined || !RUNNING_TASK_STATUSES.has(status);
  });
  const ended = endedAll.slice(0, SETTLE_BATCH);
  let settled = 0;
  for (const conference of ended) {
    if (!conference.transferTaskSid) continue;
    const changed = await settleCanceledTransfer(deps, {
      brandId: conference.brandId,
      conferenceSid: conference.sid,
      transferTaskSid: conference.transferTaskSid,
      now,
    });
    if (changed) settled += 1;
  }
  // Not `open.length === OPEN_TRANSFERS_MAX`: that many transfers still ringing would spin the sweep.
  return { settled, more: endedAll.length > SETTLE_BATCH };
}
