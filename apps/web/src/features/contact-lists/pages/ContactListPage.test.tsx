import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetApiState, toastMessages } from '../../../shared/api/testing/api-test-kit.ts';
import { makeProfile } from '../../../test/session-fixtures.tsx';
import { installContactListsServer, listedContact, savedView } from '../testing/contact-lists-server.ts';
import { renderContactLists, sideNav } from '../testing/render-contact-lists.tsx';

vi.setConfig({ testTimeout: 30_000 });

beforeEach(() => {
  resetApiState();
});

const editor = () => screen.getByRole('region', { name: 'List settings' });
const nameInput = () => within(editor()).getByRole('textbox', { name: /Name/ });
const button = (name: string) => within(editor()).getByRole('button', { name });

const colleaguesList = () =>
  savedView({
    id: 'shared',
    name: 'Shared leads',
    shareWithAllUsers: true,
    createdBy: 'Bo',
    createdById: 'user-2',
  });

describe('who may edit a list (spec 002 §6)', () => {
  it("shows another agent's shared list read-only, with Save and Delete disabled", async () => {
    installContactListsServer(makeProfile(), { views: [colleaguesList()] });
    renderContactLists('/agent/contacts/shared');
    expect(await screen.findByRole('heading', { name: 'Shared leads' })).toBeInTheDocument();
    expect(screen.getByText('Created by Bo')).toBeInTheDocument();
    expect(nameInput()).toHaveAttribute('readonly');
    expect(button('Save')).toBeDisabled();
    expect(button('Delete')).toBeDisabled();
  });

  it.each([['supervisor'], ['admin']] as const)('lets a %s edit it', async (role) => {
    installContactListsServer(makeProfile({ roles: [role] }), { views: [colleaguesList()] });
    renderContactLists('/agent/contacts/shared', { roles: [role] });
    await screen.findByRole('heading', { name: 'Shared leads' });
    expect(nameInput()).not.toHaveAttribute('readonly');
    expect(button('Save')).toBeEnabled();
    expect(button('Delete')).toBeEnabled();
  });

  it('lets anyone edit a list with no creator', async () => {
    installContactListsServer(makeProfile(), {
      views: [
        savedView({
          id: 'orphan',
          name: 'Orphan',
          shareWithAllUsers: true,
          createdBy: null,
          createdById: null,
        }),
      ],
    });
    renderContactLists('/agent/contacts/orphan');
    await screen.findByRole('heading', { name: 'Orphan' });
    expect(button('Save')).toBeEnabled();
  });
});

describe('saving and deleting a list (spec 002 §4, §8)', () => {
  it("updates it and toasts 'Contact List Updated.'", async () => {
    const server = installContactListsServer(makeProfile(), {
      views: [savedView({ id: 'mine', name: 'Mine' })],
    });
    renderContactLists('/agent/contacts/mine');
    await screen.findByRole('heading', { name: 'Mine' });
    fireEvent.change(nameInput(), { target: { value: 'Renamed' } });
    fireEvent.click(button('Save'));
    await waitFor(() => expect(toastMessages()).toContain('Contact List Updated.'));
    expect(server.lastVariables('UpdateContactList')).toMatchObject({ id: 'mine', name: 'Renamed' });
    expect(await within(sideNav()).findByRole('link', { name: 'Renamed' })).toBeInTheDocument();
  });

  it("saves a private list under its own current name, and toasts 'Contact List failed to update' on failure", async () => {
    installContactListsServer(makeProfile(), {
      views: [savedView({ id: 'mine', name: 'Mine' })],
      fail: { UpdateContactList: { status: 500 } },
    });
    renderContactLists('/agent/contacts/mine');
    await screen.findByRole('heading', { name: 'Mine' });
    fireEvent.click(button('Save'));
    await waitFor(() => expect(toastMessages()).toContain('Contact List failed to update'));
    expect(screen.queryByText('Name is already in use')).not.toBeInTheDocument();
  });

  it("deletes it after confirming, toasts 'Contact List Deleted.' and returns to My Contacts", async () => {
    const server = installContactListsServer(makeProfile(), {
      views: [savedView({ id: 'mine', name: 'Mine' })],
    });
    const { router } = renderContactLists('/agent/contacts/mine');
    await screen.findByRole('heading', { name: 'Mine' });
    fireEvent.click(button('Delete'));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this contact list?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toastMessages()).toContain('Contact List Deleted.'));
    expect(server.lastVariables('DeleteContactList')).toEqual({ id: 'mine' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/agent/contacts'));
  });

  it("toasts 'Contact List failed to delete.' and stays", async () => {
    installContactListsServer(makeProfile(), {
      views: [savedView({ id: 'mine', name: 'Mine' })],
      fail: { DeleteContactList: { status: 500 } },
    });
    const { router } = renderContactLists('/agent/contacts/mine');
    await screen.findByRole('heading', { name: 'Mine' });
    fireEvent.click(button('Delete'));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toastMessages()).toContain('Contact List failed to delete.'));
    expect(router.state.location.pathname).toBe('/agent/contacts/mine');
  });
});

