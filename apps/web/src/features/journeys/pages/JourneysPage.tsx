import { Center, Loader, Stack, Text, Title } from '@mantine/core';
import { Suspense } from 'react';
import { useMatch, useParams } from 'react-router';
import { lazyComponent } from '../../../shared/chunk-retry/lazy-component.ts';
import { useRouteTitle } from '../../../shared/page/useRouteTitle.ts';
import { JourneyList } from '../components/JourneyList.tsx';
import { NewJourneyRedirect } from '../components/NewJourneyRedirect.tsx';
import { useJourneyRoles } from '../hooks/useJourneyRoles.ts';
import { JOURNEYS_TEXTS } from '../journeys-texts.ts';

// The builder (and @xyflow/react with it) is a chunk of its own: the list never downloads it.
const JourneyBuilderPage = lazyComponent(
  () => import('./JourneyBuilderPage.tsx'),
  (m) => m.JourneyBuilderPage,
);

/** /journeys (the list), /journeys/new (creates a draft and opens it) and /journeys/:journeyId (the builder). */
export function JourneysPage() {
  const title = useRouteTitle(JOURNEYS_TEXTS.title);
  const { journeyId } = useParams();
  const isNew = useMatch('/journeys/new') !== null;
  const { canRead, canEdit } = useJourneyRoles();
  if (!canRead) {
    return (
      <Stack p="xl" gap="md">
        <Title order={2}>{title}</Title>
        <Text>{JOURNEYS_TEXTS.adminsOnly}</Text>
      </Stack>
    );
  }
  if (isNew) return <NewJourneyRedirect canEdit={canEdit} />;
  if (journeyId === undefined) return <JourneyList title={title} canEdit={canEdit} />;
  return (
    <Suspense
      fallback={
        <Center h="100%">
          <Loader aria-label="Loading the builder" />
        </Center>
      }
    >
      <JourneyBuilderPage key={journeyId} journeyId={journeyId} canEdit={canEdit} />
    </Suspense>
  );
}
