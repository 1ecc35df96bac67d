import { Alert, Center, Loader, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { JourneyBuilder } from '../components/JourneyBuilder.tsx';
import { useJourney } from '../hooks/useJourneyQueries.ts';
import { BUILDER_TEXTS, JOURNEYS_TEXTS } from '../journeys-texts.ts';

export type JourneyBuilderPageProps = { journeyId: string; canEdit: boolean };

/** /journeys/:journeyId: loads the journey and opens the builder (its own chunk, with React Flow). */
export function JourneyBuilderPage({ journeyId, canEdit }: JourneyBuilderPageProps) {
  const journey = useJourney(journeyId);
  if (journey.isPending) {
    return (
      <Center h="100%">
        <Loader aria-label="Loading the journey" />
      </Center>
    );
  }
  if (journey.isError) {
    return (
      <Stack p="xl">
        <Alert color="red" title={JOURNEYS_TEXTS.notFound}>
          <Link to="/journeys">{BUILDER_TEXTS.back}</Link>
        </Alert>
      </Stack>
    );
  }
  return <JourneyBuilder journey={journey.data} canEdit={canEdit} />;
}
