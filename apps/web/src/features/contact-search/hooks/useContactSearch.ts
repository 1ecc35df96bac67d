import { useDebouncedValue } from '@mantine/hooks';
import {
  CONTACT_SEARCH_DEBOUNCE_MS,
  contactSearchEmptyText,
  contactSearchRefusal,
  detectContactSearch,
  isSearchable,
} from '@parley/core/contacts/search';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { type FoundContact, searchContacts } from '../api/contact-search-api.ts';

export type ContactSearchState =
  /** Nothing typed. */
  | { status: 'idle' }
  /** The text may not be searched: the spec's message (minimum length, invalid phone). */
  | { status: 'refused'; message: string }
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'empty'; message: string }
  | {
      status: 'found';
      contacts: FoundContact[];
      hasMore: boolean;
      loadingMore: boolean;
      loadMore: () => void;
    };

export type UseContactSearchOptions = {
  /** spec 001 §9: 500 ms for the dial pad; the global search's "/call" uses its own 300 ms. */
  debounceMs?: number;
};

/**
 * The contact search rules of spec 001 §5 on a typed text: waits for a pause in typing, then
 * refuses what may not be searched or asks the server, 25 contacts a page (loadMore for the next).
 */
export function useContactSearch(text: string, options: UseContactSearchOptions = {}): ContactSearchState {
  const [settled] = useDebouncedValue(text, options.debounceMs ?? CONTACT_SEARCH_DEBOUNCE_MS);
  const query = useMemo(() => detectContactSearch(settled), [settled]);
  const searchable = isSearchable(query) ? query : null;
  const result = useInfiniteQuery({
    queryKey: ['contacts', 'search', searchable?.text ?? null],
    queryFn: ({ pageParam, signal }) => searchContacts(searchable?.text ?? '', pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    enabled: searchable !== null,
  });

  if (settled.trim() === '') return { status: 'idle' };
  const refusal = contactSearchRefusal(query);
  if (refusal !== null) return { status: 'refused', message: refusal };
  if (!searchable || result.isPending) return { status: 'loading' };
  if (result.isError) return { status: 'failed' };
  const contacts = result.data.pages.flatMap((page) => page.items);
  if (contacts.length === 0) return { status: 'empty', message: contactSearchEmptyText(searchable) };
  return {
    status: 'found',
    contacts,
    hasMore: result.hasNextPage,
    loadingMore: result.isFetchingNextPage,
    loadMore: () => void result.fetchNextPage(),
  };
}
