import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.ts';
import { findBrandBySlug, listBrandSlugs } from '../brands/find-brand.ts';
import { users } from './users.tables.ts';

export type UserCredentials = {
  brandId: string;
  brandSlug: string;
  userId: string;
  email: string;
  passwordHash: string | null;
};

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * Every active account with this address (one per brand at most), optionally limited to one brand.
 * A deactivated account is left out, so sign-in and password reset treat it as an unknown address
 * (docs/decisions/003-settings.md "Deactivated users").
 */
export async function findUsersByEmail(
  db: DbExecutor,
  options: { email: string; brandSlug?: string | undefined },
): Promise<UserCredentials[]> {
  const email = normaliseEmail(options.email);
  let brandIds: string[] | undefined;
  if (options.brandSlug) {
    const brand = await findBrandBySlug(db, options.brandSlug);
    if (!brand) return [];
    brandIds = [brand.id];
  }
  const rows = await db
    .select({
      brandId: users.brandId,
      userId: users.id,
      email: users.email,
      passwordHash: users.passwordHash,
    })
    .from(users)
    .where(
      and(
        eq(users.email, email),
        isNull(users.deactivatedAt),
        brandIds ? inArray(users.brandId, brandIds) : undefined,
      ),
    );
  const slugs = await listBrandSlugs(db, [...new Set(rows.map((row) => row.brandId))]);
  const accounts: UserCredentials[] = [];
  for (const row of rows) {
    const brandSlug = slugs.get(row.brandId);
    if (brandSlug) accounts.push({ ...row, brandSlug });
  }
  return accounts.sort((a, b) => (a.brandSlug < b.brandSlug ? -1 : a.brandSlug > b.brandSlug ? 1 : 0));
}
