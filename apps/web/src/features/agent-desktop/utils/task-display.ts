import type { Reservation } from '@parley/core/agent-desktop/reservation';
import { textAttribute } from '@parley/core/agent-desktop/reservation-attributes';
import { AGENT_DESKTOP_TEXTS } from '@parley/core/agent-desktop/texts';
import { channelLabel } from '@parley/core/common/channels';
import { formatPhoneForDisplay } from '@parley/core/common/phone-number';

/**
 * Who the task is with: the contact's name, else their phone or email, else 'Unknown contact'. A
 * name that is a phone number (an unknown contact is named after it) is shown as one (spec 000 §5).
 */
export function contactLabel(reservation: Reservation): string {
  const name = textAttribute(reservation, 'name');
  const phone = textAttribute(reservation, 'contactPhone');
  return (
    (name ? formatPhoneForDisplay(name) : undefined) ??
    (phone ? formatPhoneForDisplay(phone) : undefined) ??
    textAttribute(reservation, 'email') ??
    AGENT_DESKTOP_TEXTS.unknownContact
  );
}

/** What the task is: its title, else its channel in words. */
export function taskTitle(reservation: Reservation): string {
  return textAttribute(reservation, 'title') ?? channelLabel(reservation.taskChannelUniqueName);
}

export function reservationStatusLabel(reservation: Reservation, pendingRemoval: boolean): string {
  if (pendingRemoval) return AGENT_DESKTOP_TEXTS.pendingRemoval;
  if (reservation.status === 'pending') return AGENT_DESKTOP_TEXTS.offered;
  if (reservation.status === 'wrapping') return AGENT_DESKTOP_TEXTS.wrapping;
  return AGENT_DESKTOP_TEXTS.accepted;
}

/** An email's subject and the start of its body (the Email event's bodySnippet), for the task list. */
export function taskSnippet(reservation: Reservation): string | null {
  if (reservation.taskChannelUniqueName !== 'email') return null;
  const subject = textAttribute(reservation, 'subject');
  const body = textAttribute(reservation, 'bodySnippet');
  const parts = [subject, body].filter((part): part is string => Boolean(part?.trim()));
  return parts.length > 0 ? parts.join(' — ') : null;
}
