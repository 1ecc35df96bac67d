import { useDebouncedValue } from '@mantine/hooks';
import {
  CONTACT_SEARCH_DEBOUNCE_MS,
  contactSearchRefusal,
  detectContactSearch,
  normalizeSearchText,
} from '@parley/core/contacts/search';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchAllContacts, searchAudience } from '../api/audience-api.ts';
import { audienceKeys } from '../api/audience-keys.ts';

/**
 * One page of the audience: every contact while the search is empty, else the contact search of
 * spec 001 §5 (500 ms after the last keystroke, at least 2 characters, a phone-like text of 10 or
 * more must be a valid number). `refusal` is the spec's text when the text may not be searched.
 */
export function useAudienceContacts(searchText: string, page: number) {
  const [settled] = useDebouncedValue(normalizeSearchText(searchText), CONTACT_SEARCH_DEBOUNCE_MS);
  const refusal = settled === '' ? null : contactSearchRefusal(detectContactSearch(settled));
  const query = useQuery({
    queryKey: audienceKeys.contacts(settled, page),
    queryFn: ({ signal }) =>
      settled === '' ? fetchAllContacts(page, signal) : searchAudience(settled, page, signal),
    enabled: refusal === null,
    placeholderData: keepPreviousData,
  });
  return { query, refusal, searched: settled };
}
