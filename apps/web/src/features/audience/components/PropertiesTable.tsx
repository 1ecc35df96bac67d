import { Table, Text } from '@mantine/core';
import { propertyEntries } from '@parley/core/contacts/property-entries';
import { AUDIENCE_TEXTS } from '../audience-texts.ts';
import { displayValue } from '../utils/audience-format.ts';

export type PropertiesTableProps = { label: string; properties: Record<string, unknown> };

/** A contact's custom or Parley properties, by label (issue 17 item 8), nested ones one row per leaf. */
export function PropertiesTable({ label, properties }: PropertiesTableProps) {
  const entries = propertyEntries(properties);
  if (entries.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {AUDIENCE_TEXTS.none}
      </Text>
    );
  return (
    <Table aria-label={label} withRowBorders={false}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{AUDIENCE_TEXTS.propertyColumns.name}</Table.Th>
          <Table.Th>{AUDIENCE_TEXTS.propertyColumns.value}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {entries.map((entry) => (
          <Table.Tr key={entry.key}>
            <Table.Td>{entry.label}</Table.Td>
            <Table.Td style={{ wordBreak: 'break-word' }}>{displayValue(entry.value)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
