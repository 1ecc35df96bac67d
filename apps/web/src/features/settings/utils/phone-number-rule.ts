import { TASK_CREATION_ERROR_TEXTS } from '@parley/core/common/error-catalogue';
import { toE164 } from '@parley/core/common/phone-number';

/** A form rule for a phone number: the server parses it the same way (US by default, spec 000 §5) and answers the same text. */
export function phoneNumberRule(value: string): string | null {
  return toE164(value) ? null : TASK_CREATION_ERROR_TEXTS.invalid_phone_number;
}
