import type { PhonebookEntry } from '@parley/core/voice/external-phonebook';
import { graphqlRequest } from '../../../shared/api/graphql-request.ts';

// The External Transfer Phonebook (apps/server/src/modules/phonebook/phonebook.graphql.ts).

export type PhonebookEntryValues = { name: string; phoneNumber: string; description: string };

const FIELDS = 'id name phoneNumber description createdAt updatedAt';

export async function fetchPhonebook(signal?: AbortSignal): Promise<PhonebookEntry[]> {
  const data = await graphqlRequest<{ externalTransferPhonebook: PhonebookEntry[] }>(
    `query ExternalTransferPhonebook { externalTransferPhonebook { ${FIELDS} } }`,
    {},
    { signal },
  );
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
  const data = await graphqlRequest<{ createExternalTransferPhonebookEntry: PhonebookEntry }>(
    `mutation CreatePhonebookEntry($input: ExternalTransferPhonebookEntryInput!) {
      createExternalTransferPhonebookEntry(input: $input) { ${FIELDS} }
    }`,
    { input: toInput(values) },
  );
  return data.createExternalTransferPhonebookEntry;
}

export async function updatePhonebookEntry(
  id: string,
  values: PhonebookEntryValues,
): Promise<PhonebookEntry> {
  const data = await graphqlRequest<{ updateExternalTransferPhonebookEntry: PhonebookEntry }>(
    `mutation UpdatePhonebookEntry($id: ID!, $input: ExternalTransferPhonebookEntryInput!) {
      updateExternalTransferPhonebookEntry(id: $id, input: $input) { ${FIELDS} }
    }`,
    { id, input: toInput(values) },
  );
  return data.updateExternalTransferPhonebookEntry;
}

export async function deletePhonebookEntry(id: string): Promise<void> {
  await graphqlRequest(
    'mutation DeletePhonebookEntry($id: ID!) { deleteExternalTransferPhonebookEntry(id: $id) }',
    { id },
  );
}
