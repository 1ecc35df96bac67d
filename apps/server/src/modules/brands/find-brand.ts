import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.ts';
import { brands } from './brands.tables.ts';

export async function findBrandBySlug(
  db: DbExecutor,
  slug: string,
): Promise<{ id: string; slug: string; name: string } | null> {
  const [brand] = await db
    .select({ id: brands.id, slug: brands.slug, name: brands.name })
    .from(brands)
    .where(eq(brands.slug, slug));
  return brand ?? null;
}
