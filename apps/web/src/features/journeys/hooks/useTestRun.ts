import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { showErrorToast, showSuccessToast } from '../../../shared/notifications/toasts.ts';
import { fetchTestRun, startTestRun, stopTestRun, type TestRun } from '../api/journey-test-run-api.ts';
import { TEST_RUN_TEXTS } from '../builder-texts.ts';
import { errorText } from './useJourneyListCommands.ts';

/** How often the canvas asks for the test run's progress while it runs. */
export const TEST_RUN_REFRESH_MS = 2_000;

/** The contact the banner names: name, else phone, else email, else profile id. */
export function testRunContactLabel(run: Pick<TestRun, 'contact'>, fallback: string): string {
  const contact = run.contact;
  return contact?.name || contact?.phone || contact?.email || contact?.profileId || fallback;
}

/**
 * A test run from the builder: `start` saves unsaved changes first (the server runs the saved draft),
 * starts the run for the contact, then follows it every 2 s until it ends; `stop` ends it early;
 * `close` takes it off the canvas.
 */
export function useTestRun(journeyId: string, ensureSaved: () => Promise<void>) {
  const [runId, setRunId] = useState<string | null>(null);
  const [firstAnswer, setFirstAnswer] = useState<TestRun | null>(null);

  const run = useQuery({
    queryKey: ['journeys', 'test-run', journeyId, runId],
    queryFn: ({ signal }) => fetchTestRun(journeyId, runId ?? '', signal),
    enabled: runId !== null,
    initialData: firstAnswer ?? undefined,
    // A run that ended does not move any more.
    refetchInterval: (query) =>
      query.state.data && query.state.data.state !== 'active' ? false : TEST_RUN_REFRESH_MS,
    refetchIntervalInBackground: false,
    staleTime: 0,
  });

  const start = useMutation({
    mutationFn: async (profileId: string) => {
      await ensureSaved();
      return startTestRun(journeyId, profileId);
    },
    onSuccess: (started) => {
      setFirstAnswer(started);
      setRunId(started.id);
    },
    onError: (error) =>
      showErrorToast(errorText(error) ?? TEST_RUN_TEXTS.startFailed, { title: TEST_RUN_TEXTS.startFailed }),
  });

  const stop = useMutation({
    mutationFn: (id: string) => stopTestRun(journeyId, id),
    onSuccess: () => {
      showSuccessToast(TEST_RUN_TEXTS.stopped);
      void run.refetch();
    },
    onError: (error) => {
      showErrorToast(errorText(error) ?? TEST_RUN_TEXTS.stopFailed, { title: TEST_RUN_TEXTS.stopFailed });
      void run.refetch();
    },
  });

  return {
    run: runId === null ? null : (run.data ?? null),
    start,
    stop: () => runId !== null && stop.mutate(runId),
    stopping: stop.isPending,
    close: () => {
      setRunId(null);
      setFirstAnswer(null);
    },
  };
}
