import type { AgentDesktopListKind } from '@parley/core/settings-agent-desktop';
import { graphqlRequest } from '../../../shared/api/graphql-request.ts';

// Dispositions, tags and cancellation reasons
// (apps/server/src/modules/agent-desktop-settings/agent-desktop-settings.graphql.ts).

export type ListItem = { id: string; name: string; position: number };

const NAMES: Record<AgentDesktopListKind, { query: string; one: string; many: string }> = {
  disposition: { query: 'dispositions', one: 'Disposition', many: 'Dispositions' },
  tag: { query: 'tags', one: 'Tag', many: 'Tags' },
  cancellationReason: {
    query: 'cancellationReasons',
    one: 'CancellationReason',
    many: 'CancellationReasons',
  },
};
const FIELDS = 'id name position';

export async function fetchListItems(kind: AgentDesktopListKind, signal?: AbortSignal): Promise<ListItem[]> {
  const { query } = NAMES[kind];
  const data = await graphqlRequest<Record<string, ListItem[]>>(
    `query { ${query} { ${FIELDS} } }`,
    {},
    { signal },
  );
  return data[query] ?? [];
}

export async function createListItem(kind: AgentDesktopListKind, name: string): Promise<ListItem> {
  const field = `create${NAMES[kind].one}`;
  const data = await graphqlRequest<Record<string, ListItem>>(
    `mutation ($input: AgentDesktopListItemInput!) { ${field}(input: $input) { ${FIELDS} } }`,
    { input: { name } },
  );
  const item = data[field];
  if (!item) throw new Error(`${field} answered without an item`);
  return item;
}

export async function renameListItem(kind: AgentDesktopListKind, id: string, name: string): Promise<void> {
  await graphqlRequest(
    `mutation ($id: ID!, $input: AgentDesktopListItemInput!) { update${NAMES[kind].one}(id: $id, input: $input) { id } }`,
    { id, input: { name } },
  );
}

export async function deleteListItem(kind: AgentDesktopListKind, id: string): Promise<void> {
  await graphqlRequest(`mutation ($id: ID!) { delete${NAMES[kind].one}(id: $id) }`, { id });
}

export async function reorderListItems(kind: AgentDesktopListKind, ids: string[]): Promise<void> {
  await graphqlRequest(`mutation ($ids: [ID!]!) { reorder${NAMES[kind].many}(ids: $ids) { id } }`, { ids });
}
