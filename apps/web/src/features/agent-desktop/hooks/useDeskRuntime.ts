import { isDelayedInboundEmail, shouldAutoAccept } from '@parley/core/agent-desktop/auto-accept';
import { OUTBOUND_RESERVATION_WAIT_MS } from '@parley/core/agent-desktop/outbound-wait';
import type { Reservation } from '@parley/core/agent-desktop/reservation';
import { textAttribute } from '@parley/core/agent-desktop/reservation-attributes';
import { CONVERSATIONS_STREAM } from '@parley/core/conversations/stream-events';
import { ROUTING_STREAM } from '@parley/core/routing/stream-events';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createElement, Suspense, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { lazyComponent } from '../../../shared/chunk-retry/lazy-component.ts';
import { useEventStreamPhase, useStreamEvent } from '../../../shared/sse/useServerEvent.ts';
import { useSession } from '../../auth/hooks/useSession.ts';
import { useDeskVoice } from '../../voice/hooks/useDeskVoice.ts';
import { isIncomingCall } from '../../voice/utils/call-task.ts';
import { preferencesForTitle, type TaskPreferencesByTitle } from '../api/desk-settings-api.ts';
import { fetchReservations } from '../api/reservations-api.ts';
import { acceptReservation } from '../state/desk-actions.ts';
import { useDeskStore } from '../state/desk-store.ts';
import { addMessageToHistory } from '../state/message-history.ts';
import { type ReceiveEffects, receiveReservation, resumeAutoAccept } from '../state/receive-reservation.ts';
import {
  dismissOfferNotification,
  notifyOffer,
  requestBrowserNotificationPermission,
} from '../utils/desk-notifications.ts';
import { useAutocompleteSweep } from './useAutocompleteSweep.ts';
import { useAutoOpenUrl } from './useAutoOpenUrl.ts';
import { useAgentStatusEvents, useDeskAgent } from './useDeskAgent.ts';
import { useAdminSettingsReload, useTaskPreferences, useWrapUpLists } from './useDeskSettings.ts';

// An offer's notification body (its buttons, the task's title and contact) is a chunk of its own,
// downloaded with the first offer rather than with every page of the shell.
const OfferNotification = lazyComponent(
  () => import('../components/OfferNotification.tsx'),
  (m) => m.OfferNotification,
);

export function reservationsQueryKey(workerSid: string | undefined) {
  return ['agent-desktop', 'reservations', workerSid ?? null] as const;
}

/** Where the desk's pages are: an offer's "Open" goes there. */
export const AGENT_DESK_PATH = '/agent';

/**
 * Runs the desk on every page of the shell for a user who may use the agent desktop
 * (ShellAgentDeskRuntime, mounted once by ShellLayout): loads the agent's reservations (GraphQL
 * reservations(workerSid)), keeps them live from reservation.created / reservation.updated, counts
 * unread texts from conversation.message, announces offers, and applies the automatic rules of
 * spec 001 §4 (auto-accept, openUrl, inbound email delay, autocomplete). The /agent pages only read
 * the desk's store.
 */
export function useDeskRuntime() {
  const { profile } = useSession();
  const flags = profile?.featureFlags;
  const agent = useDeskAgent();
  const workerSid = agent.data?.workerSid;
  const preferences = useTaskPreferences();
  // Loaded with the desk so a wrap-up form opens with its dispositions and tags.
  useWrapUpLists();
  const queryClient = useQueryClient();

  // Read when the shell starts (sign-in, reload) and again after the stream was down: events the
  // stream could not replay (offline past its five minutes) are not lost.
  const reservations = useQuery({
    queryKey: reservationsQueryKey(workerSid),
    queryFn: ({ signal }) => {
      useDeskStore.getState().beginLoad();
      return fetchReservations(workerSid ?? '', signal);
    },
    enabled: workerSid !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
    // No cached answer outlives the runtime (sign-out, losing the agent desktop).
    gcTime: 0,
  });
  useReloadAfterReconnect(workerSid);

  const navigate = useNavigate();
  const effects = useDeskEffects(preferences, {
    autoAcceptByTaskTitle: flags?.autoAcceptByTaskTitle ?? false,
    autoAcceptInboundCallsInConversations: flags?.autoAcceptInboundCallsInConversations ?? false,
    browserNotifications: flags?.browserNotifications ?? false,
    userId: agent.data?.id,
    multipleCalls: flags?.multipleCalls ?? false,
    openTask: (taskSid) => {
      useDeskStore.getState().setActiveTask(taskSid);
      void navigate(AGENT_DESK_PATH);
    },
  });

  // Every answer is applied, even one equal to the last (the desk may have moved on since).
  const { data: loadedReservations, dataUpdatedAt } = reservations;
  // biome-ignore lint/correctness/useExhaustiveDependencies: dataUpdatedAt marks each answer.
  useEffect(() => {
    if (!loadedReservations) return;
    useDeskStore.getState().hydrate(loadedReservations);
    resumeAutoAccept(effects.current);
  }, [loadedReservations, dataUpdatedAt, effects]);

  // The rules may accept more once the brand's preferences (or a new flag) are known.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-run when the inputs of the rules change.
  useEffect(() => {
    resumeAutoAccept(effects.current);
  }, [preferences, flags?.autoAcceptByTaskTitle, flags?.autoAcceptInboundCallsInConversations, effects]);

  useEffect(() => {
    if (flags?.browserNotifications) requestBrowserNotificationPermission();
  }, [flags?.browserNotifications]);

  const emailTimers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const timers = emailTimers.current;
    return () => {
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
    };
  }, []);

  const onReservation = (reservation: Reservation) => {
    if (workerSid !== undefined && reservation.workerSid !== workerSid) return;
    const known = useDeskStore.getState().reservations.bySid[reservation.sid] !== undefined;
    if (!known && reservation.status === 'pending' && isDelayedInboundEmail(reservation)) {
      // spec 001 §4: inbound email tasks are delayed before being set (10 s, task preferences).
      if (emailTimers.current.has(reservation.sid)) return;
      const seconds = preferencesForTitle(
        preferences,
        textAttribute(reservation, 'title'),
      ).inboundEmailDelaySeconds;
      const timer = setTimeout(() => {
        emailTimers.current.delete(reservation.sid);
        receiveReservation(reservation, effects.current);
      }, seconds * 1000);
      emailTimers.current.set(reservation.sid, timer);
      return;
    }
    receiveReservation(reservation, effects.current);
  };
  useStreamEvent(ROUTING_STREAM['reservation.created'], onReservation);
  useStreamEvent(ROUTING_STREAM['reservation.updated'], onReservation);

  useStreamEvent(CONVERSATIONS_STREAM['conversation.message'], (event) => {
    useDeskStore.getState().countMessage(event.conversationSid, event.message);
    addMessageToHistory(queryClient, event.conversationSid, event.message);
  });

  useOutboundWaitTimeout(effects);
  // Calls: conference snapshots, media, call outcomes and the voice notifications (features/voice).
  useDeskVoice(agent.data?.id);
  useAgentStatusEvents();
  useAdminSettingsReload();
  useAutocompleteSweep(preferences);
  useAutoOpenUrl(preferences);

  return { agent, reservations, loaded: useDeskStore((state) => state.loaded) };
}

