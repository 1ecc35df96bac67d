import { AppError } from '../../platform/http/app-error.ts';
import { requireRole, SETTINGS_ROLES } from '../../platform/http/guards.ts';
import type { RequestSession } from '../../platform/http/request-session.ts';

// Who may see and change the brand's phone numbers (ours; the spec shows no rules):
// - every signed-in user of the brand reads the numbers that carry a channel
//   (getCommunicationSources: the dial pad needs them);
// - admins and supervisors read the whole list (the settings area is theirs);
// - only admins add, change or delete numbers: a number is what contacts see calling, and with a
//   real carrier it is a paid resource.

export type PhoneNumberAction = 'phoneNumber.list' | 'phoneNumber.manage';

export function authorizePhoneNumbers(session: RequestSession, action: PhoneNumberAction): RequestSession {
  switch (action) {
    case 'phoneNumber.list':
      return requireRole(session, SETTINGS_ROLES);
    case 'phoneNumber.manage':
      return requireRole(session, ['admin']);
    default:
      throw new AppError('forbidden', 'You do not have permission to do this');
  }
}
