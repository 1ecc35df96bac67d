import { DEFAULT_VARIANT } from '@parley/core/agent-desktop-settings/task-preference-defaults';
import { variantSchema } from '@parley/core/agent-desktop-settings/task-preferences';
import type { DbExecutor } from '../../platform/db/database.ts';
import {
  readTaskPreferences,
  type TaskPreferencesView,
  type TaskPreferenceVariant,
  variantOf,
  viewOf,
} from './task-preferences.ts';

/** The defaults and every variant with its overrides and effective preferences. */
export async function getTaskPreferences(
  db: DbExecutor,
  options: { brandId: string },
): Promise<TaskPreferencesView> {
  return viewOf(await readTaskPreferences(db, options.brandId));
}

/**
 * The preferences in force for one variant (a task title); a title nobody configured gets the
 * defaults. This is what the agent desktop reads for a task.
 */
export async function getEffectiveTaskPreferences(
  db: DbExecutor,
  options: { brandId: string; variant?: string | null },
): Promise<TaskPreferenceVariant> {
  const variant = options.variant ? variantSchema.parse(options.variant) : DEFAULT_VARIANT;
  return variantOf(await readTaskPreferences(db, options.brandId), variant);
}
