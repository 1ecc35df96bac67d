import { Alert, Group, Loader, Table, Text } from '@mantine/core';
import { CONTACT_LIST_TEXTS } from '@parley/core/conditions/texts';
import { fieldLabel } from '@parley/core/contacts/field-labels';
import { IconInfoCircle } from '@tabler/icons-react';
import type { ListedContacts } from '../api/contact-lists-api.ts';
import { CONTACT_LISTS_UI_TEXTS as TEXTS } from '../contact-lists-texts.ts';
import {
  contactAttributeText,
  contactName,
  contactPhone,
  FIXED_CONTACT_COLUMNS,
} from '../utils/contact-values.ts';

export type ContactsTableProps = {
  contacts: ListedContacts | undefined;
  loading: boolean;
  /** The sort attribute: it gets a column when the fixed ones do not show it. */
  sortBy: string | null;
  label: string;
};

/**
 * The contacts of a list in its order: at most 500, with the spec's notice (spec 002 §9). 500 rows
 * of plain text render quickly enough without virtualisation.
 */
export function ContactsTable({ contacts, loading, sortBy, label }: ContactsTableProps) {
  const extraColumn = sortBy && !FIXED_CONTACT_COLUMNS.has(sortBy) ? sortBy : null;
  return (
    <section aria-label={label}>
      <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} aria-hidden />} mb="sm" py="xs">
        {CONTACT_LIST_TEXTS.maxContactsDisplayed}
      </Alert>
      {loading && (
        <Group gap="xs">
          <Loader size="sm" />
          <Text size="sm" c="dimmed">
            {TEXTS.loading}
          </Text>
        </Group>
      )}
      {contacts && (
        <Text size="sm" c="dimmed" mb="xs" data-testid="contacts-count">
          {TEXTS.shownOfTotal(contacts.items.length, contacts.total)}
        </Text>
      )}
      {contacts && contacts.items.length === 0 && <Text size="sm">{TEXTS.noContacts}</Text>}
      {contacts && contacts.items.length > 0 && (
        <Table.ScrollContainer minWidth={640}>
          <Table striped highlightOnHover stickyHeader aria-label={label}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{TEXTS.columns.name}</Table.Th>
                <Table.Th>{TEXTS.columns.phone}</Table.Th>
                <Table.Th>{TEXTS.columns.email}</Table.Th>
                {extraColumn && <Table.Th>{fieldLabel(extraColumn)}</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {contacts.items.map((contact) => (
                <Table.Tr key={contact.id}>
                  <Table.Td>{contactName(contact)}</Table.Td>
                  <Table.Td>{contactPhone(contact)}</Table.Td>
                  <Table.Td>{contact.email ?? ''}</Table.Td>
                  {extraColumn && <Table.Td>{contactAttributeText(contact, extraColumn)}</Table.Td>}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </section>
  );
}
