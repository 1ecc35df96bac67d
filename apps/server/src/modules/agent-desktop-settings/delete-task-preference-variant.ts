import { DEFAULT_VARIANT } from '@parley/core/agent-desktop-settings/task-preference-defaults';
import { variantSchema } from '@parley/core/agent-desktop-settings/task-preferences';
import type { DbExecutor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { changeTaskPreferences } from './task-preferences.ts';

/** Removes a variant: tasks of that title follow the defaults again. The defaults cannot be removed. */
export async function deleteTaskPreferenceVariant(
  db: DbExecutor,
  options: { brandId: string; variant: string },
): Promise<{ variant: string }> {
  const variant = variantSchema.parse(options.variant);
  if (variant === DEFAULT_VARIANT)
    throw new AppError('validation_failed', 'The defaults cannot be deleted', { field: 'variant' });
  return db.transaction(async (tx) => {
    let found = false;
    await changeTaskPreferences(tx, options.brandId, (current) => {
      found = Object.hasOwn(current.variants, variant);
      const { [variant]: _removed, ...variants } = current.variants;
      return { ...current, variants };
    });
    if (!found) throw new AppError('not_found', 'Variant not found', { field: 'variant' });
    return { variant };
  });
}
