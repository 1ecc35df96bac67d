import { Badge, Center, Group, Loader, Stack, Text, UnstyledButton } from '@mantine/core';
import { GLOBAL_SEARCH_TABS, GLOBAL_SEARCH_TEXTS } from '@parley/core/global-search/ranking';
import type { GlobalSearchResult, TabContent } from '../utils/search-results.ts';
import classes from './GlobalSearch.module.css';

export type GlobalSearchResultListProps = {
  id: string;
  content: TabContent;
  selectedIndex: number;
  onHover: (index: number) => void;
  onSelect: (result: GlobalSearchResult) => void;
  /** Show which group each result belongs to (the All tab mixes them). */
  showGroups: boolean;
};

const GROUP_LABELS = new Map<string, string>(GLOBAL_SEARCH_TABS.map((tab) => [tab.id, tab.label]));

export function resultOptionId(listId: string, index: number): string {
  return `${listId}-option-${index}`;
}

/** The results of the current tab as a listbox, the selected one marked, or the tab's message. */
export function GlobalSearchResultList({
  id,
  content,
  selectedIndex,
  onHover,
  onSelect,
  showGroups,
}: GlobalSearchResultListProps) {
  if (content.kind === 'message') {
    return (
      <Text size="sm" c="dimmed" ta="center" py="lg" role="status">
        {content.text}
      </Text>
    );
  }
  if (content.kind === 'loading') {
    return (
      <Center py="lg">
        <Loader size="sm" aria-label={GLOBAL_SEARCH_TEXTS.searching} />
      </Center>
    );
  }
  return (
    <Stack gap={2} id={id} role="listbox" aria-label={GLOBAL_SEARCH_TEXTS.resultsLabel}>
      {content.results.map((result, index) => (
        <UnstyledButton
          key={result.id}
          id={resultOptionId(id, index)}
          role="option"
          aria-selected={index === selectedIndex}
          className={classes.option}
          data-selected={index === selectedIndex || undefined}
          tabIndex={-1}
          // Keep the focus in the search box: the keyboard keeps working after a click.
          onMouseDown={(event) => event.preventDefault()}
          onMouseEnter={() => onHover(index)}
          onClick={() => onSelect(result)}
        >
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <Stack gap={0} miw={0}>
              <Text size="sm" truncate>
                {result.label}
              </Text>
              {result.description && (
                <Text size="xs" c="dimmed" truncate>
                  {result.description}
                </Text>
              )}
            </Stack>
            {showGroups && (
              <Badge variant="light" size="sm" style={{ flexShrink: 0 }}>
                {GROUP_LABELS.get(result.group)}
              </Badge>
            )}
          </Group>
        </UnstyledButton>
      ))}
      {content.loading && (
        <Center py="xs">
          <Loader size="xs" aria-label={GLOBAL_SEARCH_TEXTS.searching} />
        </Center>
      )}
    </Stack>
  );
}
