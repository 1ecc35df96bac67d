import { toE164 } from '@parley/core/phone-number';
import { TaskCreationError } from './task-creation-error.ts';

/** The E.164 form of a phone field, or a 400 'Invalid phone number' naming the field. */
export function parsePhoneField(value: string, field: string): string {
  const phone = toE164(value);
  if (!phone) throw new TaskCreationError('invalid_phone_number', { field });
  return phone;
}
