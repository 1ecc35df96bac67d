import type { ManagerAction } from '@parley/core/voice/media-plan';
import { managerActionStartFailedText, managerActionStopFailedText } from '@parley/core/voice/voice-texts';
import { and, eq, isNull } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { PublishInput } from '../../platform/realtime/event-bus.ts';
import { getTask } from '../routing/tasks/get-task.ts';
import { findWorkerByUser } from '../routing/workers/worker-directory.ts';
import { bumpAndSnapshot } from './change-conference.ts';
import { insertPersonParticipant } from './participant-rows.ts';
import type { VoiceActor } from './voice.policy.ts';
import { conferenceParticipants, conferences } from './voice.tables.ts';
import type { VoiceDeps } from './voice-deps.ts';
import { publishVoiceEvents } from './voice-events.ts';
import {
  callNotFound,
  findConference,
  findParticipant,
  lockLiveConference,
  participantsConference,
  presentParticipants,
  setParticipant,
} from './voice-store.ts';

// spec 001 §4 "Manager action": a supervisor (or admin) listens to, whispers to, or barges into an
// agent's live call as a `supervisor` participant; the media plan decides who hears whom.

/** The live conference an agent works `taskSid` in (the task's own, or the one it was transferred in). */
async function conferenceOfTask(db: DbExecutor, brandId: string, taskSid: string): Promise<string> {
  const [working] = await db
    .select({ conferenceSid: conferenceParticipants.conferenceSid })
    .from(conferenceParticipants)
    .innerJoin(conferences, participantsConference)
    .where(
      and(
        eq(conferenceParticipants.brandId, brandId),
        eq(conferenceParticipants.taskSid, taskSid),
        isNull(conferenceParticipants.leftAt),
        isNull(conferences.endedAt),
      ),
    )
    .limit(1);
  if (working) return working.conferenceSid;
  const task = await getTask(db, { brandId, taskSid });
  const sid = task?.attributes.conferenceSid;
  const conference = typeof sid === 'string' ? await findConference(db, brandId, sid) : null;
  if (!conference || conference.endedAt) throw callNotFound('taskSid');
  return conference.sid;
}

/**
 * POST /conv/conferences/manager-action: joins the caller to the call as a supervisor with the
 * action, or changes the action of the supervisor they already are there (listen → whisper →
 * barge). 400 'Failed to start {action} call' without the manager's worker uri or sid; 404 'Call
 * not found' when the task has no live call.
 */
export async function startManagerAction(
  deps: VoiceDeps,
  options: {
    brandId: string;
    actor: VoiceActor;
    taskSid: string;
    action: ManagerAction;
    managerContactUri?: string | null;
    twilioWorkerSid?: string | null;
    now?: Date;
  },
): Promise<{ id: string; conferenceSid: string; action: ManagerAction }> {
  const { brandId, actor, action } = options;
  if (!options.managerContactUri || !options.twilioWorkerSid) {
    throw new AppError('bad_request', managerActionStartFailedText(action), {
      field: options.managerContactUri ? 'twilioWorkerSid' : 'managerContactUri',
    });
  }
  const now = options.now ?? new Date();
  const conferenceSid = await conferenceOfTask(deps.db, brandId, options.taskSid);
  const events: PublishInput[] = [];
  const participantSid = await deps.db.transaction(async (tx) => {
    const { conference } = await lockLiveConference(tx, brandId, conferenceSid);
    const present = await presentParticipants(tx, brandId, conference.sid);
    if (present.some((p) => p.kind === 'agent' && p.userId === actor.userId)) {
      throw new AppError('conflict', 'You are an agent on this call', { field: 'taskSid' });
    }
    const mine = present.find((p) => p.kind === 'supervisor' && p.userId === actor.userId);
    if (mine) {
      if (mine.managerAction === action) return mine.sid;
      await setParticipant(tx, mine, { managerAction: action });
      events.push(...(await bumpAndSnapshot(tx, conference, now)));
      return mine.sid;
    }
    const worker = await findWorkerByUser(tx, { brandId, userId: actor.userId });
    if (!worker)
      throw new AppError('bad_request', managerActionStartFailedText(action), { field: 'twilioWorkerSid' });
    const joined = await insertPersonParticipant(tx, conference, {
      kind: 'supervisor',
      worker,
      managerAction: action,
      now,
    });
    events.push(...(await bumpAndSnapshot(tx, conference, now)));
    return joined.sid;
  });
  await publishVoiceEvents(deps.bus, events);
  return { id: participantSid, conferenceSid, action };
}

/**
 * DELETE /conv/conferences/manager-action/{conferenceSid}/{participantSid}: the supervisor leaves
 * the call. 404 'Call not found' when the call or participant is unknown; 409 'Unable to stop to
 * {action}' when it is not a present supervisor the caller may stop (their own; an admin any).
 */
export async function stopManagerAction(
  deps: VoiceDeps,
  options: { brandId: string; actor: VoiceActor; conferenceSid: string; participantSid: string; now?: Date },
): Promise<void> {
  const { brandId, actor } = options;
  const now = options.now ?? new Date();
  const seen = await findParticipant(deps.db, brandId, options.participantSid);
  if (!seen || seen.conferenceSid !== options.conferenceSid) throw callNotFound('participantSid');
  const action = (seen.managerAction ?? 'listen') as ManagerAction;
  const unableToStop = (field: string) =>
    new AppError('conflict', managerActionStopFailedText(action), { field });
  const mayStop =
    seen.kind === 'supervisor' && (seen.userId === actor.userId || actor.roles.includes('admin'));
  if (!mayStop || seen.leftAt) throw unableToStop('participantSid');
  const seenConference = await findConference(deps.db, brandId, options.conferenceSid);
  if (!seenConference || seenConference.endedAt) throw unableToStop('conferenceSid');
  const events: PublishInput[] = [];
  await deps.db.transaction(async (tx) => {
    const { conference } = await lockLiveConference(tx, brandId, options.conferenceSid);
    const participant = (await presentParticipants(tx, brandId, conference.sid)).find(
      (p) => p.sid === seen.sid,
    );
    if (!participant) throw unableToStop('participantSid');
    await setParticipant(tx, participant, { leftAt: now });
    events.push(...(await bumpAndSnapshot(tx, conference, now, {}, [participant.mediaUserId])));
  });
  await publishVoiceEvents(deps.bus, events);
}
