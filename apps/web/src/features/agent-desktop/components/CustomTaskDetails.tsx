import { Code, Stack, Table, Text, Title } from '@mantine/core';
import type { Reservation } from '@parley/core/agent-desktop/reservation';
import { AGENT_DESKTOP_TEXTS } from '@parley/core/agent-desktop/texts';
import { taskTitle } from '../utils/task-display.ts';

export type CustomTaskDetailsProps = { reservation: Reservation };

function AttributeValue({ value }: { value: unknown }) {
  if (value === null || value === undefined) return <Text c="dimmed">—</Text>;
  if (typeof value === 'object') {
    return (
      <Code block fz="xs">
        {JSON.stringify(value, null, 2)}
      </Code>
    );
  }
  return (
    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
      {String(value)}
    </Text>
  );
}

/** A custom task (and, until their issues, an email or voicemail shell): its title and attributes. */
export function CustomTaskDetails({ reservation }: CustomTaskDetailsProps) {
  const entries = Object.entries(reservation.attributes).sort(([a], [b]) => a.localeCompare(b));
  return (
    <Stack gap="md" maw={760}>
      <Title order={4}>{taskTitle(reservation)}</Title>
      <Text size="sm" fw={600}>
        {AGENT_DESKTOP_TEXTS.customTaskAttributes}
      </Text>
      {entries.length === 0 ? (
        <Text size="sm" c="dimmed">
          {AGENT_DESKTOP_TEXTS.noAttributes}
        </Text>
      ) : (
        <Table
          withTableBorder
          withColumnBorders
          layout="fixed"
          aria-label={AGENT_DESKTOP_TEXTS.customTaskAttributes}
        >
          <Table.Tbody>
            {entries.map(([key, value]) => (
              <Table.Tr key={key}>
                <Table.Th w={200} scope="row">
                  <Text size="sm" ff="monospace">
                    {key}
                  </Text>
                </Table.Th>
                <Table.Td>
                  <AttributeValue value={value} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
