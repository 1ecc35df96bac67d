import { Anchor, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { Segment } from '../api/segments-api.ts';
import { SEGMENTS_TEXTS } from '../segments-texts.ts';
import { formatSegmentDate } from '../utils/format-segment-date.ts';
import { SegmentTypeBadge } from './SegmentTypeBadge.tsx';

export type SegmentsTableProps = { segments: Segment[] };

/** The segments by name: type badge, live count and when each was last changed. */
export function SegmentsTable({ segments }: SegmentsTableProps) {
  const { columns } = SEGMENTS_TEXTS;
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover aria-label={SEGMENTS_TEXTS.title}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{columns.name}</Table.Th>
            <Table.Th>{columns.type}</Table.Th>
            <Table.Th ta="right">{columns.count}</Table.Th>
            <Table.Th>{columns.updated}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {segments.map((segment) => (
            <Table.Tr key={segment.id}>
              <Table.Td>
                <Anchor component={Link} to={`/segments/${segment.id}`} fw={500} size="sm">
                  {segment.name}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <SegmentTypeBadge type={segment.type} />
              </Table.Td>
              <Table.Td ta="right" aria-label={`${segment.name} contacts`}>
                {segment.count === null ? (
                  <Text size="sm" c="dimmed">
                    {SEGMENTS_TEXTS.countUnknown}
                  </Text>
                ) : (
                  segment.count.toLocaleString('en-US')
                )}
              </Table.Td>
              <Table.Td>{formatSegmentDate(segment.updatedAt)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
