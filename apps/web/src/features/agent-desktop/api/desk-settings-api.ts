import {
  DEFAULT_TASK_PREFERENCES,
  DEFAULT_VARIANT,
} from '@parley/core/agent-desktop-settings/task-preference-defaults';
import type { TaskPreferences } from '@parley/core/agent-desktop-settings/task-preferences';
import { graphqlRequest } from '../../../shared/api/graphql-request.ts';
import {
  DeskTaskPreferencesDocument,
  DeskWrapUpListsDocument,
  type DeskWrapUpListsQuery,
} from './desk-settings.generated.ts';

// The Agent Desktop settings the desk reads (admins edit them in Settings → Agent Desktop):
// task preferences per task title, dispositions and tags for wrap-up.

export type TaskPreferencesByTitle = {
  defaults: TaskPreferences;
  variants: Readonly<Record<string, TaskPreferences>>;
};

export const BUILT_IN_TASK_PREFERENCES: TaskPreferencesByTitle = {
  defaults: DEFAULT_TASK_PREFERENCES,
  variants: {},
};

export async function fetchTaskPreferences(signal?: AbortSignal): Promise<TaskPreferencesByTitle> {
  const data = await graphqlRequest(DeskTaskPreferencesDocument, {}, { signal });
  const view = data.taskPreferences;
  return {
    defaults: { ...DEFAULT_TASK_PREFERENCES, ...view.defaults.effective },
    variants: Object.fromEntries(
      view.variants
        .filter((variant) => variant.variant !== DEFAULT_VARIANT)
        .map((variant) => [variant.variant, { ...DEFAULT_TASK_PREFERENCES, ...variant.effective }]),
    ),
  };
}

/** The preferences in force for a task title: its variant (same title, any case), else the defaults. */
export function preferencesForTitle(
  preferences: TaskPreferencesByTitle,
  title: string | undefined,
): TaskPreferences {
  if (title === undefined) return preferences.defaults;
  const exact = preferences.variants[title];
  if (exact) return exact;
  const lower = title.toLowerCase();
  const match = Object.entries(preferences.variants).find(([variant]) => variant.toLowerCase() === lower);
  return match ? match[1] : preferences.defaults;
}

export type DeskListItem = DeskWrapUpListsQuery['dispositions'][number];

export async function fetchWrapUpLists(signal?: AbortSignal): Promise<DeskWrapUpListsQuery> {
  return graphqlRequest(DeskWrapUpListsDocument, {}, { signal });
}
