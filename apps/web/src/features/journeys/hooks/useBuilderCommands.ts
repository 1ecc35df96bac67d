import type { JourneyProblem } from '@parley/core/journeys/problems';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../../shared/api/api-error.ts';
import { showErrorToast, showSuccessToast } from '../../../shared/notifications/toasts.ts';
import { fetchJourney, type JourneyDetail, publishJourney, saveJourneyDraft } from '../api/journeys-api.ts';
import { journeyKeys } from '../api/journeys-keys.ts';
import { BUILDER_TEXTS } from '../journeys-texts.ts';
import type { BuilderSnapshot, BuilderStore } from '../state/builder-store.ts';
import { errorText } from './useJourneyListCommands.ts';

function saveFailure(error: unknown): void {
  if (isApiError(error) && error.code === 'conflict') {
    showErrorToast(BUILDER_TEXTS.conflict, { title: BUILDER_TEXTS.saveFailed });
    return;
  }
  showErrorToast(errorText(error) ?? BUILDER_TEXTS.saveFailed, { title: BUILDER_TEXTS.saveFailed });
}

/**
 * Save (saveJourneyDraft, refused over someone else's newer save) and Publish (publishJourney: saves
 * first when dirty; refused with the problems listed when the journey cannot go live).
 */
export function useBuilderCommands(store: BuilderStore, initial: JourneyDetail) {
  const queryClient = useQueryClient();
  const [journey, setJourney] = useState(initial);
  const [refusal, setRefusal] = useState<JourneyProblem[] | null>(null);

  const saved = (next: JourneyDetail) => {
    setJourney(next);
    queryClient.setQueryData(journeyKeys.detail(next.id), next);
    void queryClient.invalidateQueries({ queryKey: ['journeys', 'list'] });
  };

  const sendSave = async (): Promise<JourneyDetail> => {
    const state = store.getState();
    const snapshot: BuilderSnapshot = {
      definition: state.definition,
      name: state.name,
      description: state.description,
      tags: state.tags,
    };
    const next = await saveJourneyDraft(journey.id, { ...snapshot, expectedUpdatedAt: journey.updatedAt });
    store.getState().markSaved(snapshot);
    saved(next);
    return next;
  };

  const save = useMutation({
    mutationFn: sendSave,
    onSuccess: () => showSuccessToast(BUILDER_TEXTS.saved),
    onError: saveFailure,
  });

  const publish = useMutation({
    /** `problems`: core's canGoLive on the draft with the brand's context (useJourneyProblems). */
    mutationFn: async (problems: JourneyProblem[]) => {
      // The same rules as the server first: a journey with problems is not sent.
      if (problems.length > 0) return { refused: problems };
      if (store.getState().dirty) await sendSave();
      try {
        const next = await publishJourney(journey.id);
        saved(next);
        return { refused: null };
      } catch (error) {
        if (!isApiError(error) || error.status !== 400) throw error;
        // The server's refusal names the problems; its journey lists them all.
        const fresh = await fetchJourney(journey.id);
        return { refused: fresh.problems.length > 0 ? fresh.problems : [], message: error.message };
      }
    },
    onSuccess: (result: { refused: JourneyProblem[] | null; message?: string }) => {
      setRefusal(result.refused);
      if (result.refused === null) showSuccessToast(BUILDER_TEXTS.published);
      else
        showErrorToast(result.message ?? BUILDER_TEXTS.problemsTitle, { title: BUILDER_TEXTS.publishFailed });
    },
    onError: saveFailure,
  });

  /** Before a test run: the server runs the saved draft, so unsaved edits are saved first. */
  const ensureSaved = async (): Promise<void> => {
    if (!store.getState().dirty) return;
    try {
      await sendSave();
    } catch (error) {
      saveFailure(error);
      throw error;
    }
  };

  return { journey, save, publish, ensureSaved, refusal, clearRefusal: () => setRefusal(null) };
}
