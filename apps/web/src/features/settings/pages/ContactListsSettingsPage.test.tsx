import type { EventSchemaField } from '@parley/core/conditions/model';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
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
  sentOperationName,
  sentVariables,
} from '../../../shared/api/testing/graphql-test-kit.ts';
import { renderApp } from '../../../test/render.tsx';
import { makeProfile } from '../../../test/session-fixtures.tsx';
import { ConditionEditableEventSchemaDocument } from '../../condition-builder/api/event-schema.generated.ts';
import { DeleteContactListDocument } from '../../contact-lists/api/contact-lists.generated.ts';
import {
  SettingsContactListsDocument,
  type SettingsContactListsQuery,
} from '../api/contact-lists-admin.generated.ts';

// jsdom has no EventSource; the event stream is not what these tests are about.
vi.mock('../../../shared/sse/EventStreamProvider.tsx', () => ({
  EventStreamProvider: ({ children }: { children: ReactNode }) => children,
}));

vi.setConfig({ testTimeout: 20_000 });

// The first visit of a page loads its chunk, which vite transforms on demand in tests.
const PAGE_LOAD = { timeout: 10_000 };
const PATH = '/settings/contact-lists';
const UPDATED_AT = '2025-03-04T15:05:00.000Z';

const emailContainsAcme = JSON.stringify({
  joinType: 'all',
  dynamicConditions: [
    {
      name: 'Group 1',
      joinType: 'all',
      conditions: [
        {
          conditionalType: 'contactAttribute',
          eventName: null,
          eventOperator: 'isSet',
          lastEventOnly: false,
          eventCount: null,
          filters: [
            {
              propertyName: 'email',
              propertyFieldId: null,
              propertyType: 'string',
              propertyOperator: 'contains',
              propertyValue: 'acme',
              dateComparisonType: null,
              relativeDateValue: null,
            },
          ],
        },
      ],
    },
  ],
  sortBy: 'leadScore',
  order: 'desc',
  keyType: 'number',
});
const noConditions = JSON.stringify({
  joinType: 'all',
  dynamicConditions: [],
  sortBy: null,
  order: 'desc',
  keyType: null,
});

type BrandContactList = SettingsContactListsQuery['brandContactLists']['items'][number];

function list(id: string, overrides: Partial<BrandContactList> = {}): BrandContactList {
  return {
    id,
    name: `List ${id}`,
    page: '/agent/contacts',
    isDefault: false,
    shareWithAllUsers: false,
    teams: [],
    pageQuery: noConditions,
    createdBy: 'Bo Agent',
    createdById: 'user-2',
    createdAt: UPDATED_AT,
    updatedAt: UPDATED_AT,
    ...overrides,
  };
}

/** A fake GraphQL server over `lists`: brandContactLists (filtered by name) and deleteSavedView. */
function contactListsServer(
  lists: BrandContactList[],
  options: { failDelete?: boolean; attributes?: EventSchemaField[] } = {},
) {
  const { calls } = installFetch(
    withCsrf((call: FetchCall) => {
      const deleted = sentVariables(call, DeleteContactListDocument);
      if (deleted) {
        if (options.failDelete) return graphqlError('boom', { code: 'internal', status: 500 });
        const id = String(deleted.id);
        const index = lists.findIndex((entry) => entry.id === id);
        lists.splice(index, 1);
        return graphqlData(DeleteContactListDocument, { deleteSavedView: { id } });
      }
      if (sentVariables(call, ConditionEditableEventSchemaDocument)) {
        return graphqlData(ConditionEditableEventSchemaDocument, {
          getEditableEventSchema: (options.attributes ?? []).map((field) => ({
            ...field,
            label: field.label ?? null,
          })),
        });
      }
      const listed = sentVariables(call, SettingsContactListsDocument);
      if (listed) {
        const name = (listed.filter?.name ?? '').toLowerCase();
        const items = lists.filter((entry) => entry.name.toLowerCase().includes(name));
        return graphqlData(SettingsContactListsDocument, {
          brandContactLists: { total: items.length, page: 0, size: 25, items },
        });
      }
      return graphqlError(`unexpected ${sentOperationName(call)}`, { code: 'internal', status: 500 });
    }),
  );
  return { calls };
}

const admin = makeProfile({ roles: ['admin'] });

function rowOf(name: string): HTMLElement {
  const row = screen.getByText(name, { selector: 'p' }).closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
}

beforeEach(() => {
  resetApiState();
});

