import { isPrivileged } from '@parley/core/auth/roles';
import type { ExternalNumberTarget, ExternalTransferResult } from '@parley/core/voice/external-phonebook';
import { AppError } from '../../platform/http/app-error.ts';
import type { PublishInput } from '../../platform/realtime/event-bus.ts';
import { getTask } from '../routing/tasks/get-task.ts';
import { wrapTaskWithin } from '../routing/tasks/task-steps.ts';
import { bumpAndSnapshot } from './change-conference.ts';
import { placeExternalLeg } from './external-leg.ts';
import { resolveExternalTarget } from './external-target.ts';
import { pendingTransfer } from './transfer-call.ts';
import type { VoiceActor } from './voice.policy.ts';
import type { VoiceDeps } from './voice-deps.ts';
import { notInConference, taskNotFound } from './voice-errors.ts';
import { publishVoiceEvents } from './voice-events.ts';
import { callNotFound, lockLiveConference, presentParticipants, setParticipant } from './voice-store.ts';

/**
 * POST /conv/transfers/external: a cold transfer to an External Transfer Phonebook entry or, with the
 * caller's `externalTransferToAnyNumber` flag, to a typed number (external-target.ts). The number is called into the agent's conference through the carrier (as add-participant; the
 * simulator's number rules apply, and a number refused at once is the 409 with the catalogue's text,
 * the agent still on the call), then the agent leaves at once and their task goes to wrapping. The
 * call goes on between the contact and the number until either hangs up; a number that never answers
 * (busy, no answer, declined) leaves the contact alone, which ends the call. Like every transfer it
 * ends the conference's manager actions (spec 001 §4). One transaction.
 */
export async function transferExternal(
  deps: VoiceDeps,
  options: { brandId: string; actor: VoiceActor; taskSid: string; target: ExternalNumberTarget; now?: Date },
): Promise<ExternalTransferResult> {
  const { brandId, actor } = options;
  const now = options.now ?? new Date();
  const task = await getTask(deps.db, { brandId, taskSid: options.taskSid });
  if (!task) throw taskNotFound();
  const { to, name } = await resolveExternalTarget(deps, { brandId, actor, target: options.target });
  const conferenceSid = task.attributes.conferenceSid;
  if (typeof conferenceSid !== 'string') throw callNotFound('taskSid');
  const events: PublishInput[] = [];
  const callSid = await deps.db.transaction(async (tx) => {
    const { call: contact, conference } = await lockLiveConference(tx, brandId, conferenceSid);
    const present = await presentParticipants(tx, brandId, conference.sid);
    const agent = present.find((p) => p.kind === 'agent' && p.taskSid === task.sid);
    if (!agent) throw callNotFound('taskSid');
    if (agent.userId !== actor.userId && !isPrivileged(actor.roles)) throw notInConference();
    if (contact.status !== 'in-progress') {
      throw new AppError('conflict', 'The call is not connected yet', { field: 'taskSid' });
    }
    if (await pendingTransfer(tx, brandId, conference.transferTaskSid)) {
      throw new AppError('conflict', 'A transfer of this call is already in progress', { field: 'taskSid' });
    }
    const placed = await placeExternalLeg(tx, deps, { contact, conference }, { brandId, to, name, now });
    // Cold: the agent (and any supervisor coaching them) leaves now, whatever the number does next.
    const leaving = present.filter((p) => p.sid === agent.sid || p.kind === 'supervisor');
    for (const participant of leaving) await setParticipant(tx, participant, { leftAt: now });
    const wrapped = agent.taskSid ? await wrapTaskWithin(tx, { brandId, taskSid: agent.taskSid, now }) : null;
    events.push(
      ...placed.events,
      ...(await bumpAndSnapshot(
        tx,
        conference,
        now,
        {},
        leaving.map((p) => p.mediaUserId),
      )),
      ...(wrapped?.events ?? []),
    );
    return placed.leg.sid;
  });
  await publishVoiceEvents(deps.bus, events);
  return { success: true, callSid, conferenceSid };
}
