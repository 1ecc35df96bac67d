import { campaignAllowsDrop } from '@parley/core/campaigns/campaign-task';
import {
  VOICEMAIL_DROP_EVENT,
  VOICEMAIL_DROP_TEXTS,
  type VoicemailDropEvent,
  type VoicemailDropResult,
  voicemailDropAudioPath,
  voicemailDropPlaySeconds,
} from '@parley/core/voice/voicemail-drops';
import { AppError } from '../../platform/http/app-error.ts';
import type { PublishInput } from '../../platform/realtime/event-bus.ts';
import { getTask } from '../routing/tasks/get-task.ts';
import { wrapTaskWithin } from '../routing/tasks/task-steps.ts';
import { getUserProfile } from '../users/get-user-profile.ts';
import { findVoicemailDrop } from '../voicemail-drops/find-voicemail-drop.ts';
import { bumpAndSnapshot } from './change-conference.ts';
import type { VoiceActor } from './voice.policy.ts';
import type { VoiceDeps } from './voice-deps.ts';
import { publishVoiceEvents } from './voice-events.ts';
import {
  callNotFound,
  findCall,
  lockLiveConference,
  presentParticipants,
  setCall,
  setParticipant,
} from './voice-store.ts';

async function campaignDropOfCall(
  deps: VoiceDeps,
  brandId: string,
  taskSid: string | null,
  recordingId: string,
): Promise<boolean> {
  if (!taskSid) return false;
  const task = await getTask(deps.db, { brandId, taskSid });
  return task !== null && campaignAllowsDrop(task.attributes, recordingId);
}

/** The timer status of a contact's call playing a drop: at `timeout_at` it ends `completed`. */
export const VOICEMAIL_DROP_TIMER_STATUS = 'completed';

/**
 * POST /conv/call-controls/voicemail-drop (spec 000 §7): the agent holding the call leaves one of
 * their pre-recorded drops on the contact's voicemail. The contact's participant is marked as
 * receiving it, the contact leg's media user (the Contact Simulator page, playing the phone) gets
 * `voice.voicemailDrop` to play it as the carrier would, the agent leaves at once (their task →
 * wrapping, any supervisor with them), and the call ends `completed` when the drop has played: a
 * durable timer on the call (`timeout_status = 'completed'`), its length the WAV's or 30 s, capped by
 * the agent's `allowedVoicemailDuration` (20 s by default). A silent contact (…0007) just waits it
 * out. Only the agent on the call may, with the contact alone with them. One transaction. The drop is
 * the agent's own, or one of the campaign's (docs/campaigns.md "Calls") when the call's task is that
 * campaign's.
 */
export async function dropVoicemail(
  deps: VoiceDeps,
  options: {
    brandId: string;
    actor: VoiceActor;
    customerCallSid: string;
    recordingId: string;
    campaignId?: string | null;
    now?: Date;
  },
): Promise<VoicemailDropResult> {
  const { brandId, actor } = options;
  const now = options.now ?? new Date();
  const seen = await findCall(deps.db, brandId, options.customerCallSid);
  if (seen?.leg !== 'contact' || !seen.conferenceSid) throw callNotFound('customerCallSid');
  const drop = await findVoicemailDrop(deps.db, { brandId, id: options.recordingId });
  // The agent's own drops, or one the campaign of the call's task lets its agents leave.
  const allowed =
    drop !== null &&
    (drop.userId === actor.userId || (await campaignDropOfCall(deps, brandId, seen.taskSid, drop.id)));
  if (!drop || !allowed) {
    throw new AppError('not_found', VOICEMAIL_DROP_TEXTS.notFound, { field: 'recordingId' });
  }
  const { featureFlags } = await getUserProfile(deps.db, { brandId, userId: actor.userId });
  const seconds = voicemailDropPlaySeconds(
    drop.durationMs === null ? null : drop.durationMs / 1000,
    featureFlags.allowedVoicemailDuration,
  );
  const events: PublishInput[] = [];
  const conferenceSid = seen.conferenceSid;
  await deps.db.transaction(async (tx) => {
    const { call, conference } = await lockLiveConference(tx, brandId, conferenceSid);
    const present = await presentParticipants(tx, brandId, conference.sid);
    const agent = present.find((p) => p.kind === 'agent' && p.userId === actor.userId);
    if (!agent)
      throw new AppError('forbidden', VOICEMAIL_DROP_TEXTS.notYourCall, { field: 'customerCallSid' });
    const contact = present.find((p) => p.kind === 'contact' && p.callSid === call.sid);
    if (!contact || call.status !== 'in-progress') {
      throw new AppError('conflict', VOICEMAIL_DROP_TEXTS.notTalking, { field: 'customerCallSid' });
    }
    const others = present.filter((p) => p.kind === 'agent' || p.kind === 'external');
    if (others.length > 1 || conference.transferTaskSid || contact.voicemailDropId) {
      throw new AppError('conflict', VOICEMAIL_DROP_TEXTS.notAlone, { field: 'customerCallSid' });
    }
    await setParticipant(tx, contact, { voicemailDropId: drop.id });
    await setCall(tx, call, {
      timeoutAt: new Date(now.getTime() + seconds * 1000),
      timeoutStatus: VOICEMAIL_DROP_TIMER_STATUS,
      updatedAt: now,
    });
    // The agent (and whoever coaches them) is free at once.
    const leaving = present.filter((p) => p.kind === 'agent' || p.kind === 'supervisor');
    for (const participant of leaving) await setParticipant(tx, participant, { leftAt: now });
    events.push(
      ...(await bumpAndSnapshot(
        tx,
        conference,
        now,
        {},
        leaving.map((p) => p.mediaUserId),
      )),
    );
    if (agent.taskSid)
      events.push(...(await wrapTaskWithin(tx, { brandId, taskSid: agent.taskSid, now })).events);
    if (contact.mediaUserId) {
      const data: VoicemailDropEvent = {
        conferenceSid: conference.sid,
        callSid: call.sid,
        recordingId: drop.id,
        audioUrl: voicemailDropAudioPath(drop.id),
        durationSeconds: seconds,
      };
      events.push({ brandId, userId: contact.mediaUserId, name: VOICEMAIL_DROP_EVENT, data });
    }
  });
  await publishVoiceEvents(deps.bus, events);
  return { success: true, conferenceSid, durationSeconds: seconds };
}
