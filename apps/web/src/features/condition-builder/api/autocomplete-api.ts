import { AUTOCOMPLETE_PAGE_SIZE } from '@parley/core/conditions/limits';
import { CONTACT_LIST_TEXTS } from '@parley/core/conditions/texts';
import { isAbortError, isApiError } from '../../../shared/api/api-error.ts';
import { apiRequest } from '../../../shared/api/api-request.ts';
import { showErrorToast } from '../../../shared/notifications/toasts.ts';

/** One value the autocomplete call found for a field; `info` says how often and when it was last seen. */
export type AutocompleteValue = {
  value: string | number;
  info?: { count: number; lastSeenAt: string } | null;
};

export type AutocompletePage = { items: AutocompleteValue[]; lastEvaluatedKey: string | null };

export type AutocompleteQuery = { fieldId: string; searchTerm: string; lastEvaluatedKey: string | null };

/** spec 002 §8: 'Could not load events' for a 404, 'Error fetching the events value' for any other failure. */
export function autocompleteErrorText(error: unknown): string {
  return isApiError(error) && error.status === 404
    ? CONTACT_LIST_TEXTS.autocompleteNotFound
    : CONTACT_LIST_TEXTS.autocompleteFailed;
}

/**
 * REST GET /v1/autocomplete-events/search (spec 002 §7): pages of 30 values of one field through
 * lastEvaluatedKey. A failure is toasted with the spec's text (a 400 included, which the client would
 * otherwise hand back silently); an abort (a newer search) and an expired session stay silent.
 */
export async function fetchAutocompletePage(
  query: AutocompleteQuery,
  signal?: AbortSignal,
): Promise<AutocompletePage> {
  const params = new URLSearchParams({
    searchTerm: query.searchTerm,
    limit: String(AUTOCOMPLETE_PAGE_SIZE),
    fieldId: query.fieldId,
  });
  if (query.lastEvaluatedKey !== null) params.set('lastEvaluatedKey', query.lastEvaluatedKey);
  try {
    const page = await apiRequest<AutocompletePage | null>(`/v1/autocomplete-events/search?${params}`, {
      signal,
      skipDefault: true,
    });
    return { items: page?.items ?? [], lastEvaluatedKey: page?.lastEvaluatedKey ?? null };
  } catch (error) {
    const silent = isAbortError(error) || (isApiError(error) && error.kind === 'expired');
    if (!silent) showErrorToast(autocompleteErrorText(error));
    throw error;
  }
}
