import { EVENT_STREAM_FAILURE_TEXT } from '@parley/core/common/texts';
import { showErrorToastFor, showPersistentWarning } from '../notifications/toasts.ts';

export const EVENT_STREAM_WARNING_ID = 'event-stream-hard-failure';

/** A `server.error` event: logged and shown with the catalogue text (spec 000 §8). */
export function reportServerErrorEvent(data: unknown): void {
  showErrorToastFor(data);
}

/** spec 000 §8: the event stream's hard failure leaves a warning that stays until dismissed. */
export function reportEventStreamFailure(): void {
  console.error('The event stream failed for 300 s and was closed');
  showPersistentWarning(EVENT_STREAM_WARNING_ID, EVENT_STREAM_FAILURE_TEXT);
}
