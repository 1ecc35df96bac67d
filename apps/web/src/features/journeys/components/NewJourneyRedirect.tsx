import { Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { showErrorToast } from '../../../shared/notifications/toasts.ts';
import { createJourney } from '../api/journeys-api.ts';
import { errorText } from '../hooks/useJourneyListCommands.ts';
import { JOURNEYS_TEXTS } from '../journeys-texts.ts';

export type NewJourneyRedirectProps = { canEdit: boolean };

/** /journeys/new: creates a draft "New Journey" (one trigger) and opens it in the builder. */
export function NewJourneyRedirect({ canEdit }: NewJourneyRedirectProps) {
  const navigate = useNavigate();
  // One create per visit, even when React runs the effect twice (StrictMode).
  const started = useRef(false);
  useEffect(() => {
    if (!canEdit || started.current) return;
    started.current = true;
    createJourney().then(
      (journey) => navigate(`/journeys/${journey.id}`, { replace: true }),
      (error: unknown) => {
        showErrorToast(errorText(error) ?? JOURNEYS_TEXTS.createFailed, {
          title: JOURNEYS_TEXTS.createFailed,
        });
        navigate('/journeys', { replace: true });
      },
    );
  }, [canEdit, navigate]);
  if (!canEdit) return <Navigate to="/journeys" replace />;
  return (
    <Stack align="center" justify="center" h="100%" gap="sm">
      <Loader />
      <Text size="sm" c="dimmed">
        {JOURNEYS_TEXTS.creating}
      </Text>
    </Stack>
  );
}
