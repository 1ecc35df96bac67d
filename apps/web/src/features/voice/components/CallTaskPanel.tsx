import type { Reservation } from '@parley/core/agent-desktop/reservation';
import { isIncomingCall } from '../utils/call-task.ts';
import { ActiveCallPanel } from './ActiveCallPanel.tsx';
import { IncomingCallCard } from './IncomingCallCard.tsx';

export type CallTaskPanelProps = { reservation: Reservation };

/** The work area of a call task: the incoming call card while it rings, else the call itself. */
export function CallTaskPanel({ reservation }: CallTaskPanelProps) {
  if (isIncomingCall(reservation)) return <IncomingCallCard reservation={reservation} />;
  return <ActiveCallPanel reservation={reservation} />;
}
