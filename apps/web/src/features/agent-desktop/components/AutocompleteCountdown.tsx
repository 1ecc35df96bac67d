import { Text } from '@mantine/core';
import { useInterval } from '@mantine/hooks';
import type { Reservation } from '@parley/core/agent-desktop/reservation';
import { textAttribute } from '@parley/core/agent-desktop/reservation-attributes';
import { AGENT_DESKTOP_TEXTS } from '@parley/core/agent-desktop/texts';
import {
  autocompleteHeld,
  autocompleteRemainingMs,
  autocompleteStartsAt,
} from '@parley/core/agent-desktop/wrap-up';
import { useEffect, useState } from 'react';
import { preferencesForTitle } from '../api/desk-settings-api.ts';
import { useTaskPreferences, useWrapUpLists } from '../hooks/useDeskSettings.ts';
import { EMPTY_WRAP_UP_FORM, useDeskStore } from '../state/desk-store.ts';

export type AutocompleteCountdownProps = { reservation: Reservation };

/**
 * spec 000 §4: the seconds left before a wrapping task completes by itself (the runtime acts at 0),
 * counted from the agent's last change to the form; or why it waits (issue 17: no disposition yet).
 */
export function AutocompleteCountdown({ reservation }: AutocompleteCountdownProps) {
  const preferences = useTaskPreferences();
  const wrappingSince = useDeskStore((state) => state.wrappingSince[reservation.taskSid]);
  const changedAt = useDeskStore((state) => state.wrapUpChangedAt[reservation.taskSid]);
  const form = useDeskStore((state) => state.wrapUpDrafts[reservation.taskSid]) ?? EMPTY_WRAP_UP_FORM;
  const lists = useWrapUpLists();
  const [now, setNow] = useState(() => Date.now());
  const interval = useInterval(() => setNow(Date.now()), 500);
  // biome-ignore lint/correctness/useExhaustiveDependencies: start and stop once; the hook's object changes every render.
  useEffect(() => {
    interval.start();
    return interval.stop;
  }, []);
  const seconds = preferencesForTitle(
    preferences,
    textAttribute(reservation, 'title'),
  ).autocompleteCountdownSeconds;
  const remaining =
    wrappingSince === undefined
      ? null
      : autocompleteRemainingMs(autocompleteStartsAt(wrappingSince, changedAt), seconds, now);
  if (remaining === null) return null;
  if (autocompleteHeld(form, (lists.data?.dispositions.length ?? 0) > 0)) {
    return (
      <Text size="sm" c="orange" aria-live="polite">
        {AGENT_DESKTOP_TEXTS.autocompleteHeld}
      </Text>
    );
  }
  return (
    <Text size="sm" c="dimmed" aria-live="polite">
      {AGENT_DESKTOP_TEXTS.autocompleteIn(Math.ceil(remaining / 1000))}
    </Text>
  );
}
