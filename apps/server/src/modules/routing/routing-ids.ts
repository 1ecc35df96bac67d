import { randomBytes } from 'node:crypto';

// Sids as the contract gives them: a two-letter prefix and 32 hex digits (docs/routing-contract.md).
function sid(prefix: 'WT' | 'WR' | 'WQ'): string {
  return `${prefix}${randomBytes(16).toString('hex')}`;
}

export const newTaskSid = (): string => sid('WT');
export const newReservationSid = (): string => sid('WR');
export const newQueueSid = (): string => sid('WQ');
