import type { VoiceSignalKind } from '@parley/core/voice/voice-contract';
import { AppError } from '../../platform/http/app-error.ts';
import type { VoiceDeps } from './voice-deps.ts';
import { publishVoiceEvents, signalEvent } from './voice-events.ts';
import { callNotFound, findConference, presentParticipants } from './voice-store.ts';

/**
 * POST /conv/voice/signal: relays one WebRTC negotiation message (a whole non-trickle offer or
 * answer, or a bye) to the browser carrying the target participant. Both must be present in the live
 * conference (404 otherwise), and only the browser carrying `from` may speak for it (403). Nothing is
 * stored but the event itself.
 */
export async function relaySignal(
  deps: Pick<VoiceDeps, 'db' | 'bus'>,
  options: {
    brandId: string;
    userId: string;
    conferenceSid: string;
    fromParticipantSid: string;
    toParticipantSid: string;
    kind: VoiceSignalKind;
    sdp: string;
  },
): Promise<void> {
  const conference = await findConference(deps.db, options.brandId, options.conferenceSid);
  if (!conference || conference.endedAt) throw callNotFound('conferenceSid');
  const present = await presentParticipants(deps.db, options.brandId, conference.sid);
  const from = present.find((p) => p.sid === options.fromParticipantSid);
  if (!from) throw new AppError('not_found', 'Participant not found', { field: 'fromParticipantSid' });
  if (from.mediaUserId !== options.userId) {
    throw new AppError('forbidden', 'You do not carry this participant', { field: 'fromParticipantSid' });
  }
  const to = present.find((p) => p.sid === options.toParticipantSid);
  if (!to?.mediaUserId || to.sid === from.sid) {
    throw new AppError('not_found', 'Participant not found', { field: 'toParticipantSid' });
  }
  await publishVoiceEvents(deps.bus, [
    signalEvent(options.brandId, to.mediaUserId, {
      conferenceSid: conference.sid,
      fromParticipantSid: from.sid,
      toParticipantSid: to.sid,
      kind: options.kind,
      sdp: options.sdp,
    }),
  ]);
}
