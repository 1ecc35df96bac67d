import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type FetchCall,
  installFetch,
  resetApiState,
  toastMessages,
  withCsrf,
} from '../../../shared/api/testing/api-test-kit.ts';
import {
  callsOf,
  graphqlData,
  graphqlError,
  sentOperation,
  sentOperationName,
  sentVariables,
} from '../../../shared/api/testing/graphql-test-kit.ts';
import { renderApp } from '../../../test/render.tsx';
import { makeProfile } from '../../../test/session-fixtures.tsx';
import { SettingsStatusesDocument } from '../api/statuses.generated.ts';
import {
  SettingsDeactivateUserDocument,
  type SettingsManagedUserFragment,
  SettingsReactivateUserDocument,
  SettingsUsersDocument,
} from '../api/users.generated.ts';

// jsdom has no EventSource; the event stream is not what these tests are about.
vi.mock('../../../shared/sse/EventStreamProvider.tsx', () => ({
  EventStreamProvider: ({ children }: { children: ReactNode }) => children,
}));

// The first visit of a page loads its chunk, which vite transforms on demand in tests.
const PAGE_LOAD = { timeout: 10_000 };
const USERS_PATH = '/settings/user-management/users';

const id = (index: number) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`;

function user(
  index: number,
  overrides: { roles?: string[]; deactivated?: boolean } = {},
): SettingsManagedUserFragment {
  return {
    id: id(index),
    firstName: `User${index}`,
    lastName: 'Test',
    name: `User${index} Test`,
    email: `user${index}@example.com`,
    roles: overrides.roles ?? ['agent'],
    status: 'Offline',
    hasPassword: true,
    deactivated: overrides.deactivated ?? false,
    channelCapacity: { call: 1, customTask: 1, email: 1, sms: 1, voicemail: 1 },
    skills: [],
    teams: [],
  };
}

type TestUser = SettingsManagedUserFragment;
type Refusal = { message: string; code: string; status: number };

/**
 * A fake user-management GraphQL server over a list of users: the list, and both mutations
 * (which flip the flag, or answer `refuse` as a GraphQL error).
 */
function usersServer(users: TestUser[], refuse?: Refusal) {
  const { calls } = installFetch(
    withCsrf((call: FetchCall) => {
      const deactivate = sentVariables(call, SettingsDeactivateUserDocument);
      const reactivate = sentVariables(call, SettingsReactivateUserDocument);
      const target = deactivate ?? reactivate;
      if (target) {
        if (refuse) {
          return graphqlError(refuse.message, { code: refuse.code, status: refuse.status, field: 'id' });
        }
        const found = users.find((entry) => entry.id === String(target.id));
        if (!found) return graphqlError('User not found', { code: 'not_found', status: 404 });
        found.deactivated = deactivate !== undefined;
        return deactivate
          ? graphqlData(SettingsDeactivateUserDocument, { deactivateUser: found })
          : graphqlData(SettingsReactivateUserDocument, { reactivateUser: found });
      }
      if (sentOperation(call, SettingsUsersDocument)) {
        return graphqlData(SettingsUsersDocument, {
          users: { total: users.length, page: 0, size: 25, items: users },
        });
      }
      if (sentOperation(call, SettingsStatusesDocument)) {
        return graphqlData(SettingsStatusesDocument, { brandStatuses: [] });
      }
      return graphqlError(`unexpected ${sentOperationName(call)}`, { code: 'internal', status: 500 });
    }),
  );
  return { calls };
}

const adminViewer = makeProfile({
  oktaUserId: id(1),
  roles: ['admin'],
  featureFlags: { userManagement: true },
});

function rowOf(name: string): HTMLElement {
  const row = screen.getByRole('link', { name }).closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
}

beforeEach(() => {
  resetApiState();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('UsersPage deactivation', () => {
  it('badges deactivated users and offers the action only where the server allows it', {
    timeout: 15_000,
  }, async () => {
    usersServer([
      user(1, { roles: ['admin'] }),
      user(2),
      user(3, { deactivated: true }),
      user(4, { roles: ['admin'] }),
    ]);
    renderApp(
      USERS_PATH,
      makeProfile({ oktaUserId: id(2), roles: ['supervisor'], featureFlags: { userManagement: true } }),
    );
    await screen.findByRole('link', { name: 'User3 Test' }, PAGE_LOAD);

    expect(within(rowOf('User3 Test')).getByText('Deactivated')).toBeInTheDocument();
    expect(
      within(rowOf('User3 Test')).getByRole('button', { name: 'Reactivate User3 Test' }),
    ).toBeInTheDocument();
    expect(within(rowOf('User1 Test')).queryByText('Deactivated')).not.toBeInTheDocument();
    // A supervisor manages no admin, and nobody deactivates themselves.
    expect(within(rowOf('User1 Test')).queryByRole('button')).not.toBeInTheDocument();
    expect(within(rowOf('User4 Test')).queryByRole('button')).not.toBeInTheDocument();
    expect(within(rowOf('User2 Test')).queryByRole('button')).not.toBeInTheDocument();
  });

  it('deactivates after a confirmation, toasts, and shows the badge', { timeout: 15_000 }, async () => {
    const { calls } = usersServer([user(1, { roles: ['admin'] }), user(2), user(4, { roles: ['admin'] })]);
    renderApp(USERS_PATH, adminViewer);
    await screen.findByRole('link', { name: 'User2 Test' }, PAGE_LOAD);
    // An admin may deactivate another admin, but not themselves.
    expect(
      within(rowOf('User4 Test')).getByRole('button', { name: 'Deactivate User4 Test' }),
    ).toBeInTheDocument();
    expect(within(rowOf('User1 Test')).queryByRole('button')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Deactivate User2 Test' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate User2 Test?' });
    expect(
      within(dialog).getByText(
        /They are signed out everywhere at once and cannot sign in or reset their password/,
      ),
    ).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsOf(calls, SettingsDeactivateUserDocument)).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Deactivate User2 Test' }));
    const again = await screen.findByRole('dialog', { name: 'Deactivate User2 Test?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(callsOf(calls, SettingsDeactivateUserDocument)).toHaveLength(1));
    const [deactivation] = callsOf(calls, SettingsDeactivateUserDocument);
    expect(sentVariables(deactivation, SettingsDeactivateUserDocument)).toEqual({ id: id(2) });
    await waitFor(() => expect(toastMessages()).toContain('User deactivated.'));
    expect(await within(rowOf('User2 Test')).findByText('Deactivated')).toBeInTheDocument();
    expect(
      within(rowOf('User2 Test')).getByRole('button', { name: 'Reactivate User2 Test' }),
    ).toBeInTheDocument();
  });

  it('reactivates after a confirmation and toasts', { timeout: 15_000 }, async () => {
    const { calls } = usersServer([user(1, { roles: ['admin'] }), user(3, { deactivated: true })]);
    renderApp(USERS_PATH, adminViewer);
    await screen.findByRole('link', { name: 'User3 Test' }, PAGE_LOAD);
    fireEvent.click(screen.getByRole('button', { name: 'Reactivate User3 Test' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reactivate User3 Test?' });
    expect(within(dialog).getByText(/They can sign in again with their password/)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reactivate' }));
    await waitFor(() => expect(callsOf(calls, SettingsReactivateUserDocument)).toHaveLength(1));
    await waitFor(() => expect(toastMessages()).toContain('User reactivated.'));
    await waitFor(() =>
      expect(within(rowOf('User3 Test')).queryByText('Deactivated')).not.toBeInTheDocument(),
    );
  });

  it("shows the server's reason when it refuses", { timeout: 15_000 }, async () => {
    // The toast helper logs the error it shows.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    usersServer([user(1, { roles: ['admin'] }), user(2)], {
      message: 'You cannot deactivate your own account',
      code: 'validation_failed',
      status: 400,
    });
    renderApp(USERS_PATH, adminViewer);
    await screen.findByRole('link', { name: 'User2 Test' }, PAGE_LOAD);
    fireEvent.click(screen.getByRole('button', { name: 'Deactivate User2 Test' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate User2 Test?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(toastMessages()).toContain('You cannot deactivate your own account'));
    expect(toastMessages()).not.toContain('User deactivated.');
  });
});
