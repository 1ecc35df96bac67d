import { useDebouncedValue } from '@mantine/hooks';
import { type InfiniteData, useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  type AutocompletePage,
  autocompleteErrorText,
  fetchAutocompletePage,
} from '../api/autocomplete-api.ts';
import { conditionBuilderKeys } from '../api/condition-builder-keys.ts';

export type ValueSuggestionsOptions = {
  /** The filter's propertyFieldId; nothing is asked without one. */
  fieldId: string | null;
  /** What the user typed so far. */
  search: string;
  /** spec 002 §9: 350 ms for the autocomplete value, 300 ms for suggestions and selects. */
  debounceMs: number;
  /** Only while the dropdown is open. */
  enabled: boolean;
};

/**
 * The values of a field matching the typed text, 30 at a time (spec 002 §7, §9): the next page is
 * asked with the last page's lastEvaluatedKey; a page without one is the last.
 */
export function useValueSuggestions({ fieldId, search, debounceMs, enabled }: ValueSuggestionsOptions) {
  const [searchTerm] = useDebouncedValue(search.trim(), debounceMs);
  // Nothing is asked while the typing has not paused: only the text the user stopped at is searched.
  const debouncing = search.trim() !== searchTerm;
  const active = enabled && fieldId !== null;
  const query = useInfiniteQuery<
    AutocompletePage,
    Error,
    InfiniteData<AutocompletePage, string | null>,
    readonly unknown[],
    string | null
  >({
    queryKey: conditionBuilderKeys.autocomplete(fieldId ?? '', searchTerm),
    queryFn: ({ pageParam, signal }) =>
      fetchAutocompletePage({ fieldId: fieldId ?? '', searchTerm, lastEvaluatedKey: pageParam }, signal),
    initialPageParam: null,
    getNextPageParam: (page) => page.lastEvaluatedKey ?? undefined,
    enabled: active && !debouncing,
    // The user was told (toast); typing again asks again.
    retry: false,
  });
  const values = useMemo(() => {
    const seen = new Set<string>();
    const list: string[] = [];
    for (const page of query.data?.pages ?? []) {
      for (const item of page.items) {
        const value = String(item.value);
        if (seen.has(value)) continue;
        seen.add(value);
        list.push(value);
      }
    }
    return list;
  }, [query.data]);
  return {
    values,
    loading: active && (debouncing || (query.isFetching && !query.isFetchingNextPage)),
    errorText: query.isError && !debouncing ? autocompleteErrorText(query.error) : null,
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    onLoadMore: () => void query.fetchNextPage(),
  };
}
