import { useMemo } from 'react';
import { useSession } from '../../auth/hooks/useSession.ts';
import { sendCallTones } from '../media/voice-runtime-registry.ts';
import { activeConferenceOf, contactParticipant, participantOfUser } from '../state/conference-snapshots.ts';
import { useVoiceStore } from '../state/voice-store.ts';

/** The live call the signed-in agent is on, as the dial pad's keypad needs it. */
export type CallTones = {
  conferenceSid: string;
  /** The contact's name (or number) as the conference knows it; null before the contact joined. */
  contactName: string | null;
  /** Sends DTMF tones from the agent's leg; false when this tab carries no audio for the call. */
  send: (tones: string) => boolean;
};

/**
 * The dial pad's way into a call (a seam of the voice feature, .dependency-cruiser.cjs): the call
 * the user is on as an agent, and its tone sender (media/webrtc-mesh-media.ts sendTones:
 * RTCRtpSender.dtmf). Null when the user is on no call.
 */
export function useCallTones(): CallTones | null {
  // The session's user id is the user's id the conference names its participants by.
  const userId = useSession().profile?.oktaUserId;
  const conference = useVoiceStore((state) => activeConferenceOf(state.conferences, userId) ?? null);
  return useMemo(() => {
    const self = conference && userId ? participantOfUser(conference, userId) : undefined;
    if (!conference || !self) return null;
    return {
      conferenceSid: conference.conferenceSid,
      contactName: contactParticipant(conference)?.name ?? null,
      send: (tones) => sendCallTones(conference.conferenceSid, self.participantSid, tones),
    };
  }, [conference, userId]);
}
