import type { DbExecutor } from '../../platform/db/database.ts';
import {
  type CallRow,
  type ConferenceRow,
  callNotFound,
  findCall,
  findConference,
  lockCall,
  lockConferenceOfCall,
} from './voice-store.ts';

export type LockedLeg = {
  /** The leg asked for (the contact's, or an outside number's). */
  call: CallRow;
  /** The conference's contact call (the leg itself unless it is an outside number). */
  root: CallRow;
  conference: ConferenceRow | null;
};

/**
 * Locks a leg for a change in the voice module's order: the conference's contact call first, then
 * the leg (when it is an outside number), then the conference. 404 'Call not found' when unknown.
 */
export async function lockLeg(tx: DbExecutor, brandId: string, callSid: string): Promise<LockedLeg> {
  const seen = await findCall(tx, brandId, callSid);
  if (!seen) throw callNotFound('callSid');
  if (seen.leg === 'external' && seen.conferenceSid) {
    const conference = await findConference(tx, brandId, seen.conferenceSid);
    const root = conference ? await lockCall(tx, brandId, conference.callSid) : null;
    const call = await lockCall(tx, brandId, callSid);
    if (!root || !call) throw callNotFound('callSid');
    return { call, root, conference: await lockConferenceOfCall(tx, call) };
  }
  const call = await lockCall(tx, brandId, callSid);
  if (!call) throw callNotFound('callSid');
  return { call, root: call, conference: await lockConferenceOfCall(tx, call) };
}
