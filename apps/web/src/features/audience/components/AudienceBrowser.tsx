import {
  Alert,
  Box,
  Button,
  EmptyState,
  Group,
  LoadingOverlay,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { contactSearchEmptyText, detectContactSearch, isSearchable } from '@parley/core/contacts/search';
import { IconSearch, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { AUDIENCE_TEXTS } from '../audience-texts.ts';
import { useAudienceContacts } from '../hooks/useAudienceContacts.ts';
import { AudienceTable } from './AudienceTable.tsx';
import { AudienceTotalText } from './AudienceTotalText.tsx';

export type AudienceBrowserProps = { title: string };

/** /audience: every contact, 25 a page, most recently updated first, with the contact search. */
export function AudienceBrowser({ title }: AudienceBrowserProps) {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const { query, total, refusal, searched, searching } = useAudienceContacts(search, page);
  const detected = searched === '' ? null : detectContactSearch(searched);

  let body: React.ReactNode;
  if (refusal)
    body = (
      <Text size="sm" c="dimmed">
        {refusal}
      </Text>
    );
  else if (query.isPending)
    body = (
      <Stack gap="xs" aria-busy="true" aria-label="Loading contacts">
        <Skeleton h={36} />
        <Skeleton h={36} />
        <Skeleton h={36} />
      </Stack>
    );
  else if (query.isError) body = <Alert color="red">{AUDIENCE_TEXTS.loadFailed}</Alert>;
  else if (query.data.items.length === 0)
    body =
      detected && isSearchable(detected) ? (
        <Text size="sm" c="dimmed">
          {contactSearchEmptyText(detected)}
        </Text>
      ) : (
        <EmptyState
          icon={<IconUsers size={28} stroke={1.5} aria-hidden />}
          withIndicatorBackground
          description={AUDIENCE_TEXTS.noContacts}
        />
      );
  else
    body = (
      <Stack gap="sm">
        {/* The previous rows stay, dimmed, until the next ones come: the table does not jump. */}
        <Box pos="relative" aria-busy={searching}>
          <LoadingOverlay
            visible={searching}
            zIndex={1}
            overlayProps={{ backgroundOpacity: 0.55, color: 'var(--mantine-color-body)', blur: 0 }}
            loaderProps={{ size: 'sm', 'aria-label': AUDIENCE_TEXTS.searching }}
            transitionProps={{ duration: 0 }}
          />
          <AudienceTable contacts={query.data.items} />
        </Box>
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {AUDIENCE_TEXTS.pageLabel(page)}
          </Text>
          <Group gap="xs">
            <Button variant="default" size="xs" disabled={page === 0} onClick={() => setPage(page - 1)}>
              {AUDIENCE_TEXTS.previous}
            </Button>
            <Button
              variant="default"
              size="xs"
              disabled={!query.data.hasMore}
              onClick={() => setPage(page + 1)}
            >
              {AUDIENCE_TEXTS.next}
            </Button>
          </Group>
        </Group>
      </Stack>
    );

  return (
    <Stack p="xl" gap="lg">
      <Group justify="space-between" align="baseline">
        <Title order={2}>{title}</Title>
        {!refusal && <AudienceTotalText total={total} isSearch={searched !== ''} searching={searching} />}
      </Group>
      <TextInput
        aria-label={AUDIENCE_TEXTS.searchLabel}
        placeholder={AUDIENCE_TEXTS.searchPlaceholder}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        maw={420}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          setPage(0);
        }}
      />
      {body}
    </Stack>
  );
}
