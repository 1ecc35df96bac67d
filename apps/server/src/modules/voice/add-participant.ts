import type { ExternalNumberTarget } from '@parley/core/voice/external-phonebook';
import type { ConferenceSnapshot } from '@parley/core/voice/voice-contract';
import { changeConference } from './change-conference.ts';
import { placeExternalLeg } from './external-leg.ts';
import { resolveExternalTarget } from './external-target.ts';
import { authorizeCallControl, type VoiceActor } from './voice.policy.ts';
import type { VoiceDeps } from './voice-deps.ts';

/**
 * POST /conv/conferences/add-participant: calls an outside number into the conference (a conference
 * call; the external transfer does the same, then the agent leaves): a phonebook entry or, with the
 * caller's `externalTransferToAnyNumber` flag, a typed number (external-target.ts). Its leg rings like any call the
 * brand places; once answered it joins as an `external` participant. A number the carrier refuses at
 * once is a 409 with the catalogue's text and `details.reason`.
 */
export async function addParticipant(
  deps: VoiceDeps,
  options: {
    brandId: string;
    actor: VoiceActor;
    conferenceSid: string;
    target: ExternalNumberTarget;
    now?: Date;
  },
): Promise<ConferenceSnapshot> {
  const now = options.now ?? new Date();
  const { to, name } = await resolveExternalTarget(deps, options);
  return changeConference(deps, options, async (tx, { call: contact, conference, present }) => {
    authorizeCallControl(options.actor, present);
    const placed = await placeExternalLeg(
      tx,
      deps,
      { contact, conference },
      { brandId: options.brandId, to, name, now },
    );
    return placed.events;
  });
}
