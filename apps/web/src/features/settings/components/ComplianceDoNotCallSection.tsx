import {
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Modal,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { formatPhoneForDisplay } from '@parley/core/common/phone-number';
import { IconPhoneOff, IconPlus, IconSearch, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import type { DoNotCallEntry } from '../api/compliance-api.ts';
import {
  COMPLIANCE_PAGE_TEXTS,
  doNotCallChannelLabel,
  doNotCallSourceLabel,
  formatInstant,
} from '../api/compliance-texts.ts';
import { useDoNotCallList } from '../hooks/useComplianceLists.ts';
import { ComplianceDoNotCallAddForm } from './ComplianceDoNotCallAddForm.tsx';
import { ComplianceDoNotCallUpload } from './ComplianceDoNotCallUpload.tsx';
import { ConfirmDeleteButton } from './ConfirmDeleteButton.tsx';
import { EmptyListState } from './EmptyListState.tsx';
import { QueryBoundary } from './QueryBoundary.tsx';

const TEXTS = COMPLIANCE_PAGE_TEXTS.dnc;
const SEARCH_DEBOUNCE_MS = 300;

export type ComplianceDoNotCallSectionProps = { canEdit: boolean };

/** The brand's do-not-call list: searched, paged with "Load more", added to by hand or by CSV. */
export function ComplianceDoNotCallSection({ canEdit }: ComplianceDoNotCallSectionProps) {
  const [searchText, setSearchText] = useState('');
  const [search] = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const { query, add, remove, upload } = useDoNotCallList(search);
  const [dialog, setDialog] = useState<'add' | 'upload' | null>(null);
  const close = () => setDialog(null);
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end">
          <Title order={3} size="h4">
            {TEXTS.title}
          </Title>
          {canEdit && (
            <Group gap="sm">
              <Button
                variant="default"
                leftSection={<IconUpload size={16} aria-hidden />}
                onClick={() => setDialog('upload')}
              >
                {TEXTS.uploadCsv}
              </Button>
              <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setDialog('add')}>
                {TEXTS.addNumber}
              </Button>
            </Group>
          )}
        </Group>
        <TextInput
          aria-label={TEXTS.search}
          placeholder={TEXTS.searchPlaceholder}
          leftSection={<IconSearch size={16} aria-hidden />}
          maw={360}
          value={searchText}
          onChange={(event) => setSearchText(event.currentTarget.value)}
        />
        <QueryBoundary query={query} loadingLabel={TEXTS.loading}>
          {(data) => {
            const entries = data.pages.flatMap((page) => page.entries);
            const total = data.pages[0]?.total ?? 0;
            if (entries.length === 0)
              return (
                <EmptyListState
                  text={search ? TEXTS.noMatch : TEXTS.empty}
                  icon={<IconPhoneOff size={28} stroke={1.5} aria-hidden />}
                />
              );
            return (
              <Stack gap="sm">
                <DoNotCallTable
                  entries={entries}
                  canEdit={canEdit}
                  removing={remove.isPending ? remove.variables : undefined}
                  onRemove={(phoneNumber) => remove.mutate(phoneNumber)}
                />
                <Group justify="space-between">
                  <Text size="sm" c="dimmed">
                    {TEXTS.total(total)}
                  </Text>
                  {query.hasNextPage && (
                    <Button
                      variant="default"
                      size="xs"
                      loading={query.isFetchingNextPage}
                      onClick={() => void query.fetchNextPage()}
                    >
                      {TEXTS.loadMore}
                    </Button>
                  )}
                </Group>
              </Stack>
            );
          }}
        </QueryBoundary>
        {query.isFetching && !query.isPending && !query.isFetchingNextPage && (
          <Center>
            <Loader size="xs" aria-label={TEXTS.loading} />
          </Center>
        )}
      </Stack>
      <Modal opened={dialog === 'add'} onClose={close} title={TEXTS.addNumber} centered>
        <ComplianceDoNotCallAddForm
          onCancel={close}
          onSubmit={async (values) => {
            await add.mutateAsync(values);
            close();
          }}
        />
      </Modal>
      <Modal opened={dialog === 'upload'} onClose={close} title={TEXTS.uploadCsv} size="lg" centered>
        <ComplianceDoNotCallUpload onUpload={upload.mutateAsync} onClose={close} />
      </Modal>
    </Paper>
  );
}

type DoNotCallTableProps = {
  entries: DoNotCallEntry[];
  canEdit: boolean;
  /** The number being removed, if any. */
  removing: string | undefined;
  onRemove: (phoneNumber: string) => void;
};

function DoNotCallTable({ entries, canEdit, removing, onRemove }: DoNotCallTableProps) {
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table verticalSpacing="xs" highlightOnHover aria-label={TEXTS.title}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{TEXTS.phoneNumber}</Table.Th>
            <Table.Th>{TEXTS.source}</Table.Th>
            <Table.Th>{TEXTS.channel}</Table.Th>
            <Table.Th>{TEXTS.note}</Table.Th>
            <Table.Th>{TEXTS.added}</Table.Th>
            {canEdit && (
              <Table.Th w={56}>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => {
            const shown = formatPhoneForDisplay(entry.phoneNumber);
            return (
              <Table.Tr key={entry.phoneNumber}>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {shown}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{doNotCallSourceLabel(entry.source)}</Text>
                </Table.Td>
                <Table.Td>
                  <Badge variant="light" size="sm" color={entry.channel === 'all' ? 'red' : 'orange'}>
                    {doNotCallChannelLabel(entry.channel)}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" c={entry.note ? undefined : 'dimmed'}>
                    {entry.note ?? '—'}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{formatInstant(entry.createdAt)}</Text>
                </Table.Td>
                {canEdit && (
                  <Table.Td>
                    <ConfirmDeleteButton
                      title={TEXTS.removeTitle}
                      body={TEXTS.removeBody}
                      label={TEXTS.remove}
                      iconLabel={TEXTS.removeLabel(shown)}
                      loading={removing === entry.phoneNumber}
                      onConfirm={() => onRemove(entry.phoneNumber)}
                    />
                  </Table.Td>
                )}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
