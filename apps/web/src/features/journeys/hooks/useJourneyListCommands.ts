import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { showErrorToast, showSuccessToast } from '../../../shared/notifications/toasts.ts';
import { deleteJourney, duplicateJourney, setJourneyHidden } from '../api/journeys-api.ts';
import { journeyKeys } from '../api/journeys-keys.ts';
import { JOURNEYS_TEXTS } from '../journeys-texts.ts';

export function errorText(error: unknown): string | undefined {
  return error instanceof Error && error.message !== '' ? error.message : undefined;
}

/** The list's actions (duplicate, archive / unarchive, delete a draft), each with its toast. */
export function useJourneyListCommands() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const refresh = () => queryClient.invalidateQueries({ queryKey: journeyKeys.all });
  const failure = (text: string) => (error: unknown) =>
    showErrorToast(errorText(error) ?? text, { title: text });

  const duplicate = useMutation({
    mutationFn: (id: string) => duplicateJourney(id),
    onSuccess: async (id: string) => {
      showSuccessToast(JOURNEYS_TEXTS.duplicated);
      await refresh();
      navigate(`/journeys/${id}`);
    },
    onError: failure(JOURNEYS_TEXTS.duplicateFailed),
  });
  const setHidden = useMutation({
    mutationFn: ({ id, hidden }: { id: string; hidden: boolean }) => setJourneyHidden(id, hidden),
    onSuccess: async (_result, { hidden }) => {
      showSuccessToast(hidden ? JOURNEYS_TEXTS.archived : JOURNEYS_TEXTS.unarchived);
      await refresh();
    },
    onError: failure(JOURNEYS_TEXTS.archiveFailed),
  });
  const remove = useMutation({
    mutationFn: (id: string) => deleteJourney(id),
    onSuccess: async () => {
      showSuccessToast(JOURNEYS_TEXTS.deleted);
      await refresh();
    },
    onError: failure(JOURNEYS_TEXTS.deleteFailed),
  });
  return { duplicate, setHidden, remove };
}
