import { Badge, Stack, Table, Text, Title } from '@mantine/core';
import type { AudienceProfile } from '../api/audience-api.ts';
import { AUDIENCE_TEXTS } from '../audience-texts.ts';
import { displayPhone } from '../utils/audience-format.ts';

export type ChannelsTablesProps = { profile: AudienceProfile };

const yesNo = (value: boolean) => (value ? AUDIENCE_TEXTS.yes : AUDIENCE_TEXTS.no);

/** The contact's phones and emails with their labels, primary flags and opt-ins (spec 001 §3). */
export function ChannelsTables({ profile }: ChannelsTablesProps) {
  const { channelColumns: columns, sections } = AUDIENCE_TEXTS;
  const primary = (isPrimary: boolean) =>
    isPrimary ? (
      <Badge size="xs" variant="light">
        {AUDIENCE_TEXTS.primary}
      </Badge>
    ) : null;
  return (
    <Stack gap="md">
      <Title order={5}>{sections.phones}</Title>
      {profile.phones.length === 0 ? (
        <Text size="sm" c="dimmed">
          {AUDIENCE_TEXTS.none}
        </Text>
      ) : (
        <Table aria-label={sections.phones}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{columns.value}</Table.Th>
              <Table.Th>{columns.label}</Table.Th>
              <Table.Th>{columns.primary}</Table.Th>
              <Table.Th>{columns.sms}</Table.Th>
              <Table.Th>{columns.voice}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {profile.phones.map((phone) => (
              <Table.Tr key={phone.phoneNumber}>
                <Table.Td>{displayPhone(phone.phoneNumber)}</Table.Td>
                <Table.Td>{phone.label ?? ''}</Table.Td>
                <Table.Td>{primary(phone.isPrimary)}</Table.Td>
                <Table.Td>{yesNo(phone.smsOptIn.subscribed)}</Table.Td>
                <Table.Td>{yesNo(phone.voiceOptIn.subscribed)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Title order={5}>{sections.emails}</Title>
      {profile.emails.length === 0 ? (
        <Text size="sm" c="dimmed">
          {AUDIENCE_TEXTS.none}
        </Text>
      ) : (
        <Table aria-label={sections.emails}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{columns.value}</Table.Th>
              <Table.Th>{columns.label}</Table.Th>
              <Table.Th>{columns.primary}</Table.Th>
              <Table.Th>{columns.email}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {profile.emails.map((email) => (
              <Table.Tr key={email.email}>
                <Table.Td>{email.email}</Table.Td>
                <Table.Td>{email.label ?? ''}</Table.Td>
                <Table.Td>{primary(email.isPrimary)}</Table.Td>
                <Table.Td>{yesNo(email.emailOptIn.subscribed)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
