import { Text } from '@mantine/core';
import { useInterval } from '@mantine/hooks';
import type { Reservation } from '@parley/core/agent-desktop/reservation';
import { textAttribute } from '@parley/core/agent-desktop/reservation-attributes';
import { AGENT_DESKTOP_TEXTS } from '@parley/core/agent-desktop/texts';
import { autocompleteRemainingMs } from '@parley/core/agent-desktop/wrap-up';
import { useEffect, useState } from 'react';
import { preferencesForTitle } from '../api/desk-settings-api.ts';
import { useTaskPreferences } from '../hooks/useDeskSettings.ts';
import { useDeskStore } from '../state/desk-store.ts';

export type AutocompleteCountdownProps = { reservation: Reservation };

/** spec 000 §4: the seconds left before a wrapping task completes by itself (the runtime acts at 0). */
export function AutocompleteCountdown({ reservation }: AutocompleteCountdownProps) {
  const preferences = useTaskPreferences();
  const since = useDeskStore((state) => state.wrappingSince[reservation.taskSid]);
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
  const remaining = since === undefined ? null : autocompleteRemainingMs(since, seconds, now);
  if (remaining === null) return null;
  return (
    <Text size="sm" c="dimmed" aria-live="polite">
      {AGENT_DESKTOP_TEXTS.autocompleteIn(Math.ceil(remaining / 1000))}
    </Text>
  );
}
