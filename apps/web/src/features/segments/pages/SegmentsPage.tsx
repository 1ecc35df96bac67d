import { Alert, Button, EmptyState, Group, Skeleton, Stack, Title } from '@mantine/core';
import { IconPlus, IconUsersGroup } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useRouteTitle } from '../../../shared/page/useRouteTitle.ts';
import { ManagersOnlyNotice } from '../components/ManagersOnlyNotice.tsx';
import { SegmentsTable } from '../components/SegmentsTable.tsx';
import { useCanManageSegments } from '../hooks/useCanManageSegments.ts';
import { useSegments } from '../hooks/useSegmentQueries.ts';
import { SEGMENTS_TEXTS } from '../segments-texts.ts';

function SegmentsList() {
  const segments = useSegments();
  if (segments.isPending)
    return (
      <Stack gap="xs" aria-busy="true" aria-label="Loading segments">
        <Skeleton h={36} />
        <Skeleton h={36} />
        <Skeleton h={36} />
      </Stack>
    );
  if (segments.isError) return <Alert color="red">{SEGMENTS_TEXTS.loadFailed}</Alert>;
  if (segments.data.length === 0)
    return (
      <EmptyState
        icon={<IconUsersGroup size={28} stroke={1.5} aria-hidden />}
        withIndicatorBackground
        description={SEGMENTS_TEXTS.noSegments}
      />
    );
  return <SegmentsTable segments={segments.data} />;
}

/** /segments: every segment with its type, live count and last change. */
export function SegmentsPage() {
  const title = useRouteTitle(SEGMENTS_TEXTS.title);
  if (!useCanManageSegments()) return <ManagersOnlyNotice title={title} />;
  return (
    <Stack p="xl" gap="lg">
      <Group justify="space-between">
        <Title order={2}>{title}</Title>
        <Button component={Link} to="/segments/new" leftSection={<IconPlus size={16} aria-hidden />}>
          {SEGMENTS_TEXTS.newSegment}
        </Button>
      </Group>
      <SegmentsList />
    </Stack>
  );
}
