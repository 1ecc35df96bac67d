import { useDebouncedValue } from '@mantine/hooks';
import {
  contactSearchEmptyText,
  contactSearchRefusal,
  detectContactSearch,
  isSearchable,
} from '@parley/core/contacts/search';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { searchTestContacts, type TestContact } from '../api/journey-test-run-api.ts';

/** A shorter pause than the dial pad's 500 ms: the admin picks one contact from a short list. */
export const TEST_CONTACT_SEARCH_DEBOUNCE_MS = 300;

export type TestContactSearch =
  | { status: 'idle' | 'loading' | 'failed' }
  | { status: 'message'; message: string }
  | { status: 'found'; contacts: TestContact[] };

/** The contact search rules of spec 001 §5 (core's search.ts) for the test run's contact picker. */
export function useTestContactSearch(text: string): TestContactSearch {
  const [settled] = useDebouncedValue(text, TEST_CONTACT_SEARCH_DEBOUNCE_MS);
  const query = useMemo(() => detectContactSearch(settled), [settled]);
  const searchable = isSearchable(query) ? query : null;
  const result = useQuery({
    queryKey: ['journeys', 'test-contacts', searchable?.text ?? null],
    queryFn: ({ signal }) => searchTestContacts(searchable?.text ?? '', signal),
    enabled: searchable !== null,
  });
  if (settled.trim() === '') return { status: 'idle' };
  const refusal = contactSearchRefusal(query);
  if (refusal !== null) return { status: 'message', message: refusal };
  if (!searchable || result.isPending || settled !== text) return { status: 'loading' };
  if (result.isError) return { status: 'failed' };
  if (result.data.length === 0) return { status: 'message', message: contactSearchEmptyText(searchable) };
  return { status: 'found', contacts: result.data };
}
