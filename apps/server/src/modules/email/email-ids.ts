import { randomBytes } from 'node:crypto';
import { newMessageId } from '@parley/core/email/threading';

/** A thread's id (`rvThreadId`). */
export function newThreadId(): string {
  return `ET${randomBytes(16).toString('hex')}`;
}

/** A message's id (`rvEmailMessageId`). */
export function newEmailMessageId(): string {
  return `EM${randomBytes(16).toString('hex')}`;
}

/** The RFC 5322 Message-ID of a message Parley writes: its own id, so it never changes on a resend. */
export function outboundMessageIdHeader(rvEmailMessageId: string): string {
  return newMessageId(rvEmailMessageId);
}