/** The stream came back after being down: what it could not replay is read again. */
function useReloadAfterReconnect(workerSid: string | undefined): void {
  const queryClient = useQueryClient();
  const phase = useEventStreamPhase();
  const wasDown = useRef(false);
  useEffect(() => {
    if (phase === 'retrying' || phase === 'failed') wasDown.current = true;
    if (phase === 'open' && wasDown.current) {
      wasDown.current = false;
      void queryClient.invalidateQueries({ queryKey: reservationsQueryKey(workerSid) });
    }
  }, [phase, queryClient, workerSid]);
}

/** The effects of receiving a reservation, always with the latest settings and flags. */
function useDeskEffects(
  preferences: TaskPreferencesByTitle,
  options: {
    autoAcceptByTaskTitle: boolean;
    autoAcceptInboundCallsInConversations: boolean;
    browserNotifications: boolean;
    userId: string | undefined;
    multipleCalls: boolean;
    openTask: (taskSid: string) => void;
  },
) {
  const effects = useRef<ReceiveEffects>(null!);
  effects.current = {
    shouldAutoAccept: (reservation) =>
      shouldAutoAccept(reservation, {
        autoAcceptByTaskTitle: options.autoAcceptByTaskTitle,
        autoAcceptInboundCallsInConversations: options.autoAcceptInboundCallsInConversations,
        ...titleAutoAccept(preferencesForTitle(preferences, textAttribute(reservation, 'title'))),
      }),
    accept: acceptReservation,
    notifyOffer: (reservation) => {
      const onOpen = () => options.openTask(reservation.taskSid);
      notifyOffer(reservation, {
        browser: options.browserNotifications,
        onOpen,
        content: createElement(
          Suspense,
          { fallback: null },
          createElement(OfferNotification, {
            reservation,
            onOpen,
            userId: options.userId,
            multipleCalls: options.multipleCalls,
          }),
        ),
        contentReady: OfferNotification.preload,
        incomingCall: isIncomingCall(reservation),
      });
    },
    dismissOffer: (reservation) => dismissOfferNotification(reservation.sid),
    now: Date.now,
  };
  return effects;
}

/** spec 001 §4: the wait for an outbound task's reservation is abandoned after the threshold; auto-accept resumes. */
function useOutboundWaitTimeout(effects: { current: ReceiveEffects }): void {
  const wait = useDeskStore((state) => state.outboundWait);
  useEffect(() => {
    if (!wait) return;
    const timer = setTimeout(
      () => {
        if (useDeskStore.getState().outboundWait !== wait) return;
        useDeskStore.getState().setOutboundWait(null);
        resumeAutoAccept(effects.current);
      },
      Math.max(0, wait.startedAt + OUTBOUND_RESERVATION_WAIT_MS - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [wait, effects]);
}

/** The per-title task preferences the auto-accept rule reads (spec 001 §4). */
function titleAutoAccept(titlePreferences: ReturnType<typeof preferencesForTitle>) {
  return {
    autoAcceptTaskTitles: titlePreferences.autoAcceptByTaskTitle,
    callsAutoAccept: titlePreferences.callsAutoAccept,
  };
}
