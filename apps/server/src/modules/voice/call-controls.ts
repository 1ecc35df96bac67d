import type { ConferenceSnapshot, RecordingAction, RecordingState } from '@parley/core/voice/voice-contract';
import { VOICE_TEXTS } from '@parley/core/voice/voice-texts';
import { AppError } from '../../platform/http/app-error.ts';
import { getUserProfile } from '../users/get-user-profile.ts';
import { bumpAndSnapshot, changeConference } from './change-conference.ts';
import { leaveConference } from './conference-steps.ts';
import { authorizeCallControl, authorizeMute, type VoiceActor } from './voice.policy.ts';
import type { VoiceDeps } from './voice-deps.ts';
import { callNotFound, type ParticipantRow, setParticipant } from './voice-store.ts';

// POST /conv/call-controls/* (docs/voice-contract.md). Each is one transaction that pushes the new
// snapshot to everyone on the call and answers it.

type ControlOptions = { brandId: string; actor: VoiceActor; conferenceSid: string; now?: Date };

function participantIn(present: readonly ParticipantRow[], participantSid: string): ParticipantRow {
  const participant = present.find((p) => p.sid === participantSid);
  if (!participant) throw new AppError('not_found', 'Participant not found', { field: 'participantSid' });
  return participant;
}

/**
 * Drops a participant. Dropping the contact or the last agent ends the conference: the call is
 * completed and the agents' tasks go to wrapping.
 */
export function dropParticipant(
  deps: VoiceDeps,
  options: ControlOptions & { participantSid: string },
): Promise<ConferenceSnapshot> {
  const now = options.now ?? new Date();
  return changeConference(deps, options, async (tx, { call, conference, present }) => {
    authorizeCallControl(options.actor, present);
    const participant = participantIn(present, options.participantSid);
    return leaveConference(tx, deps.carrier, { call, conference, participant }, { now, byApp: true });
  });
}

/** The caller leaves the call (an agent hangs up, a supervisor stops): as a drop of themselves. */
export function hangUpCall(deps: VoiceDeps, options: ControlOptions): Promise<ConferenceSnapshot> {
  const now = options.now ?? new Date();
  return changeConference(deps, options, async (tx, { call, conference, present }) => {
    const mine = present.filter((p) => p.userId === options.actor.userId && p.kind !== 'contact');
    const participant = mine.find((p) => p.kind === 'agent') ?? mine[0];
    if (!participant) throw callNotFound('conferenceSid');
    return leaveConference(tx, deps.carrier, { call, conference, participant }, { now, byApp: true });
  });
}

/** Holds or resumes a participant (hold on the contact: neither hears the other). */
export function holdParticipant(
  deps: VoiceDeps,
  options: ControlOptions & { participantSid: string; hold: boolean },
): Promise<ConferenceSnapshot> {
  const now = options.now ?? new Date();
  return changeConference(deps, options, async (tx, { conference, present }) => {
    authorizeCallControl(options.actor, present);
    const participant = participantIn(present, options.participantSid);
    if (participant.hold === options.hold) return [];
    await setParticipant(tx, participant, { hold: options.hold });
    return bumpAndSnapshot(tx, conference, now);
  });
}

/** A participant's mute, as its browser already applied it to its own track. */
export function notifyMute(
  deps: VoiceDeps,
  options: ControlOptions & { participantSid: string; muted: boolean },
): Promise<ConferenceSnapshot> {
  const now = options.now ?? new Date();
  return changeConference(deps, options, async (tx, { conference, present }) => {
    const participant = participantIn(present, options.participantSid);
    authorizeMute(options.actor, participant);
    if (participant.muted === options.muted) return [];
    await setParticipant(tx, participant, { muted: options.muted });
    return bumpAndSnapshot(tx, conference, now);
  });
}

/** Recording state after an action; the same state again is a no-op, anything else a 409. */
const RECORDING_MOVES: Record<RecordingAction, { from: RecordingState[]; to: RecordingState }> = {
  start: { from: ['none', 'stopped', 'recording'], to: 'recording' },
  pause: { from: ['recording', 'paused'], to: 'paused' },
  resume: { from: ['paused', 'recording'], to: 'recording' },
  stop: { from: ['recording', 'paused', 'stopped'], to: 'stopped' },
};

/**
 * Whether the caller may pause recordings: the spec 000 §9 flag "recording pause enabled" (on by
 * default), read from the caller's feature flags since the brand has no admin setting for it.
 */
async function recordingPauseEnabled(deps: VoiceDeps, brandId: string, userId: string): Promise<boolean> {
  const profile = await getUserProfile(deps.db, { brandId, userId });
  return profile.featureFlags.recordingPauseEnabled;
}

/** start / pause / resume / stop the conference's recording. */
export async function controlRecording(
  deps: VoiceDeps,
  options: ControlOptions & { action: RecordingAction },
): Promise<ConferenceSnapshot> {
  const now = options.now ?? new Date();
  if (
    options.action === 'pause' &&
    !(await recordingPauseEnabled(deps, options.brandId, options.actor.userId))
  ) {
    throw new AppError('conflict', VOICE_TEXTS.recordingPauseDisabled, { field: 'action' });
  }
  return changeConference(deps, options, async (tx, { conference, present }) => {
    authorizeCallControl(options.actor, present);
    const move = RECORDING_MOVES[options.action];
    const current = conference.recording as RecordingState;
    if (!move.from.includes(current)) {
      throw new AppError('conflict', `The recording cannot ${options.action} while it is ${current}`, {
        field: 'action',
      });
    }
    if (current === move.to) return [];
    return bumpAndSnapshot(tx, conference, now, { recording: move.to });
  });
}
