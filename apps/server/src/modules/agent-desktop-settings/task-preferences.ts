import { DEFAULT_VARIANT } from '@parley/core/agent-desktop-settings/task-preference-defaults';
import {
  readTaskPreferenceSettings,
  resolveTaskPreferences,
  type TaskPreferenceOverrides,
  type TaskPreferenceSettings,
  type TaskPreferences,
} from '@parley/core/agent-desktop-settings/task-preferences';
import type { DbExecutor } from '../../platform/db/database.ts';
import { getBrandAdminSettings, updateBrandAdminSetting } from '../brands/brand-admin-settings.ts';

/** Brand.adminSettings.taskPreferences (spec 001 §3: defaults and per-variant overrides). */
export const TASK_PREFERENCES_KEY = 'taskPreferences';

export type TaskPreferenceVariant = {
  variant: string;
  /** What the variant itself sets (for the defaults: what the admin set over the built-in values). */
  overrides: TaskPreferenceOverrides;
  /** Merged at read time: built-in ← defaults ← the variant's overrides. */
  effective: TaskPreferences;
};

export type TaskPreferencesView = {
  defaults: TaskPreferenceVariant;
  variants: TaskPreferenceVariant[];
};

export function viewOf(settings: TaskPreferenceSettings): TaskPreferencesView {
  return {
    defaults: {
      variant: DEFAULT_VARIANT,
      overrides: settings.defaults,
      effective: resolveTaskPreferences(settings),
    },
    variants: Object.keys(settings.variants)
      .sort((a, b) => a.localeCompare(b))
      .map((variant) => variantOf(settings, variant)),
  };
}

export function variantOf(settings: TaskPreferenceSettings, variant: string): TaskPreferenceVariant {
  return {
    variant,
    overrides: variant === DEFAULT_VARIANT ? settings.defaults : (settings.variants[variant] ?? {}),
    effective: resolveTaskPreferences(settings, variant),
  };
}

export async function readTaskPreferences(db: DbExecutor, brandId: string): Promise<TaskPreferenceSettings> {
  const settings = await getBrandAdminSettings(db, brandId);
  return readTaskPreferenceSettings(settings[TASK_PREFERENCES_KEY]);
}

/** Applies `change` to the stored settings with the brand locked; the result is stored as read back. */
export async function changeTaskPreferences(
  tx: DbExecutor,
  brandId: string,
  change: (current: TaskPreferenceSettings) => TaskPreferenceSettings,
): Promise<TaskPreferenceSettings> {
  const next = await updateBrandAdminSetting(tx, {
    brandId,
    key: TASK_PREFERENCES_KEY,
    change: (current) => change(readTaskPreferenceSettings(current)),
  });
  return readTaskPreferenceSettings(next);
}
