import { ActionIcon, Badge, Button, Table, Text } from '@mantine/core';
import { RUN_STATE_TEXTS } from '@parley/core/journeys/texts';
import { IconUserMinus } from '@tabler/icons-react';
import { Fragment, useState } from 'react';
import type { JourneyRun } from '../api/journey-analytics-api.ts';
import { JOURNEY_USERS_TEXTS } from '../journeys-texts.ts';
import { formatJourneyDate } from '../utils/format-journey-date.ts';
import { JourneyRunPath } from './JourneyRunPath.tsx';

export type JourneyRunsTableProps = {
  runs: readonly JourneyRun[];
  labelOf: (nodeId: string) => string;
  canRemove: boolean;
  onRemove: (run: JourneyRun) => void;
};

function stateText(state: string): string {
  const texts: Record<string, string> = RUN_STATE_TEXTS;
  return texts[state] ?? state;
}

export function contactName(run: JourneyRun): string {
  const contact = run.contact;
  return contact?.name || contact?.phone || contact?.email || contact?.profileId || run.id;
}

/** The contacts of a journey: who, where they are, when they entered and left, their path. */
export function JourneyRunsTable({ runs, labelOf, canRemove, onRemove }: JourneyRunsTableProps) {
  const [open, setOpen] = useState<string | null>(null);
  const { columns } = JOURNEY_USERS_TEXTS;
  const width = canRemove ? 7 : 6;
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table aria-label={JOURNEY_USERS_TEXTS.title}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{columns.contact}</Table.Th>
            <Table.Th>{columns.state}</Table.Th>
            <Table.Th>{columns.node}</Table.Th>
            <Table.Th>{columns.entered}</Table.Th>
            <Table.Th>{columns.ended}</Table.Th>
            <Table.Th>{columns.path}</Table.Th>
            {canRemove && <Table.Th aria-label={JOURNEY_USERS_TEXTS.remove} />}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {runs.map((run) => (
            <Fragment key={run.id}>
              <Table.Tr>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {contactName(run)}
                  </Text>
                  {run.contact?.phone && run.contact.name && (
                    <Text size="xs" c="dimmed">
                      {run.contact.phone}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Badge
                    variant="light"
                    color={run.state === 'active' ? 'blue' : run.state === 'failed' ? 'red' : 'gray'}
                  >
                    {stateText(run.state)}
                  </Badge>
                </Table.Td>
                <Table.Td>{run.nodeId ? labelOf(run.nodeId) : '–'}</Table.Td>
                <Table.Td>{formatJourneyDate(run.enteredAt)}</Table.Td>
                <Table.Td>{formatJourneyDate(run.endedAt)}</Table.Td>
                <Table.Td>
                  <Button
                    variant="subtle"
                    size="compact-xs"
                    onClick={() => setOpen(open === run.id ? null : run.id)}
                    aria-expanded={open === run.id}
                  >
                    {JOURNEY_USERS_TEXTS.showPath} ({run.path.length})
                  </Button>
                </Table.Td>
                {canRemove && (
                  <Table.Td>
                    {run.state === 'active' && (
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`${JOURNEY_USERS_TEXTS.remove} ${contactName(run)}`}
                        onClick={() => onRemove(run)}
                      >
                        <IconUserMinus size={16} />
                      </ActionIcon>
                    )}
                  </Table.Td>
                )}
              </Table.Tr>
              {open === run.id && (
                <Table.Tr>
                  <Table.Td colSpan={width}>
                    <JourneyRunPath path={run.path} labelOf={labelOf} />
                  </Table.Td>
                </Table.Tr>
              )}
            </Fragment>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
