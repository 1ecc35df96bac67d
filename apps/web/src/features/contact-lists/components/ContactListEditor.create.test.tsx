import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetApiState, toastMessages } from '../../../shared/api/testing/api-test-kit.ts';
import { makeProfile } from '../../../test/session-fixtures.tsx';
import { pick } from '../../condition-builder/testing/builder-harness.tsx';
import { installContactListsServer, savedView } from '../testing/contact-lists-server.ts';
import { renderContactLists, sideNav } from '../testing/render-contact-lists.tsx';

vi.setConfig({ testTimeout: 30_000 });

beforeEach(() => {
  resetApiState();
});

const editor = () => screen.getByRole('region', { name: 'List settings' });
const nameInput = () => within(editor()).getByRole('textbox', { name: /Name/ });
const save = () => fireEvent.click(within(editor()).getByRole('button', { name: 'Save' }));

describe('creating a contact list (spec 002 §4, §5, §8)', () => {
  it("turns validation on at save ('Name is required') and off again at the next change", async () => {
    const server = installContactListsServer(makeProfile());
    renderContactLists('/agent/contacts/new');
    await screen.findByRole('region', { name: 'List settings' });
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
    save();
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    fireEvent.change(nameInput(), { target: { value: 'L' } });
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
    expect(server.operations()).not.toContain('CreateContactList');
  });

  it("refuses a name among the user's private lists with 'Name is already in use'", async () => {
    installContactListsServer(makeProfile(), { views: [savedView({ name: 'Hot leads' })] });
    renderContactLists('/agent/contacts/new');
    await within(sideNav()).findByRole('link', { name: 'Hot leads' });
    fireEvent.change(nameInput(), { target: { value: ' hot leads' } });
    save();
    expect(await screen.findByText('Name is already in use')).toBeInTheDocument();
  });

  it("asks for teams with 'Team Selection is required.' when shared with Specific Teams", async () => {
    installContactListsServer(makeProfile({ featureFlags: { canShareContactLists: true } }), {
      teams: [{ id: 'team-1', name: 'Support' }],
    });
    renderContactLists('/agent/contacts/new', { featureFlags: { canShareContactLists: true } });
    await screen.findByRole('region', { name: 'List settings' });
    fireEvent.change(nameInput(), { target: { value: 'For support' } });
    fireEvent.click(within(editor()).getByRole('switch', { name: 'Share this list' }));
    // spec 002 §4: the toggle on picks All Users.
    expect(within(editor()).getByRole('radio', { name: 'All Users' })).toBeChecked();
    fireEvent.click(within(editor()).getByRole('radio', { name: 'Specific Teams' }));
    save();
    expect(await screen.findByText('Team Selection is required.')).toBeInTheDocument();
  });

  it('hides sharing without the canShareContactLists flag', async () => {
    installContactListsServer(makeProfile());
    renderContactLists('/agent/contacts/new');
    await screen.findByRole('region', { name: 'List settings' });
    expect(within(editor()).queryByRole('switch', { name: 'Share this list' })).not.toBeInTheDocument();
  });

  it("creates the list with keyType copied from the sort attribute, toasts 'Contact List Created.' and opens it", async () => {
    const server = installContactListsServer(makeProfile());
    const { router } = renderContactLists('/agent/contacts/new');
    await screen.findByRole('region', { name: 'List settings' });
    fireEvent.change(nameInput(), { target: { value: '  Scored  ' } });
    await pick(editor(), 'Sort by', 'Lead score');
    fireEvent.click(within(editor()).getByRole('radio', { name: 'Ascending' }));
    save();
    await waitFor(() => expect(toastMessages()).toContain('Contact List Created.'));
    const variables = server.lastVariables('CreateContactList');
    expect(variables).toMatchObject({
      name: 'Scored',
      page: '/agent/contacts',
      shareWithAllUsers: false,
      teamIds: [],
    });
    expect(JSON.parse(String(variables?.pageQuery))).toEqual({
      joinType: 'all',
      dynamicConditions: [],
      sortBy: 'leadScore',
      order: 'asc',
      keyType: 'number',
    });
    const created = server.views[0];
    await waitFor(() => expect(router.state.location.pathname).toBe(`/agent/contacts/${created?.id}`));
    expect(await screen.findByRole('heading', { name: 'Scored' })).toBeInTheDocument();
  });

  it("toasts 'Contact List failed to be created.' and shows the server's refusal of the name", async () => {
    installContactListsServer(makeProfile(), {
      fail: {
        CreateContactList: {
          status: 409,
          code: 'conflict',
          field: 'name',
          message: 'Name is already in use',
        },
      },
    });
    const { router } = renderContactLists('/agent/contacts/new');
    await screen.findByRole('region', { name: 'List settings' });
    fireEvent.change(nameInput(), { target: { value: 'Raced' } });
    save();
    await waitFor(() => expect(toastMessages()).toContain('Contact List failed to be created.'));
    expect(await screen.findByText('Name is already in use')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/agent/contacts/new');
  });

  it('does not save a list with an incomplete condition, and shows its message', async () => {
    const server = installContactListsServer(makeProfile());
    renderContactLists('/agent/contacts/new');
    await screen.findByRole('region', { name: 'List settings' });
    fireEvent.change(nameInput(), { target: { value: 'Draft' } });
    fireEvent.click(within(editor()).getByRole('button', { name: 'Add group' }));
    save();
    expect(await screen.findByText('Condition type required.')).toBeInTheDocument();
    expect(server.operations()).not.toContain('CreateContactList');
  });
});
