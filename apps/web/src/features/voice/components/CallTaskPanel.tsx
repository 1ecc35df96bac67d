import type { Reservation } from '@parley/core/agent-desktop/reservation';
import { isPreviewDialTask } from '@parley/core/campaigns/campaign-task';
import { useVoiceStore } from '../state/voice-store.ts';
import { isIncomingCall } from '../utils/call-task.ts';
import { ActiveCallPanel } from './ActiveCallPanel.tsx';
import { IncomingCallCard } from './IncomingCallCard.tsx';
import { PreviewDialCard } from './PreviewDialCard.tsx';

export type CallTaskPanelProps = { reservation: Reservation };

/**
 * The work area of a call task: the incoming call card while it rings, a preview campaign's contact
 * until the agent calls, else the call itself.
 */
export function CallTaskPanel({ reservation }: CallTaskPanelProps) {
  const started = useVoiceStore(
    (state) =>
      state.placedTasks.includes(reservation.taskSid) ||
      state.conferenceByTask[reservation.taskSid] !== undefined,
  );
  if (isIncomingCall(reservation)) return <IncomingCallCard reservation={reservation} />;
  if (reservation.status === 'accepted' && isPreviewDialTask(reservation.attributes) && !started)
    return <PreviewDialCard reservation={reservation} />;
  return <ActiveCallPanel reservation={reservation} />;
}
