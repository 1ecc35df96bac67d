import { and, eq, isNull } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.ts';
import { brands } from '../brands/brands.tables.ts';
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
  const where = and(
    eq(users.email, email),
    isNull(users.deactivatedAt),
    options.brandSlug ? eq(brands.slug, options.brandSlug) : undefined,
  );
  return db
    .select({
      brandId: users.brandId,
      brandSlug: brands.slug,
      userId: users.id,
      email: users.email,
      passwordHash: users.passwordHash,
    })
    .from(users)
    .innerJoin(brands, eq(brands.id, users.brandId))
    .where(where)
    .orderBy(brands.slug);
}
