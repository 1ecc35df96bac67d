import type { UseFormReturnType } from '@mantine/form';
import { isAbortError, isApiError } from '../../../shared/api/api-error.ts';
import { showErrorToast, showErrorToastFor } from '../../../shared/notifications/toasts.ts';

/**
 * Shows a failed save: an error naming a field of the form goes under that field ("Email must be a
 * valid email address", "A team with this name already exists"); anything else is a toast, unless
 * the API client already showed one (a 409 is toasted there and also marked on its field here).
 * `labels` maps the form's field paths (as the server names them) to their labels; `aliases` maps a
 * server field name to the form's when they differ (memberIds → userIds).
 */
export function showSaveError<V>(
  form: UseFormReturnType<V>,
  error: unknown,
  labels: Readonly<Record<string, string>>,
  aliases: Readonly<Record<string, string>> = {},
): void {
  if (isAbortError(error)) return;
  if (!isApiError(error)) {
    showErrorToastFor(error);
    return;
  }
  const path = fieldPath(error.field, labels);
  if (path !== null) {
    const message = fieldMessage(error.message, error.field ?? '', labels[path] ?? path);
    form.setFieldError(aliases[path] ?? path, message);
    return;
  }
  if (!error.handled) showErrorToast(error.message);
}

/** The field itself when the form has it, else its nearest parent the form has ('skillIds.0' → 'skillIds'). */
function fieldPath(field: string | undefined, labels: Readonly<Record<string, string>>): string | null {
  if (!field) return null;
  const parts = field.split('.');
  for (let length = parts.length; length > 0; length -= 1) {
    const candidate = parts.slice(0, length).join('.');
    if (Object.hasOwn(labels, candidate)) return candidate;
  }
  return null;
}

/** The server says "firstName is required"; the form says "First name is required". */
function fieldMessage(message: string, field: string, label: string): string {
  return field && message.startsWith(`${field} `) ? `${label} ${message.slice(field.length + 1)}` : message;
}
