import { Stack, Table, Text, Title } from '@mantine/core';
import type { Reservation } from '@parley/core/agent-desktop/reservation';
import { AGENT_DESKTOP_TEXTS } from '@parley/core/agent-desktop/texts';
import { taskAttributeRows, taskAttributeText } from '../utils/task-attribute-rows.ts';
import { taskTitle } from '../utils/task-display.ts';

export type CustomTaskDetailsProps = { reservation: Reservation };

/**
 * A custom task (and, until their issues, an email or voicemail shell): its title and its attributes
 * as label: value rows, Parley's internal ones left out (utils/task-attribute-rows.ts).
 */
export function CustomTaskDetails({ reservation }: CustomTaskDetailsProps) {
  const rows = taskAttributeRows(reservation.attributes);
  return (
    <Stack gap="md" maw={760}>
      <Title order={4}>{taskTitle(reservation)}</Title>
      <Text size="sm" fw={600}>
        {AGENT_DESKTOP_TEXTS.customTaskAttributes}
      </Text>
      {rows.length === 0 ? (
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
            {rows.map((row) => (
              <Table.Tr key={row.key}>
                <Table.Th w={200} scope="row">
                  <Text size="sm" fw={500}>
                    {row.label}
                  </Text>
                </Table.Th>
                <Table.Td>
                  <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
                    {taskAttributeText(row)}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