describe('the contacts of a list (spec 002 §2, §9)', () => {
  it("shows the matching contacts with 'Max 500 contacts displayed per list.' and the sort attribute", async () => {
    const pageQuery = JSON.stringify({
      joinType: 'all',
      dynamicConditions: [],
      sortBy: 'customProperties.plan',
      order: 'asc',
      keyType: 'string',
    });
    installContactListsServer(makeProfile(), {
      views: [savedView({ id: 'mine', name: 'Mine', pageQuery })],
      contacts: [
        listedContact({ firstName: 'Grace', lastName: 'Hopper', customProperties: { plan: 'gold' } }),
        listedContact({ firstName: 'Ada', lastName: 'Byron', contactPhone: '+14155550101' }),
      ],
      total: 812,
    });
    renderContactLists('/agent/contacts/mine');
    const table = await screen.findByRole('table', { name: 'Contacts of Mine' }, { timeout: 5_000 });
    expect(screen.getByText('Max 500 contacts displayed per list.')).toBeInTheDocument();
    expect(screen.getByTestId('contacts-count')).toHaveTextContent('Showing 2 of 812 contacts');
    const rows = within(table).getAllByRole('row');
    expect(within(rows[0] as HTMLElement).getByRole('columnheader', { name: 'Plan' })).toBeVisible();
    expect(rows[1]).toHaveTextContent('Grace Hopper');
    expect(rows[1]).toHaveTextContent('gold');
    expect(rows[2]).toHaveTextContent('+1 (415) 555-0101');
  });

  it("opens another user's private list by id for a supervisor (Settings › Contact Lists links to it)", async () => {
    const agentsList = savedView({
      id: 'private-of-bo',
      name: 'Bo private',
      createdBy: 'Bo',
      createdById: 'user-2',
    });
    const server = installContactListsServer(makeProfile({ roles: ['supervisor'] }), {
      byIdOnly: [agentsList],
      contacts: [listedContact()],
    });
    renderContactLists('/agent/contacts/private-of-bo', { roles: ['supervisor'] });
    expect(await screen.findByRole('heading', { name: 'Bo private' })).toBeInTheDocument();
    expect(screen.getByText('Created by Bo')).toBeInTheDocument();
    expect(nameInput()).not.toHaveAttribute('readonly');
    expect(server.lastVariables('ContactList')).toEqual({ id: 'private-of-bo' });
    // The navigation still lists only the supervisor's own and shared lists.
    expect(within(sideNav()).queryByRole('link', { name: 'Bo private' })).not.toBeInTheDocument();
  });

  it('says so when a supervisor opens a list that does not exist', async () => {
    installContactListsServer(makeProfile({ roles: ['supervisor'] }));
    renderContactLists('/agent/contacts/gone', { roles: ['supervisor'] });
    expect(
      await screen.findByText('This contact list does not exist or is not shared with you.'),
    ).toBeInTheDocument();
    expect(toastMessages()).toEqual([]);
  });

  it('says so when the list does not exist for the user', async () => {
    installContactListsServer(makeProfile());
    renderContactLists('/agent/contacts/gone');
    expect(
      await screen.findByText('This contact list does not exist or is not shared with you.'),
    ).toBeInTheDocument();
  });
});
