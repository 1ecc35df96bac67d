import { transferTargetRefusal } from '@parley/core/voice/transfer-targets';
import type { TransferAgent } from '../api/transfer-api.ts';
import { VOICE_SPEC_TEXTS } from '../voice-texts.ts';

// spec 001 §4 "Agent availability": shown as Available, Busy or Unavailable. "For transfers, an
// agent is available if isAvailable is true and conference status is available. Busy agents can
// be chosen when the enableTransferToBusyAgents flag is on. An agent in 'Progressive Dialer Mode'
// is never selectable."

export type TransferAvailability = 'available' | 'busy' | 'unavailable';

export function transferAvailability(
  agent: Pick<TransferAgent, 'isAvailable' | 'conferenceStatus'>,
): TransferAvailability {
  if (!agent.isAvailable) return 'unavailable';
  return agent.conferenceStatus === 'available' ? 'available' : 'busy';
}

export function availabilityLabel(availability: TransferAvailability): string {
  if (availability === 'available') return VOICE_SPEC_TEXTS.available;
  if (availability === 'busy') return VOICE_SPEC_TEXTS.busy;
  return VOICE_SPEC_TEXTS.unavailable;
}

export type TransferRules = { enableTransferToBusyAgents: boolean; selfWorkerSid: string | undefined };

/** Can the call be transferred to this agent? The server's rule (core transfer-targets), never to oneself. */
export function isSelectableForTransfer(agent: TransferAgent, rules: TransferRules): boolean {
  if (agent.workerSid === rules.selfWorkerSid) return false;
  const target = {
    status: agent.status,
    isAvailable: agent.isAvailable,
    conferenceStatus: agent.conferenceStatus === 'available' ? ('available' as const) : ('busy' as const),
  };
  return transferTargetRefusal(target, rules) === null;
}

/** The picker's list: matching the search (name or email, case-insensitive), oneself left out. */
export function transferCandidates(
  agents: readonly TransferAgent[],
  search: string,
  selfWorkerSid: string | undefined,
) {
  const text = search.trim().toLowerCase();
  return agents.filter(
    (agent) =>
      agent.workerSid !== selfWorkerSid &&
      (text === '' || agent.name.toLowerCase().includes(text) || agent.email.toLowerCase().includes(text)),
  );
}
