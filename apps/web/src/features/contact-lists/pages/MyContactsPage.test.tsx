import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetApiState } from '../../../shared/api/testing/api-test-kit.ts';
import { makeProfile } from '../../../test/session-fixtures.tsx';
import { optionsOf, pick } from '../../condition-builder/testing/builder-harness.tsx';
import { installContactListsServer, listedContact } from '../testing/contact-lists-server.ts';
import { renderContactLists } from '../testing/render-contact-lists.tsx';

vi.setConfig({ testTimeout: 30_000 });

beforeEach(() => {
  resetApiState();
});

describe('My Contacts (/agent/contacts, spec 002 §2)', () => {
  it('lists the contacts newest first, with the 500 notice, and no sort without the flag', async () => {
    const server = installContactListsServer(makeProfile(), {
      contacts: [listedContact({ firstName: 'Grace' })],
    });
    renderContactLists('/agent/contacts');
    expect(await screen.findByRole('heading', { name: 'My Contacts' })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'My Contacts' }, { timeout: 5_000 })).toHaveTextContent(
      'Grace',
    );
    expect(screen.getByText('Max 500 contacts displayed per list.')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Sort by' })).not.toBeInTheDocument();
    expect(server.lastVariables('MyContacts')).toEqual({ sortBy: null, order: 'desc', keyType: null });
  });

  it('sorts by the chosen attribute with contactListSortingMyContacts (spec 002 §6)', async () => {
    const flags = { featureFlags: { contactListSortingMyContacts: true } };
    const server = installContactListsServer(makeProfile(flags), { contacts: [listedContact()] });
    renderContactLists('/agent/contacts', flags);
    await screen.findByRole('table', { name: 'My Contacts' }, { timeout: 5_000 });
    const main = screen.getByRole('heading', { name: 'My Contacts' }).parentElement as HTMLElement;
    // issue 17 item 8: the sort attributes by their labels, in spec 002 §3's order (typed columns last here).
    expect(await optionsOf(main, 'Sort by')).toEqual([
      'Added to Parley',
      'Contact created',
      'Email',
      'External ID',
      'First name',
      'Homepage URL',
      'Last name',
      'Last updated',
      'Lead score',
      'Phone',
      'Short URL',
    ]);
    await pick(main, 'Sort by', 'Last name');
    within(main).getByRole('radio', { name: 'Ascending' }).click();
    await waitFor(() =>
      expect(server.lastVariables('MyContacts')).toEqual({
        sortBy: 'lastName',
        order: 'asc',
        keyType: 'string',
      }),
    );
  });
});
