import { Combobox, ScrollArea } from '@mantine/core';
import { DROPDOWN_TEXTS } from '@parley/core/conditions/texts';

export type SuggestionOptionsProps = {
  values: readonly string[];
  /** Waiting for the debounce or the first page. */
  loading: boolean;
  /** The spec's error text when the search failed. */
  errorText: string | null;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
};

/**
 * The dropdown of a value input: the values found, the next page loaded when the list is scrolled
 * to its end (spec 002 §7, lastEvaluatedKey), or 'Loading...' / 'No results found' (spec 002 §8).
 */
export function SuggestionOptions(props: SuggestionOptionsProps) {
  const { values, loading, errorText, hasMore, loadingMore, onLoadMore } = props;
  if (values.length === 0) {
    return (
      <Combobox.Options>
        <Combobox.Empty>
          {errorText ?? (loading ? DROPDOWN_TEXTS.loading : DROPDOWN_TEXTS.noResults)}
        </Combobox.Empty>
      </Combobox.Options>
    );
  }
  return (
    <Combobox.Options>
      <ScrollArea.Autosize
        mah={220}
        type="scroll"
        onBottomReached={() => {
          if (hasMore && !loadingMore) onLoadMore();
        }}
      >
        {values.map((value) => (
          <Combobox.Option value={value} key={value}>
            {value}
          </Combobox.Option>
        ))}
        {loadingMore && <Combobox.Empty>{DROPDOWN_TEXTS.loading}</Combobox.Empty>}
      </ScrollArea.Autosize>
    </Combobox.Options>
  );
}
