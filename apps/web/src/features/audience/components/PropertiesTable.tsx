import { Table, Text } from '@mantine/core';
import { AUDIENCE_TEXTS } from '../audience-texts.ts';
import { displayValue } from '../utils/audience-format.ts';

export type PropertiesTableProps = { label: string; properties: Record<string, unknown> };

/** A contact's custom or rv properties, by name. */
export function PropertiesTable({ label, properties }: PropertiesTableProps) {
  const entries = Object.entries(properties).sort(([a], [b]) => a.localeCompare(b));
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
        {entries.map(([name, value]) => (
          <Table.Tr key={name}>
            <Table.Td>{name}</Table.Td>
            <Table.Td style={{ wordBreak: 'break-word' }}>{displayValue(value)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
