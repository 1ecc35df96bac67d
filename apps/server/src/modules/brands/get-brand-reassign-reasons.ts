import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { brands } from './brands.tables.ts';

/**
 * spec 000 §3 Brand.reassignReasons: the reasons a manager picks from when assigning a task to
 * another agent (routing's assignTask). Stored as a JSON list; each entry is a reason's name, or an
 * object with a `name` (anything else is skipped).
 */
export async function getBrandReassignReasons(db: DbExecutor, brandId: string): Promise<string[]> {
  const [brand] = await db
    .select({ reassignReasons: brands.reassignReasons })
    .from(brands)
    .where(eq(brands.id, brandId));
  if (!brand) throw new AppError('not_found', 'Brand not found');
  const list: unknown[] = Array.isArray(brand.reassignReasons) ? brand.reassignReasons : [];
  return list.flatMap((entry): string[] => {
    if (typeof entry === 'string') return entry.trim() ? [entry.trim()] : [];
    if (typeof entry === 'object' && entry !== null && 'name' in entry && typeof entry.name === 'string')
      return entry.name.trim() ? [entry.name.trim()] : [];
    return [];
  });
}
