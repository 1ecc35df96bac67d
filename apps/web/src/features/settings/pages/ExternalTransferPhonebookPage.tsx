import { Button, Modal, Paper, Table, Text, VisuallyHidden } from '@mantine/core';
import { formatPhoneForDisplay } from '@parley/core/phone-number';
import { SETTINGS_TEXTS } from '@parley/core/settings-texts';
import { PHONEBOOK_TEXTS, type PhonebookEntry } from '@parley/core/voice/external-phonebook';
import { IconAddressBook, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useRouteTitle } from '../../../app/router/useRouteTitle.ts';
import { EditDeleteActions } from '../components/EditDeleteActions.tsx';
import { EmptyListState } from '../components/EmptyListState.tsx';
import { PhonebookEntryForm } from '../components/PhonebookEntryForm.tsx';
import { QueryBoundary } from '../components/QueryBoundary.tsx';
import { SettingsPageLayout } from '../components/SettingsPageLayout.tsx';
import { usePhonebook } from '../hooks/usePhonebook.ts';

/** What the modal edits: a new entry, one entry, or nothing (closed). */
type Editing = { kind: 'new' } | { kind: 'edit'; entry: PhonebookEntry } | null;

/** /settings/external-transfer-phonebook: the outside numbers calls may be transferred to. */
export function ExternalTransferPhonebookPage() {
  const phonebook = usePhonebook();
  const [editing, setEditing] = useState<Editing>(null);
  const close = () => setEditing(null);
  const openNew = () => setEditing({ kind: 'new' });
  return (
    <SettingsPageLayout
      title={useRouteTitle(PHONEBOOK_TEXTS.title)}
      description={PHONEBOOK_TEXTS.description}
      actions={
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={openNew}>
          {PHONEBOOK_TEXTS.newEntry}
        </Button>
      }
    >
      <Paper withBorder radius="md" p="md">
        <QueryBoundary query={phonebook.query} loadingLabel="Loading the phonebook">
          {(entries) =>
            entries.length === 0 ? (
              <EmptyListState
                text={PHONEBOOK_TEXTS.empty}
                hint={PHONEBOOK_TEXTS.emptyHint}
                icon={<IconAddressBook size={28} stroke={1.5} aria-hidden />}
                create={{ label: PHONEBOOK_TEXTS.newEntry, onClick: openNew }}
              />
            ) : (
              <Table.ScrollContainer minWidth={640}>
                <Table verticalSpacing="sm" highlightOnHover aria-label={PHONEBOOK_TEXTS.title}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{PHONEBOOK_TEXTS.name}</Table.Th>
                      <Table.Th>{PHONEBOOK_TEXTS.phoneNumber}</Table.Th>
                      <Table.Th>{PHONEBOOK_TEXTS.descriptionLabel}</Table.Th>
                      <Table.Th w={96}>
                        <VisuallyHidden>Actions</VisuallyHidden>
                      </Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {entries.map((entry) => (
                      <Table.Tr key={entry.id}>
                        <Table.Td>
                          <Text size="sm" fw={500}>
                            {entry.name}
                          </Text>
                        </Table.Td>
                        <Table.Td>
                          <Text size="sm">{formatPhoneForDisplay(entry.phoneNumber)}</Text>
                        </Table.Td>
                        <Table.Td>
                          <Text size="sm" c={entry.description ? undefined : 'dimmed'}>
                            {entry.description ?? '—'}
                          </Text>
                        </Table.Td>
                        <Table.Td>
                          <EditDeleteActions
                            editLabel={PHONEBOOK_TEXTS.editLabel(entry.name)}
                            onEdit={() => setEditing({ kind: 'edit', entry })}
                            deleteTitle={PHONEBOOK_TEXTS.deleteTitle}
                            deleteBody={PHONEBOOK_TEXTS.deleteBody}
                            deleteLabel={PHONEBOOK_TEXTS.deleteLabel(entry.name)}
                            deleting={phonebook.remove.isPending && phonebook.remove.variables === entry.id}
                            onDelete={() => phonebook.remove.mutate(entry.id)}
                          />
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )
          }
        </QueryBoundary>
      </Paper>
      <Modal
        opened={editing !== null}
        onClose={close}
        title={editing?.kind === 'edit' ? PHONEBOOK_TEXTS.editEntry : PHONEBOOK_TEXTS.newEntry}
        centered
      >
        {editing && (
          <PhonebookEntryForm
            key={editing.kind === 'edit' ? editing.entry.id : 'new'}
            entry={editing.kind === 'edit' ? editing.entry : undefined}
            submitLabel={editing.kind === 'edit' ? SETTINGS_TEXTS.save : SETTINGS_TEXTS.add}
            onCancel={close}
            onSubmit={async (values) => {
              if (editing.kind === 'edit')
                await phonebook.update.mutateAsync({ id: editing.entry.id, values });
              else await phonebook.create.mutateAsync(values);
              close();
            }}
          />
        )}
      </Modal>
    </SettingsPageLayout>
  );
}
