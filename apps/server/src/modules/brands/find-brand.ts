import { eq, inArray } from 'drizzle-orm';
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

export async function findBrandById(
  db: DbExecutor,
  id: string,
): Promise<{ id: string; slug: string; name: string } | null> {
  const [brand] = await db
    .select({ id: brands.id, slug: brands.slug, name: brands.name })
    .from(brands)
    .where(eq(brands.id, id));
  return brand ?? null;
}

/** The slugs of these brands (unknown ids are left out). */
export async function listBrandSlugs(db: DbExecutor, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: brands.id, slug: brands.slug })
    .from(brands)
    .where(inArray(brands.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.slug]));
}
