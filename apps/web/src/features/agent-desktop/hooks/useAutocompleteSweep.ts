import { textAttribute } from '@parley/core/agent-desktop/reservation-attributes';
import { AGENT_DESKTOP_SPEC_TEXTS } from '@parley/core/agent-desktop/texts';
import {
  autocompleteHeld,
  autocompleteRemainingMs,
  autocompleteStartsAt,
} from '@parley/core/agent-desktop/wrap-up';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSession } from '../../auth/hooks/useSession.ts';
import { preferencesForTitle, type TaskPreferencesByTitle } from '../api/desk-settings-api.ts';
import { completeWrapUp } from '../state/desk-actions.ts';
import { EMPTY_WRAP_UP_FORM, useDeskStore } from '../state/desk-store.ts';
import { showDeskNotification } from '../utils/desk-notifications.ts';
import { useDeskAgent } from './useDeskAgent.ts';
import { wrapUpListsQuery } from './useDeskSettings.ts';

/** How often the countdowns are checked. */
const SWEEP_MS = 500;

/**
 * spec 000 §4: when a wrapping task's autocomplete countdown (task preferences,
 * autocompleteCountdownSeconds of its title) ends, the task is marked pending removal and completed
 * with what the wrap-up form holds; spec 001 §8 'Conversation automatically summarized.' (7 s).
 * Each task is tried once: after a failure the agent submits it. A task the form cannot complete yet
 * (no disposition where the brand has some) stays in wrap-up; the countdown restarts at each change
 * to the form (core's autocompleteHeld, autocompleteStartsAt).
 */
export function useAutocompleteSweep(preferences: TaskPreferencesByTitle): void {
  const brandSlug = useSession().profile?.brandSlug;
  const agent = useDeskAgent().data;
  const queryClient = useQueryClient();
  const tried = useRef(new Set<string>());
  const checking = useRef(new Set<string>());
  const latest = useRef({ preferences, brandSlug, agent });
  latest.current = { preferences, brandSlug, agent };

  useEffect(() => {
    const timer = setInterval(() => {
      const { preferences: prefs, brandSlug: slug, agent: me } = latest.current;
      if (!me) return;
      const state = useDeskStore.getState();
      const now = Date.now();
      for (const reservation of Object.values(state.reservations.bySid)) {
        const { taskSid } = reservation;
        if (reservation.status !== 'wrapping' || tried.current.has(taskSid) || checking.current.has(taskSid))
          continue;
        const wrappingSince = state.wrappingSince[taskSid];
        if (wrappingSince === undefined) continue;
        const since = autocompleteStartsAt(wrappingSince, state.wrapUpChangedAt[taskSid]);
        const seconds = preferencesForTitle(
          prefs,
          textAttribute(reservation, 'title'),
        ).autocompleteCountdownSeconds;
        if (autocompleteRemainingMs(since, seconds, now) !== 0) continue;
        checking.current.add(taskSid);
        void mayComplete(queryClient, taskSid)
          .then((ready) => {
            if (!ready) return;
            tried.current.add(taskSid);
            return completeWrapUp(taskSid, {
              brandSlug: slug,
              agent: { id: me.id, email: me.email },
              dispositionedBy: 'autocomplete',
            }).then((done) => {
              if (done) showDeskNotification(AGENT_DESKTOP_SPEC_TEXTS.conversationAutoSummarized);
            });
          })
          .finally(() => checking.current.delete(taskSid));
      }
    }, SWEEP_MS);
    return () => clearInterval(timer);
  }, [queryClient]);
}

/** Whether the task's wrap-up form may be submitted as it is (the brand's lists read once, cached). */
async function mayComplete(queryClient: QueryClient, taskSid: string): Promise<boolean> {
  try {
    const lists = await queryClient.ensureQueryData(wrapUpListsQuery);
    const form = useDeskStore.getState().wrapUpDrafts[taskSid] ?? EMPTY_WRAP_UP_FORM;
    return !autocompleteHeld(form, lists.dispositions.length > 0);
  } catch {
    // Whether a disposition is required is unknown: the agent submits.
    return false;
  }
}
