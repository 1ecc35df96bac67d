import { graphqlRequest } from '../../../shared/api/graphql-request.ts';
import {
  CreatePhonebookEntryDocument,
  DeletePhonebookEntryDocument,
  ExternalTransferPhonebookDocument,
  type SettingsPhonebookEntryFragment,
  UpdatePhonebookEntryDocument,
} from './phonebook.generated.ts';

// The External Transfer Phonebook (apps/server/src/modules/phonebook/phonebook.graphql.ts).

export type PhonebookEntry = SettingsPhonebookEntryFragment;

export type PhonebookEntryValues = { name: string; phoneNumber: string; description: string };

export async function fetchPhonebook(signal?: AbortSignal): Promise<PhonebookEntry[]> {
  const data = await graphqlRequest(ExternalTransferPhonebookDocument, {}, { signal });
  return data.externalTransferPhonebook;
}

function toInput(values: PhonebookEntryValues) {
  const description = values.description.trim();
  return {
    name: values.name.trim(),
    phoneNumber: values.phoneNumber.trim(),
    description: description || null,
  };
}

export async function createPhonebookEntry(values: PhonebookEntryValues): Promise<PhonebookEntry> {
  const data = await graphqlRequest(CreatePhonebookEntryDocument, { input: toInput(values) });
  return data.createExternalTransferPhonebookEntry;
}

export async function updatePhonebookEntry(
  id: string,
  values: PhonebookEntryValues,
): Promise<PhonebookEntry> {
  const data = await graphqlRequest(UpdatePhonebookEntryDocument, { id, input: toInput(values) });
  return data.updateExternalTransferPhonebookEntry;
}

export async function deletePhonebookEntry(id: string): Promise<void> {
  await graphqlRequest(DeletePhonebookEntryDocument, { id });
}
