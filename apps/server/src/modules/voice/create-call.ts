import { isCallChannel } from '@parley/core/common/channels';
import type { CallFailureReason } from '@parley/core/common/error-catalogue';
import type { SkipReason } from '@parley/core/compliance/compliance-model';
import { type CreateCallResult, isLiveCallStatus } from '@parley/core/voice/voice-contract';
import type { DbExecutor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { PublishInput } from '../../platform/realtime/event-bus.ts';
import { checkOutbound } from '../compliance/check-outbound.ts';
import { findContactByPhone } from '../contacts/find-contact-by-phone.ts';
import { finishTaskWithin, mergeTaskAttributesWithin } from '../routing/tasks/task-steps.ts';
import { lockTask, type TaskRow } from '../routing/tasks/task-transitions.ts';
import { findWorkerByUser } from '../routing/workers/worker-directory.ts';
import { insertPersonParticipant, insertPhoneParticipant } from './participant-rows.ts';
import { publishCallEnded, publishCallPlaced } from './publish-call-events.ts';
import { calls, conferences } from './voice.tables.ts';
import type { VoiceDeps } from './voice-deps.ts';
import { conferenceActive, heldByAnother, notACallTask, taskNotFound } from './voice-errors.ts';
import { callUpdatedEvent, publishVoiceEvents, snapshotEvents } from './voice-events.ts';
import { newCallSid, newConferenceSid } from './voice-ids.ts';
import { findCall, presentParticipationsOf } from './voice-store.ts';

/** The campaign a call task was made for (the campaign dialer sets `campaignId`), or null. */
function campaignIdOf(attributes: Record<string, unknown>): string | null {
  return typeof attributes.campaignId === 'string' ? attributes.campaignId : null;
}

/** A do-not-call entry or an opt-out is spec 000 §8's 'blocked'; the other restrictions are ours. */
function refusedCallReason(reason: SkipReason): CallFailureReason {
  return reason === 'dnc' || reason === 'opted_out' ? 'blocked' : 'restricted';
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/** The accepted agent of an outbound call task (checked under the task's lock). */
function assertOutboundHolder(task: TaskRow | null, userId: string): TaskRow {
  if (!task) throw taskNotFound();
  if (!isCallChannel(task.channel)) throw notACallTask();
  if (task.assignedUserId && task.assignedUserId !== userId) throw heldByAnother();
  if (task.status !== 'accepted' || task.assignedUserId !== userId) {
    throw new AppError('conflict', 'Accept the task before starting the call', { field: 'taskSid' });
  }
  const attributes = task.attributes as Record<string, unknown>;
  if (attributes.direction !== 'outbound' || !text(attributes.contactPhone)) {
    throw new AppError('bad_request', 'The task is not an outbound call', { field: 'taskSid' });
  }
  return task;
}

/** A retry of create-call answers what the first one did. */
async function earlierAnswer(tx: DbExecutor, task: TaskRow): Promise<CreateCallResult | null> {
  const callSid = text((task.attributes as Record<string, unknown>).callSid);
  if (!callSid) return null;
  const call = await findCall(tx, task.brandId, callSid);
  if (!call) return null;
  if (call.status === 'failed' && call.failureReason) {
    return { success: false, canContact: false, reason: call.failureReason as CallFailureReason };
  }
  if (isLiveCallStatus(call.status) && call.conferenceSid) {
    return { success: true, canContact: true, callSid: call.sid, conferenceSid: call.conferenceSid };
  }
  throw new AppError('conflict', 'The call has already ended', { field: 'taskSid' });
}

/**
 * POST /conv/conferences/create-call: the accepted agent of a manual outbound call task places the
 * call through the carrier. Refused at once (the number rules' failures), the task is canceled and
 * the answer says why (`canContact: false`); otherwise the conference starts with the agent while
 * the contact's phone rings, and what the ringing becomes arrives as `call.updated`. One transaction.
 */
export async function createCall(
  deps: VoiceDeps,
  options: { brandId: string; userId: string; taskSid: string; now?: Date },
): Promise<CreateCallResult> {
  const { brandId, userId } = options;
  const now = options.now ?? new Date();
  const events: PublishInput[] = [];
  const result = await deps.db.transaction(async (tx): Promise<CreateCallResult> => {
    const locked = await lockTask(tx, brandId, options.taskSid);
    // The desk retries create-call once: the same agent gets the first answer, even once the task ended.
    const earlier = locked?.assignedUserId === userId ? await earlierAnswer(tx, locked) : null;
    if (earlier) return earlier;
    const task = assertOutboundHolder(locked, userId);
    if ((await presentParticipationsOf(tx, brandId, userId)).length > 0) throw conferenceActive();
    const worker = await findWorkerByUser(tx, { brandId, userId });
    if (!worker) throw heldByAnother();
    const attributes = task.attributes as Record<string, unknown>;
    const to = text(attributes.contactPhone) ?? '';
    const from = text(attributes.parleyVoicePhone) ?? deps.carrier.defaultBrandNumber;
    const contactName =
      text(attributes.name) ??
      (await findContactByPhone(tx, { brandId, phone: to, profileId: text(attributes.profileId) }))?.name ??
      null;
    const callSid = newCallSid();
    const profileId = text(attributes.profileId);
    // Issue 14: every outbound call passes the brand's restrictions and do-not-call list first.
    const checked = await checkOutbound(tx, {
      brandId,
      channel: 'call',
      phoneNumber: to,
      profileId,
      // A campaign's call (its task carries campaignId) is logged as the campaign's, placed by the agent.
      source: campaignIdOf(attributes) ? 'campaign' : 'agent',
      campaignId: campaignIdOf(attributes),
      userId,
      taskSid: task.sid,
      now,
    });
    const placed = checked.allowed
      ? await deps.carrier.placeCall(tx, { brandId, callSid, from, to })
      : ({ status: 'failed', reason: refusedCallReason(checked.reason) } as const);
    const base = {
      brandId,
      sid: callSid,
      direction: 'outbound' as const,
      leg: 'contact' as const,
      fromNumber: from,
      toNumber: to,
      taskSid: task.sid,
      contactName,
      createdAt: now,
      updatedAt: now,
    };
    if (placed.status === 'failed') {
      const [failed] = await tx
        .insert(calls)
        .values({ ...base, status: 'failed', failureReason: placed.reason, endedAt: now })
        .returning();
      if (!failed) throw new Error('the call was not stored');
      await publishCallPlaced(tx, { call: failed, profileId, userId, now });
      await publishCallEnded(tx, { call: failed, now });
      await mergeTaskAttributesWithin(tx, { brandId, taskSid: task.sid, attributes: { callSid }, now });
      const canceled = await finishTaskWithin(tx, {
        brandId,
        taskSid: task.sid,
        outcome: 'canceled',
        canceledBy: 'carrier',
        now,
      });
      events.push(callUpdatedEvent(failed), ...canceled.events);
      return {
        success: false,
        canContact: false,
        reason: placed.reason,
        ...(checked.allowed ? {} : { detail: checked.detail }),
      };
    }
    const conferenceSid = newConferenceSid();
    const answered = placed.status === 'answered';
    const [call] = await tx
      .insert(calls)
      .values({
        ...base,
        status: answered ? 'in-progress' : 'ringing',
        conferenceSid,
        answeredAt: answered ? now : null,
        // The simulator's silent contact has no browser; a network carrier's answered leg would.
        mediaUserId: null,
        timeoutAt:
          placed.status === 'ringing' && placed.endsAfter
            ? new Date(now.getTime() + placed.endsAfter.afterMs)
            : null,
        timeoutStatus: placed.status === 'ringing' ? (placed.endsAfter?.status ?? null) : null,
      })
      .returning();
    if (!call) throw new Error('the call was not stored');
    await publishCallPlaced(tx, { call, profileId: text(attributes.profileId), userId, now });
    const [conference] = await tx
      .insert(conferences)
      .values({
        brandId,
        sid: conferenceSid,
        friendlyId: task.sid,
        taskSid: task.sid,
        callSid,
        startedAt: now,
        updatedAt: now,
      })
      .returning();
    if (!conference) throw new Error('the conference was not stored');
    await insertPersonParticipant(tx, conference, { kind: 'agent', worker, taskSid: task.sid, now });
    if (answered) await insertPhoneParticipant(tx, conference, call, now);
    await mergeTaskAttributesWithin(tx, {
      brandId,
      taskSid: task.sid,
      attributes: { callSid, conferenceSid, conferenceFriendlyId: conference.friendlyId },
      now,
    });
    const snapshot = await snapshotEvents(tx, conference);
    events.push(...snapshot.events, callUpdatedEvent(call));
    return { success: true, canContact: true, callSid, conferenceSid };
  });
  await publishVoiceEvents(deps.bus, events);
  return result;
}
