import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetApiState, toastMessages } from '../../../shared/api/testing/api-test-kit.ts';
import { makeProfile } from '../../../test/session-fixtures.tsx';
import { installContactListsServer, savedView } from '../testing/contact-lists-server.ts';
import { renderContactLists, sideNav } from '../testing/render-contact-lists.tsx';

vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  resetApiState();
});

describe('the contact lists of the agent side navigation (spec 002 §2)', () => {
  it('lists private and shared lists in their sections, each opening its list', async () => {
    installContactListsServer(makeProfile(), {
      views: [
        savedView({ id: 'mine', name: 'My leads' }),
        savedView({ id: 'all', name: 'Everyone', shareWithAllUsers: true, createdById: 'user-2' }),
        savedView({ id: 'team', name: 'Team list', teams: [{ id: 'team-1' }] }),
      ],
    });
    const { router } = renderContactLists('/agent/contacts');
    const privateSection = await within(sideNav()).findByRole('region', { name: 'Private lists' });
    expect(await within(privateSection).findByRole('link', { name: 'My leads' })).toBeInTheDocument();
    const shared = within(sideNav()).getByRole('region', { name: 'Shared lists' });
    expect(
      within(shared)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Everyone', 'Team list']);
    fireEvent.click(within(privateSection).getByRole('link', { name: 'My leads' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/agent/contacts/mine'));
    expect(within(privateSection).getByRole('link', { name: 'My leads' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('says when a section is empty, and New Contact List opens the editor', async () => {
    installContactListsServer(makeProfile());
    const { router } = renderContactLists('/agent/contacts');
    const privateSection = within(sideNav()).getByRole('region', { name: 'Private lists' });
    expect(await within(privateSection).findByText('No contact lists yet')).toBeInTheDocument();
    fireEvent.click(within(sideNav()).getByRole('link', { name: 'New Contact List' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/agent/contacts/new'));
    expect(await screen.findByRole('heading', { name: 'New Contact List' })).toBeInTheDocument();
  });

  it('disables New Contact List at 50 private lists, with the tooltip of spec 002 §8', async () => {
    const views = Array.from({ length: 50 }, (_, index) => savedView({ name: `List ${index}` }));
    // Lists shared with others and other users' lists do not count.
    views.push(savedView({ name: 'Shared', shareWithAllUsers: true }));
    installContactListsServer(makeProfile(), { views });
    renderContactLists('/agent/contacts');
    const button = await within(sideNav()).findByRole('button', { name: 'New Contact List' });
    expect(button).toBeDisabled();
    fireEvent.mouseEnter(button.parentElement as HTMLElement);
    expect(await screen.findByText('Maximum number of contact lists has been exceeded.')).toBeInTheDocument();
  });

  it('keeps New Contact List enabled at 49 private lists', async () => {
    const views = Array.from({ length: 49 }, (_, index) => savedView({ name: `List ${index}` }));
    views.push(savedView({ name: 'Not mine', createdById: 'user-2', shareWithAllUsers: true }));
    installContactListsServer(makeProfile(), { views });
    renderContactLists('/agent/contacts');
    await within(sideNav()).findByRole('link', { name: 'List 0' });
    expect(within(sideNav()).getByRole('link', { name: 'New Contact List' })).toBeInTheDocument();
  });

  it('toasts "Couldn\'t retrieve contact views." when the lists do not load', async () => {
    installContactListsServer(makeProfile(), { fail: { ContactLists: { status: 500 } } });
    renderContactLists('/agent/contacts');
    await waitFor(() => expect(toastMessages()).toContain("Couldn't retrieve contact views."));
  });
});
