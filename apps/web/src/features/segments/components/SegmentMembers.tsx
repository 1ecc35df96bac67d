import {
  Alert,
  Anchor,
  Box,
  Button,
  Card,
  Group,
  LoadingOverlay,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { formatPhoneForDisplay } from '@parley/core/common/phone-number';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Segment, SegmentMember } from '../api/segments-api.ts';
import { useSegmentMembers } from '../hooks/useSegmentQueries.ts';
import { SEGMENTS_TEXTS } from '../segments-texts.ts';

export type SegmentMembersProps = { segment: Segment };

const TEXTS = SEGMENTS_TEXTS.members;

function MembersTable({ members }: { members: SegmentMember[] }) {
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped highlightOnHover aria-label={TEXTS.tableLabel}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{TEXTS.columns.name}</Table.Th>
            <Table.Th>{TEXTS.columns.phone}</Table.Th>
            <Table.Th>{TEXTS.columns.email}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {members.map((member) => (
            <Table.Tr key={member.profileId}>
              <Table.Td>
                <Anchor
                  component={Link}
                  to={`/audience?profileId=${encodeURIComponent(member.profileId)}`}
                  size="sm"
                  fw={500}
                >
                  {member.name ?? member.externalId ?? TEXTS.unnamed}
                </Anchor>
              </Table.Td>
              <Table.Td>{member.contactPhone ? formatPhoneForDisplay(member.contactPhone) : ''}</Table.Td>
              <Table.Td>{member.email ?? ''}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * A saved segment's members (issue 17 item 11): its count, and its contacts 25 a page with name,
 * phone and email, a name opening the contact on /audience. A dynamic segment's are those of its
 * saved conditions (the live count above the builder follows the draft).
 */
export function SegmentMembers({ segment }: SegmentMembersProps) {
  const [page, setPage] = useState(0);
  const members = useSegmentMembers(segment.id, page);
  const turning = members.isFetching && members.isPlaceholderData;

  let body: React.ReactNode;
  if (members.isPending)
    body = (
      <Stack gap="xs" aria-busy="true" aria-label={TEXTS.loading}>
        <Skeleton h={32} />
        <Skeleton h={32} />
      </Stack>
    );
  else if (members.isError) body = <Alert color="red">{members.error.message || TEXTS.loadFailed}</Alert>;
  else if (members.data.items.length === 0 && page === 0)
    body = (
      <Text size="sm" c="dimmed">
        {TEXTS.empty}
      </Text>
    );
  else
    body = (
      <Stack gap="sm">
        <Box pos="relative" aria-busy={turning}>
          <LoadingOverlay
            visible={turning}
            zIndex={1}
            overlayProps={{ backgroundOpacity: 0.55, color: 'var(--mantine-color-body)', blur: 0 }}
            loaderProps={{ size: 'sm', 'aria-label': TEXTS.loading }}
            transitionProps={{ duration: 0 }}
          />
          <MembersTable members={members.data.items} />
        </Box>
        {(page > 0 || members.data.hasMore) && (
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {TEXTS.pageLabel(page)}
            </Text>
            <Group gap="xs">
              <Button variant="default" size="xs" disabled={page === 0} onClick={() => setPage(page - 1)}>
                {TEXTS.previous}
              </Button>
              <Button
                variant="default"
                size="xs"
                disabled={!members.data.hasMore || turning}
                onClick={() => setPage(page + 1)}
              >
                {TEXTS.next}
              </Button>
            </Group>
          </Group>
        )}
      </Stack>
    );

  return (
    <Card withBorder padding="lg" component="section" aria-label={TEXTS.title}>
      <Stack gap="md">
        <Group justify="space-between" align="baseline">
          <Title order={4}>{TEXTS.title}</Title>
          <Text size="sm" c="dimmed" aria-label="Segment contacts">
            {segment.count === null ? SEGMENTS_TEXTS.countUnknown : SEGMENTS_TEXTS.memberCount(segment.count)}
          </Text>
        </Group>
        <Text size="xs" c="dimmed">
          {TEXTS.help[segment.type]}
        </Text>
        {body}
      </Stack>
    </Card>
  );
}
