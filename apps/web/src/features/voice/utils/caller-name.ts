import type { Reservation } from '@parley/core/agent-desktop/reservation';
import { textAttribute } from '@parley/core/agent-desktop/reservation-attributes';
import { formatPhoneForDisplay } from '@parley/core/common/phone-number';
import { VOICE_SPEC_TEXTS } from '../voice-texts.ts';

// Apart from call-task.ts: the desk's runtime reads that file on every page, and this one needs
// libphonenumber, which only the call's own panels load (docs/web-performance.md).

/** spec 001 §8 "{name or Contact}": the contact's name, else 'Contact'. */
export function callerName(reservation: Pick<Reservation, 'attributes'>): string {
  const name = textAttribute(reservation, 'name');
  const phone = textAttribute(reservation, 'contactPhone');
  // An unknown caller is named after their number: that is no name.
  if (!name || (phone && formatPhoneForDisplay(name) === formatPhoneForDisplay(phone)))
    return VOICE_SPEC_TEXTS.contact;
  return name;
}
