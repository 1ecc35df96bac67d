import type { AgentDesktopListKind } from '@parley/core/agent-desktop-settings/lists';
import { graphqlRequest } from '../../../shared/api/graphql-request.ts';
import {
  SettingsCancellationReasonsDocument,
  SettingsCreateCancellationReasonDocument,
  SettingsCreateDispositionDocument,
  SettingsCreateTagDocument,
  SettingsDeleteCancellationReasonDocument,
  SettingsDeleteDispositionDocument,
  SettingsDeleteTagDocument,
  type SettingsDeskListItemFragment,
  SettingsDispositionsDocument,
  SettingsReorderCancellationReasonsDocument,
  SettingsReorderDispositionsDocument,
  SettingsReorderTagsDocument,
  SettingsTagsDocument,
  SettingsUpdateCancellationReasonDocument,
  SettingsUpdateDispositionDocument,
  SettingsUpdateTagDocument,
} from './agent-desktop-lists.generated.ts';

// Dispositions, tags and cancellation reasons
// (apps/server/src/modules/agent-desktop-settings/agent-desktop-settings.graphql.ts): the same five
// operations for each list, under each list's own names.

export type ListItem = SettingsDeskListItemFragment;

type ListOperations = {
  list: (signal?: AbortSignal) => Promise<ListItem[]>;
  create: (name: string) => Promise<ListItem>;
  rename: (id: string, name: string) => Promise<void>;
  remove: (id: string) => Promise<void>;
  reorder: (ids: string[]) => Promise<void>;
};

const OPERATIONS: Record<AgentDesktopListKind, ListOperations> = {
  disposition: {
    list: async (signal) => (await graphqlRequest(SettingsDispositionsDocument, {}, { signal })).dispositions,
    create: async (name) =>
      (await graphqlRequest(SettingsCreateDispositionDocument, { input: { name } })).createDisposition,
    rename: async (id, name) => {
      await graphqlRequest(SettingsUpdateDispositionDocument, { id, input: { name } });
    },
    remove: async (id) => {
      await graphqlRequest(SettingsDeleteDispositionDocument, { id });
    },
    reorder: async (ids) => {
      await graphqlRequest(SettingsReorderDispositionsDocument, { ids });
    },
  },
  tag: {
    list: async (signal) => (await graphqlRequest(SettingsTagsDocument, {}, { signal })).tags,
    create: async (name) => (await graphqlRequest(SettingsCreateTagDocument, { input: { name } })).createTag,
    rename: async (id, name) => {
      await graphqlRequest(SettingsUpdateTagDocument, { id, input: { name } });
    },
    remove: async (id) => {
      await graphqlRequest(SettingsDeleteTagDocument, { id });
    },
    reorder: async (ids) => {
      await graphqlRequest(SettingsReorderTagsDocument, { ids });
    },
  },
  cancellationReason: {
    list: async (signal) =>
      (await graphqlRequest(SettingsCancellationReasonsDocument, {}, { signal })).cancellationReasons,
    create: async (name) =>
      (await graphqlRequest(SettingsCreateCancellationReasonDocument, { input: { name } }))
        .createCancellationReason,
    rename: async (id, name) => {
      await graphqlRequest(SettingsUpdateCancellationReasonDocument, { id, input: { name } });
    },
    remove: async (id) => {
      await graphqlRequest(SettingsDeleteCancellationReasonDocument, { id });
    },
    reorder: async (ids) => {
      await graphqlRequest(SettingsReorderCancellationReasonsDocument, { ids });
    },
  },
};

export function fetchListItems(kind: AgentDesktopListKind, signal?: AbortSignal): Promise<ListItem[]> {
  return OPERATIONS[kind].list(signal);
}

export function createListItem(kind: AgentDesktopListKind, name: string): Promise<ListItem> {
  return OPERATIONS[kind].create(name);
}

export function renameListItem(kind: AgentDesktopListKind, id: string, name: string): Promise<void> {
  return OPERATIONS[kind].rename(id, name);
}

export function deleteListItem(kind: AgentDesktopListKind, id: string): Promise<void> {
  return OPERATIONS[kind].remove(id);
}

export function reorderListItems(kind: AgentDesktopListKind, ids: string[]): Promise<void> {
  return OPERATIONS[kind].reorder(ids);
}
