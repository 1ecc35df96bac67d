import { Alert, Anchor, Center, Loader, Stack } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { useRouteTitle } from '../../../shared/page/useRouteTitle.ts';
import { ManagersOnlyNotice } from '../components/ManagersOnlyNotice.tsx';
import { SegmentForm } from '../components/SegmentForm.tsx';
import { useCanManageSegments } from '../hooks/useCanManageSegments.ts';
import { useSegment } from '../hooks/useSegmentQueries.ts';
import { SEGMENTS_TEXTS } from '../segments-texts.ts';

function SegmentLoader({ id }: { id: string }) {
  const segment = useSegment(id);
  if (segment.isPending)
    return (
      <Center py="xl">
        <Loader size="sm" aria-label="Loading segment" />
      </Center>
    );
  if (segment.isError)
    return (
      <Stack p="xl" gap="md">
        <Alert color="red">{segment.error.message || SEGMENTS_TEXTS.notFound}</Alert>
        <Anchor component={Link} to="/segments" size="sm">
          {SEGMENTS_TEXTS.back}
        </Anchor>
      </Stack>
    );
  // Keyed: another segment starts a fresh form.
  return <SegmentForm key={segment.data.id} segment={segment.data} />;
}

/** /segments/new and /segments/:segmentId: the segment editor. */
export function SegmentEditorPage() {
  const title = useRouteTitle(SEGMENTS_TEXTS.title);
  const { segmentId } = useParams();
  if (!useCanManageSegments()) return <ManagersOnlyNotice title={title} />;
  return segmentId ? <SegmentLoader id={segmentId} /> : <SegmentForm segment={null} />;
}
