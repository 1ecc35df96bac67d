import { useMemo } from 'react';
import { useDeskAgent } from '../../agent-desktop/hooks/useDeskAgent.ts';
import { useVisibleRailEntries } from '../../auth/hooks/useVisibleRailEntries.ts';
import { useVoiceRuntime } from '../hooks/useVoiceRuntime.ts';
import type { CarriesParticipant } from '../media/voice-session-manager.ts';

function SupervisorMedia() {
  const userId = useDeskAgent().data?.id;
  const carries = useMemo<CarriesParticipant | null>(
    () =>
      userId === undefined
        ? null
        : (participant) =>
            participant.kind === 'supervisor' && (participant.mediaUserId ?? participant.userId) === userId,
    [userId],
  );
  useVoiceRuntime({ label: 'supervisor', carries });
  return null;
}

/**
 * A supervisor's manager-action audio on the page they act from. Users of the agent desktop carry
 * it already (the desk's runtime runs on every page): this only runs for the others.
 */
export function SupervisorVoiceRuntime() {
  const hasDesk = useVisibleRailEntries().some((entry) => entry.id === 'agentDesktop');
  return hasDesk ? null : <SupervisorMedia />;
}