describe('Settings › Contact Lists', () => {
  it('lists every list with its owner, sharing, conditions, sort and update date, and links to it', async () => {
    contactListsServer([
      list('a', { name: 'Acme leads', pageQuery: emailContainsAcme }),
      list('b', { name: 'Everyone', shareWithAllUsers: true, createdBy: null, createdById: null }),
      list('c', { name: 'Night team', teams: [{ id: 't1', name: 'Night shift' }] }),
    ]);
    renderApp(PATH, admin);
    await screen.findByText('Acme leads', { selector: 'p' }, PAGE_LOAD);
    expect(screen.getByRole('heading', { name: 'Contact Lists' })).toBeInTheDocument();

    const acme = within(rowOf('Acme leads'));
    expect(acme.getByText('Bo Agent')).toBeInTheDocument();
    expect(acme.getByText('Private')).toBeInTheDocument();
    // issue 17 item 8: fields by their labels, never their keys.
    expect(acme.getByText('Email contains "acme"')).toBeInTheDocument();
    expect(acme.getByText('Lead score descending')).toBeInTheDocument();
    expect(acme.queryByText(/leadScore/)).not.toBeInTheDocument();
    expect(acme.getByText(dayjs(UPDATED_AT).format('MM/DD/YYYY h:mm A'))).toBeInTheDocument();
    expect(acme.getByRole('link', { name: 'Open Acme leads' })).toHaveAttribute('href', '/agent/contacts/a');

    const everyone = within(rowOf('Everyone'));
    expect(everyone.getByText('All Users')).toBeInTheDocument();
    expect(everyone.getByText('No owner')).toBeInTheDocument();
    expect(everyone.getByText('All contacts (no conditions)')).toBeInTheDocument();
    expect(everyone.getByText('Newest contacts first')).toBeInTheDocument();

    const team = within(rowOf('Night team'));
    expect(team.getByText('Specific Teams')).toBeInTheDocument();
    expect(team.getByText('Night shift')).toBeInTheDocument();
    expect(screen.getByText('3 contact lists')).toBeInTheDocument();
  });

  it("names fields by the brand's own labels from its attribute schema (issue 17 item 8)", async () => {
    const planIsGold = JSON.parse(emailContainsAcme);
    planIsGold.dynamicConditions[0].conditions[0].filters[0] = {
      ...planIsGold.dynamicConditions[0].conditions[0].filters[0],
      propertyName: 'plan',
      propertyOperator: 'equals',
      propertyValue: 'Gold',
    };
    planIsGold.sortBy = 'plan';
    planIsGold.order = 'asc';
    planIsGold.keyType = 'string';
    contactListsServer([list('a', { name: 'Gold plans', pageQuery: JSON.stringify(planIsGold) })], {
      attributes: [
        {
          fieldName: 'plan',
          fieldType: 'string',
          fieldId: 'identify:user_properties:plan',
          label: 'Subscription plan',
        },
      ],
    });
    renderApp(PATH, admin);
    await screen.findByText('Gold plans', { selector: 'p' }, PAGE_LOAD);
    const row = within(rowOf('Gold plans'));
    expect(await row.findByText('Subscription plan equals "Gold"')).toBeInTheDocument();
    expect(row.getByText('Subscription plan ascending')).toBeInTheDocument();
  });

  it('searches by name on the server', async () => {
    const { calls } = contactListsServer([list('a', { name: 'Acme leads' }), list('b', { name: 'Churn' })]);
    renderApp(PATH, admin);
    await screen.findByText('Churn', { selector: 'p' }, PAGE_LOAD);
    fireEvent.change(screen.getByRole('textbox', { name: 'Search contact lists' }), {
      target: { value: ' acme ' },
    });
    await waitFor(() => expect(screen.queryByText('Churn', { selector: 'p' })).not.toBeInTheDocument());
    expect(screen.getByText('Acme leads', { selector: 'p' })).toBeInTheDocument();
    const last = callsOf(calls, SettingsContactListsDocument).at(-1);
    expect(sentVariables(last, SettingsContactListsDocument)).toMatchObject({
      filter: { name: 'acme' },
      page: 0,
      size: 25,
    });

    fireEvent.change(screen.getByRole('textbox', { name: 'Search contact lists' }), {
      target: { value: 'nothing' },
    });
    expect(await screen.findByText('No contact list matches this name.')).toBeInTheDocument();
  });

  it('deletes a list after a confirmation, toasts, and lists the rest', async () => {
    const { calls } = contactListsServer([list('a', { name: 'Acme leads' }), list('b', { name: 'Churn' })]);
    renderApp(PATH, admin);
    await screen.findByText('Acme leads', { selector: 'p' }, PAGE_LOAD);

    fireEvent.click(screen.getByRole('button', { name: 'Delete Acme leads' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Acme leads?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsOf(calls, DeleteContactListDocument)).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Delete Acme leads' }));
    const again = await screen.findByRole('dialog', { name: 'Delete Acme leads?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toastMessages()).toContain('Contact List Deleted.'));
    expect(sentVariables(callsOf(calls, DeleteContactListDocument)[0], DeleteContactListDocument)).toEqual({
      id: 'a',
    });
    await waitFor(() => expect(screen.queryByText('Acme leads', { selector: 'p' })).not.toBeInTheDocument());
    expect(screen.getByText('Churn', { selector: 'p' })).toBeInTheDocument();
  });

  it('toasts the failure when the delete fails, and keeps the list', async () => {
    // The toast helper logs the error it shows.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    contactListsServer([list('a', { name: 'Acme leads' })], { failDelete: true });
    renderApp(PATH, admin);
    await screen.findByText('Acme leads', { selector: 'p' }, PAGE_LOAD);
    fireEvent.click(screen.getByRole('button', { name: 'Delete Acme leads' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Acme leads?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toastMessages()).toContain('Contact List failed to delete.'));
    expect(toastMessages()).not.toContain('Contact List Deleted.');
    expect(screen.getByText('Acme leads', { selector: 'p' })).toBeInTheDocument();
  });

  it('says so when the brand has no contact lists', async () => {
    contactListsServer([]);
    renderApp(PATH, makeProfile({ roles: ['supervisor'] }));
    expect(await screen.findByText('No contact lists yet.', {}, PAGE_LOAD)).toBeInTheDocument();
  });

  it('is not reachable by an agent', async () => {
    const { calls } = contactListsServer([list('a')]);
    renderApp(PATH, makeProfile({ roles: ['agent'] }));
    expect(await screen.findByText('404 - Page Not Found', {}, PAGE_LOAD)).toBeInTheDocument();
    expect(callsOf(calls, SettingsContactListsDocument)).toHaveLength(0);
  });
});
