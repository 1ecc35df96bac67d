import type { Reservation } from '@parley/core/agent-desktop/reservation';
import { textAttribute } from '@parley/core/agent-desktop/reservation-attributes';
import { useDeskAgent } from '../../agent-desktop/hooks/useDeskAgent.ts';
import type { ConferenceParticipant, ConferenceSnapshot } from '../api/voice-types.ts';
import { activeConferenceOf, participantOfUser } from '../state/conference-snapshots.ts';
import { useVoiceStore } from '../state/voice-store.ts';
import { isIncomingCall } from '../utils/call-task.ts';

export type TaskConference = {
  snapshot: ConferenceSnapshot | null;
  /** This agent in it (null once they left or before they joined). */
  self: ConferenceParticipant | null;
};

/** The conference of a call task: from the join or create answer, the task's attributes, or its snapshot. */
export function useConferenceForTask(reservation: Reservation): TaskConference {
  const userId = useDeskAgent().data?.id;
  const snapshot = useVoiceStore((state) => {
    const sid = state.conferenceByTask[reservation.taskSid] ?? textAttribute(reservation, 'conferenceSid');
    return (
      (sid ? state.conferences[sid] : undefined) ??
      Object.values(state.conferences).find((conference) => conference.taskSid === reservation.taskSid) ??
      null
    );
  });
  const self = snapshot && userId ? (participantOfUser(snapshot, userId) ?? null) : null;
  return { snapshot, self };
}

/** The live conference this agent is in, if any ('There is already an active conference'). */
export function useActiveConference(): ConferenceSnapshot | null {
  const userId = useDeskAgent().data?.id;
  return useVoiceStore((state) => activeConferenceOf(state.conferences, userId) ?? null);
}

/**
 * An incoming call cannot be taken while the agent is on another call (unless `multipleCalls`):
 * 'There is already an active conference'. Reads only the stores, so it also works in a
 * notification (rendered outside the app's providers).
 */
export function useSecondCallBlocked(
  reservation: Reservation,
  userId: string | undefined,
  multipleCalls: boolean,
): boolean {
  const onCall = useVoiceStore((state) => activeConferenceOf(state.conferences, userId) !== undefined);
  return onCall && !multipleCalls && isIncomingCall(reservation);
}
