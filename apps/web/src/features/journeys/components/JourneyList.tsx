import { Alert, Button, EmptyState, Group, Pagination, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconRoute } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { JourneyListing } from '../api/journeys-api.ts';
import { useJourneyListCommands } from '../hooks/useJourneyListCommands.ts';
import { useJourneyList, useJourneyTags } from '../hooks/useJourneyQueries.ts';
import { JOURNEYS_TEXTS } from '../journeys-texts.ts';
import { ConfirmModal } from './ConfirmModal.tsx';
import { JourneyFilters, type JourneyFilterValues } from './JourneyFilters.tsx';
import { JourneysTable } from './JourneysTable.tsx';

export const JOURNEYS_PAGE_SIZE = 25;
/** The name search waits this long after the last key (no request per keystroke). */
export const JOURNEY_SEARCH_DEBOUNCE_MS = 300;

const NO_FILTERS: JourneyFilterValues = {
  name: '',
  state: null,
  triggerType: null,
  tagIds: [],
  includeHidden: false,
};

export type JourneyListProps = { title: string; canEdit: boolean };

/** /journeys: the journeys, searchable and filtered, paged, with their actions. */
export function JourneyList({ title, canEdit }: JourneyListProps) {
  const [filters, setFilters] = useState(NO_FILTERS);
  const [page, setPage] = useState(0);
  const [name] = useDebouncedValue(filters.name, JOURNEY_SEARCH_DEBOUNCE_MS);
  const [deleting, setDeleting] = useState<JourneyListing | null>(null);
  const list = useJourneyList({ ...filters, name, page, size: JOURNEYS_PAGE_SIZE });
  const tags = useJourneyTags();
  const commands = useJourneyListCommands();
  const filtered = JSON.stringify({ ...filters, name: name.trim() }) !== JSON.stringify(NO_FILTERS);

  let body: React.ReactNode;
  if (list.isPending) {
    body = (
      <Stack gap="xs" aria-busy="true" aria-label="Loading journeys">
        <Skeleton h={36} />
        <Skeleton h={36} />
        <Skeleton h={36} />
      </Stack>
    );
  } else if (list.isError) {
    body = <Alert color="red">{JOURNEYS_TEXTS.loadFailed}</Alert>;
  } else if (list.data.items.length === 0) {
    body = (
      <EmptyState
        icon={<IconRoute size={28} stroke={1.5} aria-hidden />}
        withIndicatorBackground
        description={filtered ? JOURNEYS_TEXTS.noMatches : JOURNEYS_TEXTS.noJourneys}
      />
    );
  } else {
    const pages = Math.ceil(list.data.total / JOURNEYS_PAGE_SIZE);
    body = (
      <Stack gap="sm">
        <JourneysTable
          journeys={list.data.items}
          canEdit={canEdit}
          onDuplicate={(journey) => commands.duplicate.mutate(journey.id)}
          onSetHidden={(journey, hidden) => commands.setHidden.mutate({ id: journey.id, hidden })}
          onDelete={setDeleting}
        />
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {list.data.total.toLocaleString('en-US')} {list.data.total === 1 ? 'journey' : 'journeys'}
          </Text>
          {pages > 1 && (
            <Pagination
              total={pages}
              value={page + 1}
              onChange={(value) => setPage(value - 1)}
              aria-label="Pages"
            />
          )}
        </Group>
      </Stack>
    );
  }

  return (
    <Stack p="xl" gap="lg">
      <Group justify="space-between">
        <Title order={2}>{title}</Title>
        {canEdit && (
          <Button component={Link} to="/journeys/new" leftSection={<IconPlus size={16} aria-hidden />}>
            {JOURNEYS_TEXTS.newJourney}
          </Button>
        )}
      </Group>
      <JourneyFilters
        value={filters}
        tags={tags.data ?? []}
        onChange={(next) => {
          setFilters(next);
          setPage(0);
        }}
      />
      {body}
      <ConfirmModal
        opened={deleting !== null}
        title={JOURNEYS_TEXTS.confirmDeleteTitle}
        message={JOURNEYS_TEXTS.confirmDelete(deleting?.name ?? '')}
        confirmLabel={JOURNEYS_TEXTS.delete}
        cancelLabel={JOURNEYS_TEXTS.cancel}
        busy={commands.remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          commands.remove.mutate(deleting.id, { onSettled: () => setDeleting(null) });
        }}
      />
    </Stack>
  );
}
