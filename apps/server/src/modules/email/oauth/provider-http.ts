import type { z } from 'zod';
import { MailTransportError } from '../transports/mail-transport.ts';

// Calls to Google's and Microsoft's endpoints: one timeout, and their refusals sorted into the
// transport's kinds (docs/email.md "Transport interface"): 401/403 the grant no longer works (`auth`),
// 429 and 5xx or no answer worth another try (`unavailable`), any other 4xx about the request itself
// (`rejected`).

const TIMEOUT_MS = 20_000;

/** `fetch` with the timeout; a network failure is `unavailable`. */
export async function providerFetch(url: string, init: RequestInit, what: string): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new MailTransportError('unavailable', `${what}: no answer from ${new URL(url).host} (${reason})`, {
      cause: error,
    });
  }
}

/** The provider's own words from an error body: Google's and Graph's `{ error: { message } }`, OAuth's `{ error, error_description }`. */
export async function providerErrorText(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  try {
    const body: unknown = JSON.parse(text);
    if (body && typeof body === 'object' && 'error' in body) {
      const { error } = body;
      const description = 'error_description' in body ? body.error_description : undefined;
      if (typeof error === 'string') {
        return typeof description === 'string' ? `${error}: ${description}` : error;
      }
      if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string') {
        return error.message;
      }
    }
  } catch {
    // Not JSON: the text itself, shortened.
  }
  return text.slice(0, 200) || response.statusText || `HTTP ${response.status}`;
}

/** The MailTransportError of a refused call. */
export async function providerFailure(response: Response, what: string): Promise<MailTransportError> {
  const reason = `${what}: ${response.status} ${await providerErrorText(response)}`;
  if (response.status === 401 || response.status === 403) return new MailTransportError('auth', reason);
  if (response.status === 429 || response.status >= 500) return new MailTransportError('unavailable', reason);
  return new MailTransportError('rejected', reason);
}

/** A JSON answer checked against its documented shape, or the call's failure. */
export async function providerJson<T>(response: Response, what: string, shape: z.ZodType<T>): Promise<T> {
  if (!response.ok) throw await providerFailure(response, what);
  let body: unknown;
  try {
    body = await response.json();
  } catch (error) {
    throw new MailTransportError('unavailable', `${what}: the answer was not JSON`, { cause: error });
  }
  const parsed = shape.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new MailTransportError(
      'unavailable',
      `${what}: unexpected answer (${issue ? `${issue.path.join('.')}: ${issue.message}` : 'invalid'})`,
    );
  }
  return parsed.data;
}
