import { isPrivileged } from '@parley/core/auth/roles';
import { AppError } from '../../platform/http/app-error.ts';
import type { PublishInput } from '../../platform/realtime/event-bus.ts';
import { getTask } from '../routing/tasks/get-task.ts';
import { finishTaskWithin } from '../routing/tasks/task-steps.ts';
import { bumpAndSnapshot } from './change-conference.ts';
import type { VoiceActor } from './voice.policy.ts';
import type { VoiceDeps } from './voice-deps.ts';
import { notInConference, taskNotFound } from './voice-errors.ts';
import { notificationEvent, publishVoiceEvents } from './voice-events.ts';
import { callNotFound, lockLiveConference } from './voice-store.ts';

/**
 * POST /conv/transfers/cancel: the transfer's task is canceled before its target joined, and the
 * agent who transferred hears `transferCanceled` ('Transfer was cancelled.'). One transaction.
 */
export async function cancelTransfer(
  deps: VoiceDeps,
  options: { brandId: string; actor: VoiceActor; transferTaskSid: string; now?: Date },
): Promise<{ success: true }> {
  const { brandId, actor, transferTaskSid } = options;
  const now = options.now ?? new Date();
  const transfer = await getTask(deps.db, { brandId, taskSid: transferTaskSid });
  if (!transfer) throw taskNotFound();
  const conferenceSid = transfer.attributes.conferenceSid;
  if (typeof conferenceSid !== 'string') throw callNotFound('transferTaskSid');
  const events: PublishInput[] = [];
  await deps.db.transaction(async (tx) => {
    const { call, conference } = await lockLiveConference(tx, brandId, conferenceSid);
    if (conference.transferTaskSid !== transferTaskSid) {
      throw new AppError('conflict', 'This transfer can no longer be cancelled', {
        field: 'transferTaskSid',
      });
    }
    if (conference.transferFromUserId !== actor.userId && !isPrivileged(actor.roles)) throw notInConference();
    const canceled = await finishTaskWithin(tx, {
      brandId,
      taskSid: transferTaskSid,
      outcome: 'canceled',
      canceledBy: actor.userId,
      now,
    });
    events.push(
      ...(await bumpAndSnapshot(tx, conference, now, { transferTaskSid: null, transferFromUserId: null })),
      ...canceled.events,
    );
    if (conference.transferFromUserId) {
      const originalTaskSid = transfer.attributes.originalTaskSid;
      events.push(
        notificationEvent(brandId, conference.transferFromUserId, {
          kind: 'transferCanceled',
          taskSid: typeof originalTaskSid === 'string' ? originalTaskSid : transferTaskSid,
          name: call.contactName,
        }),
      );
    }
  });
  await publishVoiceEvents(deps.bus, events);
  return { success: true };
}
