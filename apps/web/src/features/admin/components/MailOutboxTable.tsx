import { Button, Table, Text } from '@mantine/core';
import type { MailOutboxItem } from '../api/mail-outbox.ts';
import { formatMailDate } from '../utils/format-mail-date.ts';
import { MailStatusBadge } from './MailStatusBadge.tsx';

export type MailOutboxTableProps = {
  items: readonly MailOutboxItem[];
  onOpen: (mail: MailOutboxItem) => void;
};

export function MailOutboxTable({ items, onOpen }: MailOutboxTableProps) {
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Created</Table.Th>
            <Table.Th>To</Table.Th>
            <Table.Th>Subject</Table.Th>
            <Table.Th>Transport</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th aria-label="Actions" />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((mail) => (
            <Table.Tr key={mail.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatMailDate(mail.createdAt)}</Table.Td>
              <Table.Td>{mail.to}</Table.Td>
              <Table.Td>
                <Text size="sm" lineClamp={1}>
                  {mail.subject}
                </Text>
              </Table.Td>
              <Table.Td>{mail.transport}</Table.Td>
              <Table.Td>
                <MailStatusBadge mail={mail} />
              </Table.Td>
              <Table.Td ta="right">
                <Button
                  size="xs"
                  variant="subtle"
                  onClick={() => onOpen(mail)}
                  aria-label={`Read mail to ${mail.to}`}
                >
                  Read
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
