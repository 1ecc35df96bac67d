import { randomBytes } from 'node:crypto';

// Sids as the contract gives them: a two-letter prefix and 32 hex digits (docs/voice-contract.md).
function sid(prefix: 'CA' | 'CF' | 'CP'): string {
  return `${prefix}${randomBytes(16).toString('hex')}`;
}

export const newCallSid = (): string => sid('CA');
export const newConferenceSid = (): string => sid('CF');
export const newParticipantSid = (): string => sid('CP');
