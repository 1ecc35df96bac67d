import { isPrivileged } from '@parley/core/auth/roles';
import type { ConferenceSnapshot } from '@parley/core/voice/voice-contract';
import type { DbExecutor } from '../../platform/db/database.ts';
import { toConferenceSnapshot } from './conference-snapshot.ts';
import type { VoiceActor } from './voice.policy.ts';
import { notInConference } from './voice-errors.ts';
import { callNotFound, findConference, presentParticipants, presentParticipationsOf } from './voice-store.ts';

/** GET /conv/conferences/active: the caller's live conference (a reload resumes it), or null. */
export async function getActiveConference(
  db: DbExecutor,
  options: { brandId: string; userId: string },
): Promise<ConferenceSnapshot | null> {
  const mine = await presentParticipationsOf(db, options.brandId, options.userId);
  // An agent's own call before a call they coach.
  const participation = mine.find((p) => p.kind === 'agent') ?? mine[0];
  if (!participation) return null;
  const conference = await findConference(db, options.brandId, participation.conferenceSid);
  if (!conference) return null;
  return toConferenceSnapshot(conference, await presentParticipants(db, options.brandId, conference.sid));
}

/**
 * GET /conv/conferences/{conferenceSid}: one conference's snapshot, for those on it (the Contact
 * Simulator page carrying the contact resumes with it) and for admins and supervisors.
 */
export async function getConference(
  db: DbExecutor,
  options: { brandId: string; actor: VoiceActor; conferenceSid: string },
): Promise<ConferenceSnapshot> {
  const conference = await findConference(db, options.brandId, options.conferenceSid);
  if (!conference) throw callNotFound('conferenceSid');
  const present = await presentParticipants(db, options.brandId, conference.sid);
  const onIt = present.some((p) => p.mediaUserId === options.actor.userId);
  if (!onIt && !isPrivileged(options.actor.roles)) throw notInConference();
  return toConferenceSnapshot(conference, present);
}
