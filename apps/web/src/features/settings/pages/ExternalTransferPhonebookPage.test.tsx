import type { PhonebookEntry } from '@parley/core/voice/external-phonebook';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type FetchCall,
  installFetch,
  jsonResponse,
  resetApiState,
  toastMessages,
  withCsrf,
} from '../../../shared/api/testing/api-test-kit.ts';
import { renderApp } from '../../../test/render.tsx';
import { makeProfile } from '../../../test/session-fixtures.tsx';

// jsdom has no EventSource; the event stream is not what these tests are about.
vi.mock('../../../shared/sse/EventStreamProvider.tsx', () => ({
  EventStreamProvider: ({ children }: { children: ReactNode }) => children,
}));

vi.setConfig({ testTimeout: 20_000 });

// The first visit of a page loads its chunk, which vite transforms on demand in tests.
const PAGE_LOAD = { timeout: 10_000 };
const PATH = '/settings/external-transfer-phonebook';
const AT = '2025-03-04T15:05:00.000Z';

function entry(
  id: string,
  name: string,
  phoneNumber: string,
  description: string | null = null,
): PhonebookEntry {
  return { id, name, phoneNumber, description, createdAt: AT, updatedAt: AT };
}

type Variables = { id?: string; input?: { name: string; phoneNumber: string; description: string | null } };

/** A fake phonebook GraphQL server over `entries`; a name already there is the server's 409. */
function phonebookServer(entries: PhonebookEntry[]) {
  const { calls } = installFetch(
    withCsrf((call: FetchCall) => {
      const { query, variables } = call.body as { query: string; variables: Variables };
      const input = variables.input;
      const taken = () =>
        input &&
        entries.some((e) => e.id !== variables.id && e.name.toLowerCase() === input.name.toLowerCase());
      const conflict = () =>
        jsonResponse(200, {
          errors: [
            {
              message: 'An entry with this name already exists',
              extensions: { code: 'conflict', status: 409, field: 'name' },
            },
          ],
        });
      if (query.includes('createExternalTransferPhonebookEntry(') && input) {
        if (taken()) return conflict();
        const created = entry(
          `e${entries.length + 1}`,
          input.name,
          `+1${input.phoneNumber.replace(/\D/g, '').slice(-10)}`,
          input.description,
        );
        entries.push(created);
        return jsonResponse(200, { data: { createExternalTransferPhonebookEntry: created } });
      }
      if (query.includes('updateExternalTransferPhonebookEntry(') && input) {
        if (taken()) return conflict();
        const index = entries.findIndex((e) => e.id === variables.id);
        const updated = { ...entry(variables.id ?? '', input.name, input.phoneNumber, input.description) };
        entries[index] = updated;
        return jsonResponse(200, { data: { updateExternalTransferPhonebookEntry: updated } });
      }
      if (query.includes('deleteExternalTransferPhonebookEntry(')) {
        entries.splice(
          entries.findIndex((e) => e.id === variables.id),
          1,
        );
        return jsonResponse(200, { data: { deleteExternalTransferPhonebookEntry: variables.id } });
      }
      if (query.includes('externalTransferPhonebook')) {
        return jsonResponse(200, { data: { externalTransferPhonebook: [...entries] } });
      }
      return jsonResponse(200, { errors: [{ message: `unexpected ${query}` }] });
    }),
  );
  const requests = (field: string) =>
    calls.filter((call) => JSON.stringify(call.body ?? null).includes(`${field}(`));
  return { calls, requests };
}

const admin = makeProfile({ roles: ['admin'] });

function rowOf(name: string): HTMLElement {
  const row = screen.getByText(name).closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
}

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
    expect(server.requests('createExternalTransferPhonebookEntry')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'Billing partner' } });
    fireEvent.change(within(dialog).getByLabelText(/^Phone number/), { target: { value: '(415) 555-0123' } });
    fireEvent.change(within(dialog).getByLabelText('Description'), {
      target: { value: 'Invoices and refunds' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));

    expect(await screen.findByText('Billing partner')).toBeInTheDocument();
    const [created] = server.requests('createExternalTransferPhonebookEntry');
    if (!created) throw new Error('no create request');
    expect((created.body as { variables: Variables }).variables.input).toEqual({
      name: 'Billing partner',
      phoneNumber: '(415) 555-0123',
      description: 'Invoices and refunds',
    });
    const row = within(rowOf('Billing partner'));
    expect(row.getByText('+1 (415) 555-0123')).toBeInTheDocument();
    expect(row.getByText('Invoices and refunds')).toBeInTheDocument();
    await waitFor(() => expect(toastMessages()).toContain('Phonebook entry added.'));
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
    await waitFor(() => expect(toastMessages()).toContain('Phonebook entry saved.'));
  });

  it('deletes an entry once confirmed', async () => {
    const server = phonebookServer([entry('e1', 'Escalations', '+14155550130')]);
    renderApp(PATH, admin);
    await screen.findByText('Escalations', {}, PAGE_LOAD);
    fireEvent.click(screen.getByRole('button', { name: 'Delete Escalations' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this phonebook entry?' });
    expect(server.requests('deleteExternalTransferPhonebookEntry')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No phonebook entries yet.')).toBeInTheDocument();
    expect(server.requests('deleteExternalTransferPhonebookEntry')).toHaveLength(1);
    await waitFor(() => expect(toastMessages()).toContain('Phonebook entry deleted.'));
  });
});
