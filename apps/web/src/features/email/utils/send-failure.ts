import { EMAIL_INTEGRATION_NAMES, EMAIL_TEXTS } from '@parley/core/email/email-texts';
import { EMAIL_INTEGRATION_TYPES, type EmailIntegrationType } from '@parley/core/email/inputs';
import { isApiError } from '../../../shared/api/api-error.ts';

/** Why a send failed, as the composer shows it (spec 001 §8 "Email send"). */
export type SendFailure = { kind: 'reauthorize'; message: string } | { kind: 'messages'; messages: string[] };

function integrationOf(details: unknown, fallback: EmailIntegrationType): EmailIntegrationType {
  const named: unknown =
    typeof details === 'object' && details !== null ? Reflect.get(details, 'integration') : null;
  return EMAIL_INTEGRATION_TYPES.find((type) => type === named) ?? fallback;
}

/** The server's message(s) of a 400: its list of issues when it gave one, else its message. */
function serverMessages(message: string, details: unknown): string[] {
  if (!Array.isArray(details)) return [message];
  const messages = details.flatMap((issue: unknown) => {
    if (typeof issue === 'string') return [issue];
    const text: unknown = typeof issue === 'object' && issue !== null ? Reflect.get(issue, 'message') : null;
    return typeof text === 'string' ? [text] : [];
  });
  return messages.length > 0 ? messages : [message];
}

/**
 * 422 → "Please go to My Settings and reauthorize your {integration} Integration." (with a link);
 * 400 → the server's message(s); anything else → "There was an error sending the email…".
 */
export function sendFailureOf(error: unknown, senderType: EmailIntegrationType): SendFailure {
  if (isApiError(error) && error.status === 422) {
    const integration = EMAIL_INTEGRATION_NAMES[integrationOf(error.details, senderType)];
    return { kind: 'reauthorize', message: EMAIL_TEXTS.reauthorize(integration) };
  }
  if (isApiError(error) && error.status === 400) {
    return { kind: 'messages', messages: serverMessages(error.message, error.details) };
  }
  return { kind: 'messages', messages: [EMAIL_TEXTS.sendFailed] };
}
