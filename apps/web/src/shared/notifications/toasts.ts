import { notifications } from '@mantine/notifications';
import { type CatalogueMessage, describeError } from '@parley/core/common/error-catalogue';
import { ERROR_TOAST_MS, SUCCESS_TOAST_MS } from '@parley/core/common/limits';

export type ToastOptions = {
  title?: string;
  /** Milliseconds, or false to stay until dismissed. */
  autoCloseMs?: number | false;
};

/** spec 000 §8: success toasts last 3 s by default. */
export function showSuccessToast(message: string, options: ToastOptions = {}): void {
  notifications.show({
    color: 'teal',
    title: options.title,
    message,
    autoClose: options.autoCloseMs ?? SUCCESS_TOAST_MS,
  });
}

/**
 * An error toast with a catalogue text. Identical errors arriving together (several requests
 * failing at once) show one toast: the id is the text, and Mantine ignores a second show of an id
 * still on screen.
 */
export function showErrorToast(message: string, options: ToastOptions = {}): void {
  notifications.show({
    id: `error:${message}`,
    color: 'red',
    title: options.title,
    message,
    autoClose: options.autoCloseMs ?? ERROR_TOAST_MS,
  });
}

/** A catalogue entry (see describeError / callFailureMessage) as an error toast, with its duration. */
export function showCatalogueToast(entry: CatalogueMessage): void {
  showErrorToast(entry.message, { title: entry.title, autoCloseMs: entry.autoCloseMs });
}

/** Any error (typed error, call failure, API body, Error, text) as the catalogue's toast, and logged. */
export function showErrorToastFor(error: unknown): void {
  console.error(error);
  showCatalogueToast(describeError(error));
}

/**
 * A warning that stays until dismissed (spec 000 §8: the event stream's hard failure). One per
 * `id`: showing it again while it is on screen does nothing.
 */
export function showPersistentWarning(id: string, message: string): void {
  notifications.show({ id, color: 'yellow', message, autoClose: false, withCloseButton: true });
}

export function hideToast(id: string): void {
  notifications.hide(id);
}
