// Who a call may be transferred to (spec 001 §4 "Agent availability"), as the server enforces it.
// The web's picker applies the same rule to what it offers (features/voice transfer-availability).
// "For transfers, an agent is available if isAvailable is true and conference status is available.
// Busy agents can be chosen when the enableTransferToBusyAgents flag is on. An agent in 'Progressive
// Dialer Mode' is never selectable." Pure.

/** spec 001 §4: an agent in this status is never offered a transfer. */
export const PROGRESSIVE_DIALER_STATUS = 'Progressive Dialer Mode';

export type TransferTargetState = {
  /** The agent's status name. */
  status: string;
  /** Agent.isAvailable: their status is an available one. */
  isAvailable: boolean;
  /** Agent.conferenceStatus: `busy` while they hold an accepted or wrapping call task. */
  conferenceStatus: 'available' | 'busy';
};

export type TransferTargetRefusal = 'progressiveDialer' | 'unavailable' | 'busy';

/** Why this agent may not take the transfer, or null when they may. */
export function transferTargetRefusal(
  target: TransferTargetState,
  rules: { enableTransferToBusyAgents: boolean },
): TransferTargetRefusal | null {
  if (target.status === PROGRESSIVE_DIALER_STATUS) return 'progressiveDialer';
  if (!target.isAvailable) return 'unavailable';
  if (target.conferenceStatus === 'busy' && !rules.enableTransferToBusyAgents) return 'busy';
  return null;
}

/** The 409 texts of POST /conv/transfers/agent for each refusal (Parley's wording). */
export const TRANSFER_TARGET_TEXTS: Record<TransferTargetRefusal, string> = {
  progressiveDialer: 'This agent cannot take transfers now',
  unavailable: 'This agent is not available',
  busy: 'This agent is busy on a call',
};
