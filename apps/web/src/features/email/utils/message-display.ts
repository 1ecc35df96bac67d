import { formatDateTimeWithZone } from '@parley/core/common/date-format';
import { formatAddress } from '@parley/core/email/addresses';
import type { EmailMessage } from '../api/email-types.ts';

/** 'Name <email>' (spec: from as name and address), or the address alone. */
export function senderOf(message: EmailMessage): string {
  return formatAddress({ email: message.from.email, name: message.from.name });
}

/** When it was sent (or written), spec 000 §9's 'MM/DD/YYYY h:mm A z'. */
export function messageDate(message: EmailMessage): string {
  return formatDateTimeWithZone(message.sentAt ?? message.createdAt) ?? '';
}
