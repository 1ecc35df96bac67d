import { DEFAULT_VARIANT } from '@parley/core/agent-desktop-settings/task-preference-defaults';
import {
  taskPreferenceOverridesSchema,
  variantSchema,
} from '@parley/core/agent-desktop-settings/task-preferences';
import { z } from 'zod';
import type { DbExecutor } from '../../platform/db/database.ts';
import { changeTaskPreferences, type TaskPreferenceVariant, variantOf } from './task-preferences.ts';

export const saveTaskPreferencesInput = z.object({
  variant: variantSchema,
  /** Every setting the variant (or the defaults) sets; a setting left out is inherited again. */
  overrides: taskPreferenceOverridesSchema,
});

/**
 * Replaces what the defaults (variant "default") or one variant set. Saving a variant that does not
 * exist yet creates it; saving one with no overrides keeps it, inheriting everything.
 */
export async function saveTaskPreferences(
  db: DbExecutor,
  options: { brandId: string; input: z.input<typeof saveTaskPreferencesInput> },
): Promise<TaskPreferenceVariant> {
  const { variant, overrides } = saveTaskPreferencesInput.parse(options.input);
  return db.transaction(async (tx) => {
    const next = await changeTaskPreferences(tx, options.brandId, (current) =>
      variant === DEFAULT_VARIANT
        ? { ...current, defaults: overrides }
        : { ...current, variants: { ...current.variants, [variant]: overrides } },
    );
    return variantOf(next, variant);
  });
}
