import { textAttribute } from '@parley/core/agent-desktop/reservation-attributes';
import { AGENT_DESKTOP_SPEC_TEXTS } from '@parley/core/agent-desktop/texts';
import { autocompleteRemainingMs } from '@parley/core/agent-desktop/wrap-up';
import { useEffect, useRef } from 'react';
import { useSession } from '../../auth/hooks/useSession.ts';
import { preferencesForTitle, type TaskPreferencesByTitle } from '../api/desk-settings-api.ts';
import { completeWrapUp } from '../state/desk-actions.ts';
import { useDeskStore } from '../state/desk-store.ts';
import { showDeskNotification } from '../utils/desk-notifications.ts';
import { useDeskAgent } from './useDeskAgent.ts';

/** How often the countdowns are checked. */
const SWEEP_MS = 500;

/**
 * spec 000 §4: when a wrapping task's autocomplete countdown (task preferences,
 * autocompleteCountdownSeconds of its title) ends, the task is marked pending removal and completed
 * with what the wrap-up form holds; spec 001 §8 'Conversation automatically summarized.' (7 s).
 * Each task is tried once: after a failure the agent submits it.
 */
export function useAutocompleteSweep(preferences: TaskPreferencesByTitle): void {
  const brandSlug = useSession().profile?.brandSlug;
  const agent = useDeskAgent().data;
  const tried = useRef(new Set<string>());
  const latest = useRef({ preferences, brandSlug, agent });
  latest.current = { preferences, brandSlug, agent };

  useEffect(() => {
    const timer = setInterval(() => {
      const { preferences: prefs, brandSlug: slug, agent: me } = latest.current;
      if (!me) return;
      const state = useDeskStore.getState();
      const now = Date.now();
      for (const reservation of Object.values(state.reservations.bySid)) {
        if (reservation.status !== 'wrapping' || tried.current.has(reservation.taskSid)) continue;
        const since = state.wrappingSince[reservation.taskSid];
        if (since === undefined) continue;
        const seconds = preferencesForTitle(
          prefs,
          textAttribute(reservation, 'title'),
        ).autocompleteCountdownSeconds;
        if (autocompleteRemainingMs(since, seconds, now) !== 0) continue;
        tried.current.add(reservation.taskSid);
        void completeWrapUp(reservation.taskSid, {
          brandSlug: slug,
          agent: { id: me.id, email: me.email },
          dispositionedBy: 'autocomplete',
        }).then((done) => {
          if (done) showDeskNotification(AGENT_DESKTOP_SPEC_TEXTS.conversationAutoSummarized);
        });
      }
    }, SWEEP_MS);
    return () => clearInterval(timer);
  }, []);
}
