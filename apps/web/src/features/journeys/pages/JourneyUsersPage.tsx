import {
  Alert,
  Anchor,
  EmptyState,
  Group,
  Pagination,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { NODE_TYPE_LABELS } from '@parley/core/journeys/node-types';
import { IconSearch, IconUsers } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { showErrorToast, showSuccessToast } from '../../../shared/notifications/toasts.ts';
import { useRouteTitle } from '../../../shared/page/useRouteTitle.ts';
import { type JourneyRun, removeContactFromJourney } from '../api/journey-analytics-api.ts';
import { ConfirmModal } from '../components/ConfirmModal.tsx';
import { contactName, JourneyRunsTable } from '../components/JourneyRunsTable.tsx';
import { useContactFieldLabeller } from '../hooks/useContactAttributeOptions.ts';
import { errorText } from '../hooks/useJourneyListCommands.ts';
import { useJourney, useJourneyUsers } from '../hooks/useJourneyQueries.ts';
import { useJourneyRoles } from '../hooks/useJourneyRoles.ts';
import { JOURNEY_USERS_TEXTS, JOURNEYS_TEXTS } from '../journeys-texts.ts';
import { nodeSummary } from '../utils/node-summary.ts';

const PAGE_SIZE = 25;
const SEARCH_DEBOUNCE_MS = 300;

/** /journeys-users/:journeyId(/:nodeId): the contacts in a journey, or who reached one of its steps. */
export function JourneyUsersPage() {
  const title = useRouteTitle(JOURNEY_USERS_TEXTS.title);
  const { journeyId = '', nodeId = null } = useParams();
  const { canRead, canEdit } = useJourneyRoles();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const [removing, setRemoving] = useState<JourneyRun | null>(null);
  const [settled] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const journey = useJourney(journeyId);
  const runs = useJourneyUsers({ journeyId, nodeId, search: settled, page, size: PAGE_SIZE });
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: (run: JourneyRun) => removeContactFromJourney(journeyId, run.id),
    onSuccess: async () => {
      showSuccessToast(JOURNEY_USERS_TEXTS.removed);
      await queryClient.invalidateQueries({ queryKey: ['journeys', 'users'] });
    },
    onError: (error: unknown) =>
      showErrorToast(errorText(error) ?? JOURNEY_USERS_TEXTS.removeFailed, {
        title: JOURNEY_USERS_TEXTS.removeFailed,
      }),
    onSettled: () => setRemoving(null),
  });

  const fieldLabelOf = useContactFieldLabeller(
    journey.data?.draft.nodes.some((node) => node.type === 'updateContact') ?? false,
  );

  if (!canRead) {
    return (
      <Stack p="xl">
        <Title order={2}>{title}</Title>
        <Text>{JOURNEYS_TEXTS.adminsOnly}</Text>
      </Stack>
    );
  }
  const labelOf = (id: string) => {
    const node = journey.data?.draft.nodes.find((item) => item.id === id);
    if (!node) return JOURNEY_USERS_TEXTS.unknownNode(id);
    const summary = nodeSummary(node, fieldLabelOf);
    return summary ? `${NODE_TYPE_LABELS[node.type]}: ${summary}` : NODE_TYPE_LABELS[node.type];
  };

  let body: React.ReactNode;
  if (runs.isPending) {
    body = (
      <Stack gap="xs" aria-busy="true" aria-label="Loading contacts">
        <Skeleton h={36} />
        <Skeleton h={36} />
      </Stack>
    );
  } else if (runs.isError) {
    body = <Alert color="red">{JOURNEY_USERS_TEXTS.loadFailed}</Alert>;
  } else if (runs.data.items.length === 0) {
    body = (
      <EmptyState
        icon={<IconUsers size={28} stroke={1.5} aria-hidden />}
        withIndicatorBackground
        description={JOURNEY_USERS_TEXTS.empty}
      />
    );
  } else {
    const pages = Math.ceil(runs.data.total / PAGE_SIZE);
    body = (
      <Stack gap="sm">
        <JourneyRunsTable
          runs={runs.data.items}
          labelOf={labelOf}
          canRemove={canEdit}
          onRemove={setRemoving}
        />
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {runs.data.total.toLocaleString('en-US')} {runs.data.total === 1 ? 'contact' : 'contacts'}
          </Text>
          {pages > 1 && (
            <Pagination total={pages} value={page + 1} onChange={(value) => setPage(value - 1)} />
          )}
        </Group>
      </Stack>
    );
  }

  return (
    <Stack p="xl" gap="lg">
      <Stack gap={4}>
        <Anchor component={Link} to={`/journeys/${journeyId}`} size="sm">
          {JOURNEY_USERS_TEXTS.back}
        </Anchor>
        <Title order={2}>
          {journey.data?.name ?? title}
          {nodeId ? ` · ${JOURNEY_USERS_TEXTS.atNode(labelOf(nodeId))}` : ''}
        </Title>
        {nodeId && (
          <Anchor component={Link} to={`/journeys-users/${journeyId}`} size="sm">
            {JOURNEY_USERS_TEXTS.allNodes}
          </Anchor>
        )}
      </Stack>
      <TextInput
        aria-label={JOURNEY_USERS_TEXTS.searchLabel}
        placeholder={JOURNEY_USERS_TEXTS.searchPlaceholder}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        w={320}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          setPage(0);
        }}
      />
      {body}
      <ConfirmModal
        opened={removing !== null}
        title={JOURNEY_USERS_TEXTS.removeTitle}
        message={JOURNEY_USERS_TEXTS.confirmRemove(removing ? contactName(removing) : '')}
        confirmLabel={JOURNEY_USERS_TEXTS.remove}
        cancelLabel={JOURNEY_USERS_TEXTS.cancel}
        busy={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => removing && remove.mutate(removing)}
      />
    </Stack>
  );
}
