import { Anchor, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { AudienceContact } from '../api/audience-api.ts';
import { AUDIENCE_TEXTS } from '../audience-texts.ts';
import { displayDate, displayPhone } from '../utils/audience-format.ts';

export type AudienceTableProps = { contacts: AudienceContact[] };

/** Contacts with name, phone (spec 000 §5 display), email and last update; a name opens the profile. */
export function AudienceTable({ contacts }: AudienceTableProps) {
  const { columns } = AUDIENCE_TEXTS;
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover aria-label={AUDIENCE_TEXTS.title}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{columns.name}</Table.Th>
            <Table.Th>{columns.phone}</Table.Th>
            <Table.Th>{columns.email}</Table.Th>
            <Table.Th>{columns.updated}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {contacts.map((contact) => (
            <Table.Tr key={contact.profileId}>
              <Table.Td>
                <Anchor
                  component={Link}
                  to={`/audience?profileId=${encodeURIComponent(contact.profileId)}`}
                  size="sm"
                  fw={500}
                >
                  {contact.name ?? contact.externalId ?? AUDIENCE_TEXTS.unnamed}
                </Anchor>
              </Table.Td>
              <Table.Td>{displayPhone(contact.contactPhone)}</Table.Td>
              <Table.Td>
                <Text size="sm">{contact.email ?? ''}</Text>
              </Table.Td>
              <Table.Td>{displayDate(contact.updatedAt)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
