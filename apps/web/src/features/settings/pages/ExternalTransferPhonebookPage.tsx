import { Text } from '@mantine/core';
import { formatPhoneForDisplay } from '@parley/core/common/phone-number';
import { PHONEBOOK_TEXTS } from '@parley/core/voice/external-phonebook';
import { IconAddressBook } from '@tabler/icons-react';
import type { PhonebookEntry } from '../api/phonebook-api.ts';
import {
  type CrudTableColumn,
  CrudTablePage,
  type CrudTablePageTexts,
} from '../components/CrudTablePage.tsx';
import { PhonebookEntryForm } from '../components/PhonebookEntryForm.tsx';
import { usePhonebook } from '../hooks/usePhonebook.ts';

const TEXTS: CrudTablePageTexts = {
  ...PHONEBOOK_TEXTS,
  loading: 'Loading the phonebook',
  create: PHONEBOOK_TEXTS.newEntry,
  edit: PHONEBOOK_TEXTS.editEntry,
};

const COLUMNS: CrudTableColumn<PhonebookEntry>[] = [
  {
    header: PHONEBOOK_TEXTS.name,
    cell: (entry) => (
      <Text size="sm" fw={500}>
        {entry.name}
      </Text>
    ),
  },
  {
    header: PHONEBOOK_TEXTS.phoneNumber,
    cell: (entry) => <Text size="sm">{formatPhoneForDisplay(entry.phoneNumber)}</Text>,
  },
  {
    header: PHONEBOOK_TEXTS.descriptionLabel,
    cell: (entry) => (
      <Text size="sm" c={entry.description ? undefined : 'dimmed'}>
        {entry.description ?? '—'}
      </Text>
    ),
  },
];

/** /settings/external-transfer-phonebook: the outside numbers calls may be transferred to. */
export function ExternalTransferPhonebookPage() {
  return (
    <CrudTablePage
      list={usePhonebook()}
      texts={TEXTS}
      icon={<IconAddressBook size={28} stroke={1.5} aria-hidden />}
      columns={COLUMNS}
      minWidth={640}
      nameOf={(entry) => entry.name}
      renderForm={({ record, ...form }) => <PhonebookEntryForm entry={record} {...form} />}
    />
  );
}
