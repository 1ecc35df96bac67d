import { PHONEBOOK_TEXTS } from '@parley/core/voice/external-phonebook';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { showSuccessToast } from '../../../shared/notifications/toasts.ts';
import {
  createPhonebookEntry,
  deletePhonebookEntry,
  fetchPhonebook,
  type PhonebookEntryValues,
  updatePhonebookEntry,
} from '../api/phonebook-api.ts';
import { settingsKeys } from '../api/settings-keys.ts';

/** The External Transfer Phonebook with its commands; each success toasts and refreshes the list. */
export function usePhonebook() {
  const queryClient = useQueryClient();
  const key = settingsKeys.phonebook();
  const query = useQuery({ queryKey: key, queryFn: ({ signal }) => fetchPhonebook(signal) });
  const done = (message: string) => () => {
    showSuccessToast(message);
    return queryClient.invalidateQueries({ queryKey: key });
  };
  const create = useMutation({
    mutationFn: (values: PhonebookEntryValues) => createPhonebookEntry(values),
    onSuccess: done(PHONEBOOK_TEXTS.created),
  });
  const update = useMutation({
    mutationFn: ({ id, values }: { id: string; values: PhonebookEntryValues }) =>
      updatePhonebookEntry(id, values),
    onSuccess: done(PHONEBOOK_TEXTS.saved),
  });
  const remove = useMutation({
    mutationFn: (id: string) => deletePhonebookEntry(id),
    onSuccess: done(PHONEBOOK_TEXTS.deleted),
  });
  return { query, create, update, remove };
}
