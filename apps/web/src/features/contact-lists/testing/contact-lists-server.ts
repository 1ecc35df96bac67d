// A scripted server for the contact-list tests: saved views kept in memory and changed by the
// mutations, teams, contacts and the contact-attribute schema. Tests read every call made.
import type { SessionProfile } from '@parley/core/auth/session';
import {
  type FetchCall,
  installFetch,
  jsonResponse,
  withCsrf,
} from '../../../shared/api/testing/api-test-kit.ts';
import { graphqlData } from '../../../shared/api/testing/graphql-test-kit.ts';
import { ConditionEditableEventSchemaDocument } from '../../condition-builder/api/event-schema.generated.ts';
import {
  ContactListContactsDocument,
  ContactListDocument,
  ContactListsDocument,
  ContactListTeamsDocument,
  CreateContactListDocument,
  DeleteContactListDocument,
  MyContactsDocument,
  UpdateContactListDocument,
} from '../api/contact-lists.generated.ts';
import type { ListedContact, SavedView, Team } from '../api/contact-lists-api.ts';

export type ContactListsServerOptions = {
  views?: SavedView[];
  /** Lists the navigation does not show but savedView(id) answers (another user's private list). */
  byIdOnly?: SavedView[];
  teams?: Team[];
  contacts?: ListedContact[];
  /** Total of matching contacts (default: the number given). */
  total?: number;
  /** Fail this operation with this status. */
  fail?: Partial<Record<string, { status: number; code?: string; field?: string; message?: string }>>;
};

export type GraphqlCall = { operation: string; variables: Record<string, unknown> };

function operationOf(call: FetchCall): GraphqlCall {
  const body = call.body;
  const query = typeof body === 'object' && body !== null ? String(Reflect.get(body, 'query')) : '';
  const variables = typeof body === 'object' && body !== null ? Reflect.get(body, 'variables') : {};
  return {
    operation: /(?:query|mutation)\s+(\w+)/.exec(query)?.[1] ?? '',
    variables: (variables ?? {}) as Record<string, unknown>,
  };
}

let counter = 0;

export function savedView(overrides: Partial<SavedView> = {}): SavedView {
  counter += 1;
  return {
    id: `view-${counter}`,
    isDefault: false,
    name: `List ${counter}`,
    page: '/agent/contacts',
    shareWithAllUsers: false,
    teams: [],
    pageQuery: JSON.stringify({
      joinType: 'all',
      dynamicConditions: [],
      sortBy: null,
      order: 'desc',
      keyType: null,
    }),
    createdBy: 'Ada Lovelace',
    createdById: 'user-1',
    ...overrides,
  };
}

export function listedContact(overrides: Partial<ListedContact> = {}): ListedContact {
  counter += 1;
  return {
    id: `contact-${counter}`,
    firstName: 'Grace',
    lastName: 'Hopper',
    email: 'grace@example.com',
    contactPhone: '+14155550100',
    externalId: null,
    leadScore: null,
    homepageUrl: null,
    shortUrl: null,
    optIn: false,
    customProperties: {},
    rvProperties: {},
    contactCreatedAt: '2025-01-01T00:00:00.000Z',
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** Installs the server for `profile` (the creator of created lists). */
export function installContactListsServer(profile: SessionProfile, options: ContactListsServerOptions = {}) {
  const views = [...(options.views ?? [])];
  const graphqlCalls: GraphqlCall[] = [];
  const contacts = options.contacts ?? [];
  const contactsPage = () => ({ items: contacts, total: options.total ?? contacts.length, limit: 500 });
  const { calls } = installFetch(
    withCsrf((call) => {
      if (call.url !== '/api/graphql') return jsonResponse(404, { code: 'not_found', message: call.url });
      const { operation, variables } = operationOf(call);
      graphqlCalls.push({ operation, variables });
      const failure = options.fail?.[operation];
      if (failure) {
        const extensions = { code: failure.code ?? 'internal', status: failure.status, field: failure.field };
        return jsonResponse(200, {
          errors: [{ message: failure.message ?? 'refused', extensions }],
          data: null,
        });
      }
      switch (operation) {
        case 'ContactLists':
          return graphqlData(ContactListsDocument, { getAllSavedViewsForPage: { items: views } });
        case 'ContactList': {
          const found = [...views, ...(options.byIdOnly ?? [])].find((view) => view.id === variables.id);
          if (found) return graphqlData(ContactListDocument, { savedView: found });
          const extensions = { code: 'not_found', status: 404, field: 'id' };
          return jsonResponse(200, {
            errors: [{ message: 'Contact list not found', extensions }],
            data: null,
          });
        }
        case 'ContactListTeams':
          return graphqlData(ContactListTeamsDocument, { getTeams: options.teams ?? [] });
        case 'ContactListContacts':
          return graphqlData(ContactListContactsDocument, { savedViewContacts: contactsPage() });
        case 'MyContacts':
          return graphqlData(MyContactsDocument, { myContacts: contactsPage() });
        case 'CreateContactList': {
          const { teamIds, ...rest } = variables as { teamIds: string[] } & Record<string, unknown>;
          const created = savedView({
            ...(rest as Partial<SavedView>),
            teams: teamIds.map((id) => ({ id })),
            createdBy: profile.name,
            createdById: profile.oktaUserId,
          });
          views.push(created);
          return graphqlData(CreateContactListDocument, { createSavedView: created });
        }
        case 'UpdateContactList': {
          const { id, teamIds, ...rest } = variables as { id: string; teamIds: string[] } & Record<
            string,
            unknown
          >;
          const index = views.findIndex((view) => view.id === id);
          const updated = {
            ...views[index],
            ...(rest as Partial<SavedView>),
            teams: teamIds.map((teamId) => ({ id: teamId })),
          };
          views[index] = updated as SavedView;
          return graphqlData(UpdateContactListDocument, { updateSavedView: updated as SavedView });
        }
        case 'DeleteContactList': {
          const index = views.findIndex((view) => view.id === variables.id);
          views.splice(index, 1);
          return graphqlData(DeleteContactListDocument, { deleteSavedView: { id: String(variables.id) } });
        }
        case 'ConditionEditableEventSchema':
          return graphqlData(ConditionEditableEventSchemaDocument, { getEditableEventSchema: [] });
        default:
          return jsonResponse(200, { data: { [operation]: null } });
      }
    }),
  );
  return {
    calls,
    views,
    /** The variables of the last call of `operation`. */
    lastVariables: (operation: string) =>
      graphqlCalls.filter((call) => call.operation === operation).at(-1)?.variables,
    operations: () => graphqlCalls.map((call) => call.operation),
  };
}
