import { fireEvent, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type FetchCall,
  installFetch,
  resetApiState,
  withCsrf,
} from '../../../shared/api/testing/api-test-kit.ts';
import {
  graphqlData,
  graphqlError,
  sentOperation,
  sentOperationName,
  sentVariables,
  sentVariablesOf,
} from '../../../shared/api/testing/graphql-test-kit.ts';
import { renderApp } from '../../../test/render.tsx';
import { makeProfile } from '../../../test/session-fixtures.tsx';
import { SettingsTeamsDocument } from '../api/groups.generated.ts';
import { SettingsStatusesDocument } from '../api/statuses.generated.ts';
import { type SettingsManagedUserFragment, SettingsUsersDocument } from '../api/users.generated.ts';

// jsdom has no EventSource; the event stream is not what these tests are about.
vi.mock('../../../shared/sse/EventStreamProvider.tsx', () => ({
  EventStreamProvider: ({ children }: { children: ReactNode }) => children,
}));

// The first visit of a page loads its chunk, which vite transforms on demand in tests.
const PAGE_LOAD = { timeout: 10_000 };

const admin = makeProfile({ roles: ['admin'], featureFlags: { userManagement: true } });

beforeEach(() => {
  resetApiState();
});

function user(index: number): SettingsManagedUserFragment {
  return {
    id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    firstName: `User${index}`,
    lastName: 'Test',
    name: `User${index} Test`,
    email: `user${index}@example.com`,
    roles: ['agent'],
    status: 'Offline',
    hasPassword: true,
    deactivated: false,
    channelCapacity: { call: 1, customTask: 1, email: 1, sms: 1, voicemail: 1 },
    skills: [],
    teams: [],
  };
}

/** Answers GraphQL with the first answer that takes the call (graphqlData), else an error. */
function serve(...answers: ((call: FetchCall) => Response | undefined)[]) {
  return installFetch(
    withCsrf((call: FetchCall) => {
      for (const answer of answers) {
        const response = answer(call);
        if (response) return response;
      }
      return graphqlError(`unexpected ${sentOperationName(call)}`, { code: 'internal', status: 500 });
    }),
  );
}

describe('SettingsPage picks the page of the settings path', () => {
  it('pages through the users, searching on the server', { timeout: 15_000 }, async () => {
    const { calls } = serve(
      (call) =>
        sentOperation(call, SettingsStatusesDocument)
          ? graphqlData(SettingsStatusesDocument, { brandStatuses: [] })
          : undefined,
      (call) => {
        const variables = sentVariables(call, SettingsUsersDocument);
        if (!variables) return undefined;
        const page = variables.page ?? 0;
        const search = variables.search ?? '';
        const all = Array.from({ length: 30 }, (_, index) => user(index + 1)).filter((entry) =>
          entry.name.toLowerCase().includes(search.toLowerCase()),
        );
        return graphqlData(SettingsUsersDocument, {
          users: { total: all.length, page, size: 25, items: all.slice(page * 25, page * 25 + 25) },
        });
      },
    );
    renderApp('/settings/user-management/users', admin);
    expect(await screen.findByRole('heading', { name: 'Users' }, PAGE_LOAD)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'User1 Test' }, PAGE_LOAD)).toHaveAttribute(
      'href',
      `/settings/user-management/users/${user(1).id}`,
    );
    expect(screen.getByText('30 users')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '2' }));
    expect(await screen.findByRole('link', { name: 'User26 Test' }, PAGE_LOAD)).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: 'Search users' }), { target: { value: 'User3' } });
    expect(await screen.findByText('2 users', {}, PAGE_LOAD)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'User30 Test' })).toBeInTheDocument();
    const searches = sentVariablesOf(calls, SettingsUsersDocument).filter(
      (variables) => variables.search === 'User3',
    );
    expect(searches.length).toBeGreaterThan(0);
  });

  it("says 'No teams yet.' with a button to create the first", { timeout: 15_000 }, async () => {
    serve((call) =>
      sentOperation(call, SettingsTeamsDocument)
        ? graphqlData(SettingsTeamsDocument, { teams: [] })
        : undefined,
    );
    renderApp('/settings/user-management/teams', admin);
    expect(await screen.findByText('No teams yet.', {}, PAGE_LOAD)).toBeInTheDocument();
    const create = screen.getAllByRole('link', { name: 'New team' });
    expect(create.at(-1)).toHaveAttribute('href', '/settings/user-management/teams/new');
  });

  it('shows the attributes rules can test, and keeps pages not built yet honest', {
    timeout: 15_000,
  }, async () => {
    renderApp('/settings/routing-rules/attributes', admin);
    expect(await screen.findByRole('heading', { name: 'Attributes' }, PAGE_LOAD)).toBeInTheDocument();
    expect(screen.getByText('channel')).toBeInTheDocument();
    renderApp('/settings/ivrs', admin);
    expect(await screen.findByText('This area is not built yet.')).toBeInTheDocument();
  });
});
