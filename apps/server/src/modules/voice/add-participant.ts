import type { ConferenceSnapshot } from '@parley/core/voice/voice-contract';
import { parsePhoneField } from '../conversations/parse-phone.ts';
import { changeConference } from './change-conference.ts';
import { placeExternalLeg } from './external-leg.ts';
import { authorizeCallControl, type VoiceActor } from './voice.policy.ts';
import type { VoiceDeps } from './voice-deps.ts';

/**
 * POST /conv/conferences/add-participant: calls an outside number into the conference (a conference
 * call; the external transfer does the same, then the agent leaves). Its leg rings like any call the
 * brand places; once answered it joins as an `external` participant. A number the carrier refuses at
 * once is a 409 with the catalogue's text and `details.reason`.
 */
export function addParticipant(
  deps: VoiceDeps,
  options: { brandId: string; actor: VoiceActor; conferenceSid: string; phoneNumber: string; now?: Date },
): Promise<ConferenceSnapshot> {
  const now = options.now ?? new Date();
  const to = parsePhoneField(options.phoneNumber, 'phoneNumber');
  return changeConference(deps, options, async (tx, { call: contact, conference, present }) => {
    authorizeCallControl(options.actor, present);
    const placed = await placeExternalLeg(
      tx,
      deps,
      { contact, conference },
      { brandId: options.brandId, to, now },
    );
    return placed.events;
  });
}
