import type { Reservation } from '@parley/core/agent-desktop/reservation';
import { callFailureMessage, isCallFailureReason } from '@parley/core/common/error-catalogue';
import { VOICE_STREAM } from '@parley/core/voice/stream-events';
import { useEffect, useMemo, useRef } from 'react';
import { showCatalogueToast } from '../../../shared/notifications/toasts.ts';
import { useStreamEvent } from '../../../shared/sse/useServerEvent.ts';
import { findReservationByTask, useDeskStore } from '../../agent-desktop/state/desk-store.ts';
import { showDeskNotification } from '../../agent-desktop/utils/desk-notifications.ts';
import { fetchActiveConference } from '../api/conference-api.ts';
import type { CallView, VoiceNotification } from '../api/voice-types.ts';
import type { CarriesParticipant } from '../media/voice-session-manager.ts';
import { participantOfUser } from '../state/conference-snapshots.ts';
import { useVoiceStore } from '../state/voice-store.ts';
import { contactOfReservation, notifyEmbeddingParent } from '../utils/embedding-bridge.ts';
import { CALL_TEXTS, VOICE_SPEC_TEXTS } from '../voice-texts.ts';
import { useVoiceRuntime } from './useVoiceRuntime.ts';

/** The texts of `voice.notification` (spec 001 §8 notifications, 7 s; spec 000 §8 CanceledTransfer). */
export function voiceNotificationText(notification: VoiceNotification): string {
  switch (notification.kind) {
    case 'contactHungUpIncoming':
      return VOICE_SPEC_TEXTS.contactHungUpIncoming(notification.name ?? VOICE_SPEC_TEXTS.contact);
    case 'answeredByAnother':
      return VOICE_SPEC_TEXTS.answeredByAnother;
    case 'contactHungUp':
      return VOICE_SPEC_TEXTS.contactHungUp;
    case 'transferCanceled':
      return VOICE_SPEC_TEXTS.transferCanceled;
  }
}

/**
 * The outcome of an outbound call the agent placed, once it rang out: busy and failed show 'Call
 * failed to connect. {text}' for the catalogue's duration (busy 3 s); no answer says so (7 s).
 */
function announceOutcome(call: CallView): void {
  if (call.status === 'busy') showCatalogueToast(callFailureMessage('busy'));
  // A call the brand's restrictions refused is refused in create-call's answer, which names the rule
  // (call-actions.ts placeCall); its call.updated would only repeat it without the detail.
  else if (call.status === 'failed' && call.failureReason === 'restricted') return;
  else if (call.status === 'failed') {
    showCatalogueToast(
      callFailureMessage(isCallFailureReason(call.failureReason) ? call.failureReason : 'failed'),
    );
  } else if (call.status === 'no-answer') showDeskNotification(CALL_TEXTS.noAnswer);
}

const ENDED_UNANSWERED = new Set(['busy', 'failed', 'no-answer']);

/**
 * The desk's side of calls, run by the desk runtime on every page: the media of the user's agent
 * and supervisor participants (useVoiceRuntime), the call they were on after a reload (GET
 * /conv/conferences/active), the voice notifications, the outcome of outbound calls, and the
 * embedding host's 'call-disconnected'.
 */
export function useDeskVoice(userId: string | undefined): void {
  const carries = useMemo<CarriesParticipant | null>(
    () =>
      userId === undefined
        ? null
        : (participant) =>
            (participant.kind === 'agent' || participant.kind === 'supervisor') &&
            (participant.mediaUserId ?? participant.userId) === userId,
    [userId],
  );
  const runtime = useVoiceRuntime({ label: 'desk', carries });
  const resume = useRef(runtime.resume);
  resume.current = runtime.resume;

  // A reload during a call: the conference is read again and the media negotiated anew.
  useEffect(() => {
    if (userId === undefined) return;
    const controller = new AbortController();
    fetchActiveConference(controller.signal)
      .then((snapshot) => {
        if (snapshot && typeof snapshot.conferenceSid === 'string') resume.current(snapshot);
      })
      .catch(() => {});
    return () => controller.abort();
  }, [userId]);

  useStreamEvent(VOICE_STREAM['voice.notification'], (notification) => {
    if (notification.kind === 'transferCanceled') {
      const { transfers, setTransfer } = useVoiceStore.getState();
      for (const [taskSid, transfer] of Object.entries(transfers)) {
        if (taskSid === notification.taskSid || transfer.transferTaskSid === notification.taskSid) {
          setTransfer(taskSid, null);
        }
      }
    }
    showDeskNotification(voiceNotificationText(notification));
  });

  // call.updated goes to the whole brand: only calls of this desk's tasks are announced, once.
  const announced = useRef(new Set<string>());
  useEffect(
    () =>
      useVoiceStore.subscribe((state, previous) => {
        if (state.calls === previous.calls) return;
        for (const call of Object.values(state.calls)) {
          if (previous.calls[call.callSid] === call || call.direction !== 'outbound') continue;
          if (!ENDED_UNANSWERED.has(call.status) || announced.current.has(call.callSid)) continue;
          if (!call.taskSid) continue;
          const ours =
            state.placedTasks.includes(call.taskSid) ||
            findReservationByTask(useDeskStore.getState(), call.taskSid);
          if (!ours) continue;
          announced.current.add(call.callSid);
          announceOutcome(call);
        }
      }),
    [],
  );

  // spec 001 §6: the embedding host hears when this agent's call ends.
  useEffect(() => {
    if (userId === undefined) return;
    return useVoiceStore.subscribe((state, previous) => {
      if (state.conferences === previous.conferences) return;
      for (const [sid, snapshot] of Object.entries(state.conferences)) {
        const before = previous.conferences[sid];
        if (!before || before === snapshot) continue;
        const wasOn = before.endedAt === null && participantOfUser(before, userId) !== undefined;
        const isOn = snapshot.endedAt === null && participantOfUser(snapshot, userId) !== undefined;
        if (!wasOn || isOn) continue;
        const task = taskOfConference(sid, snapshot.taskSid, state.conferenceByTask);
        notifyEmbeddingParent(
          'call-disconnected',
          contactOfReservation(task),
          task?.taskSid ?? snapshot.taskSid,
        );
      }
    });
  }, [userId]);
}

/** The desk's task in a conference: its own, or the one it was transferred in. */
function taskOfConference(
  conferenceSid: string,
  conferenceTaskSid: string,
  conferenceByTask: Readonly<Record<string, string>>,
): Reservation | null {
  const held = Object.values(useDeskStore.getState().reservations.bySid);
  return (
    held.find(
      (reservation) =>
        conferenceByTask[reservation.taskSid] === conferenceSid ||
        reservation.attributes.conferenceSid === conferenceSid ||
        reservation.taskSid === conferenceTaskSid,
    ) ?? null
  );
}
