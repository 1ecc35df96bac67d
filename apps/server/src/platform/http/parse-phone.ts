import { TASK_CREATION_ERROR_TEXTS } from '@parley/core/common/error-catalogue';
import { toE164 } from '@parley/core/common/phone-number';
import { AppError } from './app-error.ts';

/** The E.164 form of a phone field, or a 400 'Invalid phone number' naming the field. */
export function parsePhoneField(value: string, field: string): string {
  const phone = toE164(value);
  if (!phone)
    throw new AppError('invalid_phone_number', TASK_CREATION_ERROR_TEXTS.invalid_phone_number, { field });
  return phone;
}
