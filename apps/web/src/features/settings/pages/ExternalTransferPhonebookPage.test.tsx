import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetApiState } from '../../../shared/api/testing/api-test-kit.ts';
import { renderApp } from '../../../test/render.tsx';
import { makeProfile } from '../../../test/session-fixtures.tsx';
import {
  CreatePhonebookEntryDocument,
  DeletePhonebookEntryDocument,
  ExternalTransferPhonebookDocument,
  type SettingsPhonebookEntryFragment,
  UpdatePhonebookEntryDocument,
} from '../api/phonebook.generated.ts';
import {
  AT,
  crudListServer,
  crudOperation,
  deleteOnceConfirmed,
  expectToast,
  PAGE_LOAD,
  rowOf,
} from '../testing/crud-table-page-kit.ts';

// jsdom has no EventSource; the event stream is not what these tests are about.
vi.mock('../../../shared/sse/EventStreamProvider.tsx', () => ({
  EventStreamProvider: ({ children }: { children: ReactNode }) => children,
}));

vi.setConfig({ testTimeout: 20_000 });

const PATH = '/settings/external-transfer-phonebook';

type PhonebookEntry = SettingsPhonebookEntryFragment;

function entry(
  id: string,
  name: string,
  phoneNumber: string,
  description: string | null = null,
): PhonebookEntry {
  return { id, name, phoneNumber, description, createdAt: AT, updatedAt: AT };
}

/** What the page sends: the form's values, trimmed, with an empty description as null. */
type Input = { name: string; phoneNumber: string; description: string | null };

/** A fake phonebook GraphQL server over `entries`; a name already there is the server's 409. */
function phonebookServer(entries: PhonebookEntry[]) {
  return crudListServer<PhonebookEntry, Input>({
    records: entries,
    operations: {
      list: crudOperation(ExternalTransferPhonebookDocument, (records) => ({
        externalTransferPhonebook: records,
      })),
      create: crudOperation(CreatePhonebookEntryDocument, (record) => ({
        createExternalTransferPhonebookEntry: record,
      })),
      update: crudOperation(UpdatePhonebookEntryDocument, (record) => ({
        updateExternalTransferPhonebookEntry: record,
      })),
      remove: crudOperation(DeletePhonebookEntryDocument, (id) => ({
        deleteExternalTransferPhonebookEntry: id,
      })),
    },
    idPrefix: 'e',
    toRecord: (id, input) =>
      entry(id, input.name, `+1${input.phoneNumber.replace(/\D/g, '').slice(-10)}`, input.description),
    conflict: {
      message: 'An entry with this name already exists',
      field: 'name',
      clashes: (existing, input) => existing.name.toLowerCase() === input.name.toLowerCase(),
    },
  });
}

const admin = makeProfile({ roles: ['admin'] });

beforeEach(() => {
  resetApiState();
});

describe('Settings › External Transfer Phonebook', () => {
  it('shows the empty state, and adds an entry after checking the number', async () => {
    const server = phonebookServer([]);
    renderApp(PATH, admin);
    expect(await screen.findByText('No phonebook entries yet.', {}, PAGE_LOAD)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'External Transfer Phonebook' })).toBeInTheDocument();

    fireEvent.click(screen.getAllByRole('button', { name: 'New entry' })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'New entry' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Invalid phone number')).toBeInTheDocument();
    expect(server.requests('create')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'Billing partner' } });
    fireEvent.change(within(dialog).getByLabelText(/^Phone number/), { target: { value: '(415) 555-0123' } });
    fireEvent.change(within(dialog).getByLabelText('Description'), {
      target: { value: 'Invoices and refunds' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));

    expect(await screen.findByText('Billing partner')).toBeInTheDocument();
    expect(server.firstInput('create')).toEqual({
      name: 'Billing partner',
      phoneNumber: '(415) 555-0123',
      description: 'Invoices and refunds',
    });
    const row = within(rowOf('Billing partner'));
    expect(row.getByText('+1 (415) 555-0123')).toBeInTheDocument();
    expect(row.getByText('Invoices and refunds')).toBeInTheDocument();
    await expectToast('Phonebook entry added.');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('edits an entry, showing a taken name under the field', async () => {
    phonebookServer([
      entry('e1', 'Escalations', '+14155550130'),
      entry('e2', 'Partner', '+442079460958', 'UK office'),
    ]);
    renderApp(PATH, admin);
    await screen.findByText('Escalations', {}, PAGE_LOAD);
    expect(within(rowOf('Partner')).getByText('+442079460958')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Edit Escalations' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit entry' });
    const name = within(dialog).getByLabelText(/^Name/);
    expect(name).toHaveValue('Escalations');
    fireEvent.change(name, { target: { value: 'partner' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('An entry with this name already exists')).toBeInTheDocument();

    fireEvent.change(name, { target: { value: 'Escalation line' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Escalation line')).toBeInTheDocument();
    await expectToast('Phonebook entry saved.');
  });

  it('deletes an entry once confirmed', async () => {
    const server = phonebookServer([entry('e1', 'Escalations', '+14155550130')]);
    renderApp(PATH, admin);
    await screen.findByText('Escalations', {}, PAGE_LOAD);
    await deleteOnceConfirmed(server, {
      button: 'Delete Escalations',
      dialog: 'Delete this phonebook entry?',
    });
    expect(await screen.findByText('No phonebook entries yet.')).toBeInTheDocument();
    expect(server.requests('remove')).toHaveLength(1);
    await expectToast('Phonebook entry deleted.');
  });
});
