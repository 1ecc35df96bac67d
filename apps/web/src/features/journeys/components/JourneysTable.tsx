import { ActionIcon, Anchor, Menu, Table, Text } from '@mantine/core';
import { TRIGGER_TYPE_LABELS } from '@parley/core/journeys/trigger-data';
import { IconArchive, IconArchiveOff, IconCopy, IconDots, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { JourneyListing } from '../api/journeys-api.ts';
import { JOURNEYS_TEXTS } from '../journeys-texts.ts';
import { formatJourneyDate } from '../utils/format-journey-date.ts';
import { JourneyStateBadge } from './JourneyStateBadge.tsx';

export type JourneysTableProps = {
  journeys: readonly JourneyListing[];
  canEdit: boolean;
  onDuplicate: (journey: JourneyListing) => void;
  onSetHidden: (journey: JourneyListing, hidden: boolean) => void;
  onDelete: (journey: JourneyListing) => void;
};

function WhenAndWho({ at, by }: { at: string; by: JourneyListing['createdBy'] }) {
  return (
    <>
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {formatJourneyDate(at)}
      </Text>
      {by?.name && (
        <Text size="xs" c="dimmed">
          {JOURNEYS_TEXTS.byWhom(by.name)}
        </Text>
      )}
    </>
  );
}

/** spec 001 §3 journey listing: name, state, trigger, counts, version, created and updated by / at. */
export function JourneysTable({ journeys, canEdit, onDuplicate, onSetHidden, onDelete }: JourneysTableProps) {
  const { columns } = JOURNEYS_TEXTS;
  const count = (value: number) => value.toLocaleString('en-US');
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table striped highlightOnHover aria-label={JOURNEYS_TEXTS.title}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{columns.name}</Table.Th>
            {/* Wide enough for the state badge (a narrower column would cut "Draft"). */}
            <Table.Th miw={90}>{columns.state}</Table.Th>
            <Table.Th>{columns.trigger}</Table.Th>
            <Table.Th ta="right">{columns.entered}</Table.Th>
            <Table.Th ta="right">{columns.active}</Table.Th>
            <Table.Th ta="right">{columns.completed}</Table.Th>
            <Table.Th ta="right">{columns.version}</Table.Th>
            <Table.Th>{columns.created}</Table.Th>
            <Table.Th>{columns.updated}</Table.Th>
            {canEdit && <Table.Th aria-label={columns.actions} />}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {journeys.map((journey) => (
            <Table.Tr key={journey.id}>
              <Table.Td>
                <Anchor component={Link} to={`/journeys/${journey.id}`} fw={500} size="sm">
                  {journey.name}
                </Anchor>
                {journey.tags.length > 0 && (
                  <Text size="xs" c="dimmed">
                    {journey.tags.map((tag) => tag.name).join(', ')}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <JourneyStateBadge state={journey.state} hidden={journey.hidden} />
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {journey.triggerType ? TRIGGER_TYPE_LABELS[journey.triggerType] : JOURNEYS_TEXTS.noTrigger}
              </Table.Td>
              <Table.Td ta="right">{count(journey.counts.entered)}</Table.Td>
              <Table.Td ta="right">{count(journey.counts.active)}</Table.Td>
              <Table.Td ta="right">{count(journey.counts.completed)}</Table.Td>
              <Table.Td ta="right">{journey.version ?? '–'}</Table.Td>
              <Table.Td>
                <WhenAndWho at={journey.createdAt} by={journey.createdBy} />
              </Table.Td>
              <Table.Td>
                <WhenAndWho at={journey.updatedAt} by={journey.updatedBy} />
              </Table.Td>
              {canEdit && (
                <Table.Td>
                  <Menu position="bottom-end" withinPortal>
                    <Menu.Target>
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        aria-label={JOURNEYS_TEXTS.actionsOf(journey.name)}
                      >
                        <IconDots size={16} />
                      </ActionIcon>
                    </Menu.Target>
                    <Menu.Dropdown>
                      <Menu.Item leftSection={<IconCopy size={14} />} onClick={() => onDuplicate(journey)}>
                        {JOURNEYS_TEXTS.duplicate}
                      </Menu.Item>
                      <Menu.Item
                        leftSection={
                          journey.hidden ? <IconArchiveOff size={14} /> : <IconArchive size={14} />
                        }
                        onClick={() => onSetHidden(journey, !journey.hidden)}
                      >
                        {journey.hidden ? JOURNEYS_TEXTS.unarchive : JOURNEYS_TEXTS.archive}
                      </Menu.Item>
                      {journey.version === null && (
                        <Menu.Item
                          color="red"
                          leftSection={<IconTrash size={14} />}
                          onClick={() => onDelete(journey)}
                        >
                          {JOURNEYS_TEXTS.delete}
                        </Menu.Item>
                      )}
                    </Menu.Dropdown>
                  </Menu>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
