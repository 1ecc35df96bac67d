import { emptyPageQuery } from '@parley/core/contact-lists/page-query';
import type { DbExecutor } from '../../platform/db/database.ts';
import { savedViews } from './saved-views.tables.ts';

/** Private lists written straight to the table (for limits: faster than one mutation each). */
export async function savedViewsForTest(
  db: DbExecutor,
  options: { brandId: string; createdById: string | null; count: number; namePrefix?: string },
): Promise<string[]> {
  const rows = await db
    .insert(savedViews)
    .values(
      Array.from({ length: options.count }, (_, index) => ({
        brandId: options.brandId,
        name: `${options.namePrefix ?? 'List'} ${index + 1}`,
        page: '/agent/contacts',
        pageQuery: emptyPageQuery(),
        createdById: options.createdById,
      })),
    )
    .returning({ id: savedViews.id });
  return rows.map((row) => row.id);
}
