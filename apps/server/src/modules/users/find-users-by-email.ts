import { and, eq } from 'drizzle-orm';
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

/** Every account with this address (one per brand at most), optionally limited to one brand. */
export async function findUsersByEmail(
  db: DbExecutor,
  options: { email: string; brandSlug?: string | undefined },
): Promise<UserCredentials[]> {
  const email = normaliseEmail(options.email);
  const where = options.brandSlug
    ? and(eq(users.email, email), eq(brands.slug, options.brandSlug))
    : eq(users.email, email);
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
