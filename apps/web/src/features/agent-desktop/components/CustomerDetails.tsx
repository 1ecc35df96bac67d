import { Alert, Badge, Center, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { propertyEntries, propertyValueText } from '@parley/core/contacts/property-entries';
import type { DeskCustomer } from '../api/customer-api.ts';
import { CUSTOMER_PANEL_TEXTS as TEXTS } from '../customer-panel-texts.ts';
import { useDeskCustomer } from '../hooks/useDeskCustomer.ts';

export type CustomerDetailsProps = { profileId: string };

function OptInBadge({ channel, subscribed }: { channel: string; subscribed: boolean }) {
  return (
    <Badge size="xs" variant="light" color={subscribed ? 'green' : 'gray'}>
      {`${channel}: ${subscribed ? TEXTS.optedIn : TEXTS.optedOut}`}
    </Badge>
  );
}

function ContactPoints({ customer }: { customer: DeskCustomer }) {
  return (
    <>
      {customer.phones.length > 0 && (
        <Stack gap={4} aria-label={TEXTS.phones} role="group">
          <Text size="xs" fw={600} c="dimmed" tt="uppercase">
            {TEXTS.phones}
          </Text>
          {customer.phones.map((phone) => (
            <Group key={phone.phoneNumber} gap={4}>
              <Text size="sm">{phone.phoneNumber}</Text>
              <OptInBadge channel={TEXTS.sms} subscribed={phone.smsOptIn.subscribed} />
              <OptInBadge channel={TEXTS.voice} subscribed={phone.voiceOptIn.subscribed} />
            </Group>
          ))}
        </Stack>
      )}
      {customer.emails.length > 0 && (
        <Stack gap={4} aria-label={TEXTS.emails} role="group">
          <Text size="xs" fw={600} c="dimmed" tt="uppercase">
            {TEXTS.emails}
          </Text>
          {customer.emails.map((email) => (
            <Group key={email.email} gap={4}>
              <Text size="sm">{email.email}</Text>
              <OptInBadge channel={TEXTS.email} subscribed={email.emailOptIn.subscribed} />
            </Group>
          ))}
        </Stack>
      )}
    </>
  );
}

/** The contact's name, phones and emails with their opt-in, and custom properties by label. */
export function CustomerDetails({ profileId }: CustomerDetailsProps) {
  const customer = useDeskCustomer(profileId);
  if (customer.isPending)
    return (
      <Center py="md">
        <Loader size="sm" aria-label={TEXTS.loading} />
      </Center>
    );
  if (customer.isError) return <Alert color="red">{TEXTS.failed}</Alert>;
  const properties = propertyEntries(customer.data.customProperties);
  return (
    <Stack gap="sm">
      {/* Not a heading: the task's header already names the contact (one heading per name on the desk). */}
      <Text fw={600} size="md" aria-label={TEXTS.name}>
        {customer.data.name || customer.data.contactPhone || TEXTS.unnamed}
      </Text>
      <ContactPoints customer={customer.data} />
      {properties.length > 0 && (
        <Table fz="sm" verticalSpacing={4} aria-label={TEXTS.properties}>
          <Table.Tbody>
            {properties.map((entry) => (
              <Table.Tr key={entry.key}>
                <Table.Th fw={500} c="dimmed" w="45%">
                  {entry.label}
                </Table.Th>
                <Table.Td>{propertyValueText(entry.value)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
