import { PHONEBOOK_TEXTS } from '@parley/core/voice/external-phonebook';
import {
  createPhonebookEntry,
  deletePhonebookEntry,
  fetchPhonebook,
  type PhonebookEntry,
  type PhonebookEntryValues,
  updatePhonebookEntry,
} from '../api/phonebook-api.ts';
import { settingsKeys } from '../api/settings-keys.ts';
import { type CrudList, useCrudList } from './useCrudList.ts';

/** The External Transfer Phonebook with its commands; each success toasts and refreshes the list. */
export function usePhonebook(): CrudList<PhonebookEntry, PhonebookEntryValues> {
  return useCrudList({
    queryKey: settingsKeys.phonebook(),
    api: {
      fetch: fetchPhonebook,
      create: createPhonebookEntry,
      update: updatePhonebookEntry,
      remove: deletePhonebookEntry,
    },
    toasts: PHONEBOOK_TEXTS,
  });
}
