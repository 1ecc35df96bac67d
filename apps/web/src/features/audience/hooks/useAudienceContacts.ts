import { useDebouncedValue } from '@mantine/hooks';
import {
  CONTACT_SEARCH_DEBOUNCE_MS,
  contactSearchRefusal,
  detectContactSearch,
  normalizeSearchText,
} from '@parley/core/contacts/search';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchAllContacts, fetchAudienceTotal, searchAudience } from '../api/audience-api.ts';
import { audienceKeys } from '../api/audience-keys.ts';

/**
 * One page of the audience: every contact while the search is empty, else the contact search of
 * spec 001 §5 (500 ms after the last keystroke, at least 2 characters, a phone-like text of 10 or
 * more must be a valid number). `refusal` is the spec's text when the text may not be searched.
 * `total` counts the whole list (per text, not per page); `searching` is true from a keystroke or a
 * page change until its rows arrive, while the previous rows are still shown.
 */
export function useAudienceContacts(searchText: string, page: number) {
  const typed = normalizeSearchText(searchText);
  const [settled] = useDebouncedValue(typed, CONTACT_SEARCH_DEBOUNCE_MS);
  const refusal = settled === '' ? null : contactSearchRefusal(detectContactSearch(settled));
  const query = useQuery({
    queryKey: audienceKeys.contacts(settled, page),
    queryFn: ({ signal }) =>
      settled === '' ? fetchAllContacts(page, signal) : searchAudience(settled, page, signal),
    enabled: refusal === null,
    placeholderData: keepPreviousData,
  });
  const total = useQuery({
    queryKey: audienceKeys.total(settled),
    queryFn: ({ signal }) => fetchAudienceTotal(settled, signal),
    enabled: refusal === null,
    placeholderData: keepPreviousData,
  });
  const searching = typed !== settled || (query.isFetching && query.isPlaceholderData);
  return { query, total, refusal, searched: settled, searching };
}
