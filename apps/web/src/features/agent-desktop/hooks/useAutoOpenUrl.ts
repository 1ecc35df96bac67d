import { autoOpenUrlFor } from '@parley/core/agent-desktop/auto-accept';
import { textAttribute } from '@parley/core/agent-desktop/reservation-attributes';
import { useEffect, useRef } from 'react';
import { preferencesForTitle, type TaskPreferencesByTitle } from '../api/desk-settings-api.ts';
import { findReservationByTask, useDeskStore } from '../state/desk-store.ts';

/**
 * spec 001 §4 auto-open: the first time a task is both active and accepted, its openUrl (or the
 * tasksAutoOpenUrl setting's URL for its title) opens in a new tab, once per task. Only http, https
 * and www addresses open (normalizeOpenUrl). Browsers may block a tab opened without a click; the
 * agent then allows pop-ups for Parley once.
 */
export function useAutoOpenUrl(preferences: TaskPreferencesByTitle): void {
  const active = useDeskStore((state) => findReservationByTask(state, state.activeTaskSid));
  const opened = useRef(new Set<string>());
  useEffect(() => {
    if (active?.status !== 'accepted' || opened.current.has(active.taskSid)) return;
    opened.current.add(active.taskSid);
    const setting = preferencesForTitle(preferences, textAttribute(active, 'title')).tasksAutoOpenUrl;
    const url = autoOpenUrlFor(active, setting);
    if (url) window.open(url, '_blank', 'noopener,noreferrer');
  }, [active, preferences]);
}
