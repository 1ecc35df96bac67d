import { Anchor, Badge, Group, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { CONTACT_LIST_PATHS } from '../../contact-lists/utils/contact-list-paths.ts';
import type { BrandContactList } from '../api/contact-lists-admin-api.ts';
import { useAttributeLabeller } from '../hooks/useAttributeLabeller.ts';
import { contactListRow } from '../utils/contact-list-rows.ts';
import { CONTACT_LISTS_SETTINGS_TEXTS as TEXTS } from '../utils/contact-lists-settings-texts.ts';
import { ConfirmDeleteButton } from './ConfirmDeleteButton.tsx';

export type ContactListsTableProps = {
  lists: BrandContactList[];
  /** The id of the list being deleted, if any. */
  deletingId: string | null;
  onDelete: (list: BrandContactList) => void;
};

const SHARING_COLOR = { private: 'gray', all: 'teal', teams: 'blue' } as const;

/** Every contact list of the brand: who owns it, who it is shared with, what it selects and how. */
export function ContactListsTable({ lists, deletingId, onDelete }: ContactListsTableProps) {
  const labelOf = useAttributeLabeller();
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{TEXTS.columns.name}</Table.Th>
            <Table.Th>{TEXTS.columns.owner}</Table.Th>
            <Table.Th>{TEXTS.columns.sharing}</Table.Th>
            <Table.Th>{TEXTS.columns.conditions}</Table.Th>
            <Table.Th>{TEXTS.columns.sort}</Table.Th>
            <Table.Th>{TEXTS.columns.updated}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{TEXTS.columns.actions}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lists.map((list) => {
            const row = contactListRow(list, labelOf);
            return (
              <Table.Tr key={row.id}>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {row.name}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" c={list.createdBy ? undefined : 'dimmed'}>
                    {row.owner}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Group gap={4}>
                    <Badge size="sm" variant="light" color={SHARING_COLOR[row.sharing.kind]}>
                      {row.sharing.label}
                    </Badge>
                    {row.sharing.teams.map((team) => (
                      <Badge key={team} size="sm" variant="outline" color="gray">
                        {team}
                      </Badge>
                    ))}
                  </Group>
                </Table.Td>
                <Table.Td maw={360}>
                  <Tooltip label={row.conditions} multiline w={360} openDelay={300}>
                    <Text size="sm" lineClamp={2}>
                      {row.conditions}
                    </Text>
                  </Tooltip>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{row.sort}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                    {row.updated}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap" justify="flex-end">
                    <Anchor
                      component={Link}
                      to={CONTACT_LIST_PATHS.list(row.id)}
                      size="sm"
                      aria-label={TEXTS.openLabel(row.name)}
                    >
                      {TEXTS.open}
                    </Anchor>
                    <ConfirmDeleteButton
                      title={TEXTS.confirmDeleteTitle(row.name)}
                      body={TEXTS.confirmDeleteBody}
                      iconLabel={TEXTS.deleteLabel(row.name)}
                      loading={deletingId === row.id}
                      onConfirm={() => onDelete(list)}
                    />
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
