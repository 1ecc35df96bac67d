import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { DbExecutor } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { agentStatuses, brands } from './brands.tables.ts';
import { DEFAULT_AGENT_STATUSES } from './default-statuses.ts';

export const brandSlugSchema = z
  .string()
  .regex(/^[a-z0-9](?:[a-z0-9-]{0,46}[a-z0-9])?$/, 'must be 1-48 lower-case letters, digits or dashes');

export const createBrandInput = z.object({
  slug: brandSlugSchema,
  name: z.string().trim().min(1, 'is required').max(120, 'must be at most 120 characters'),
});

function sid(prefix: string): string {
  return `${prefix}${randomBytes(16).toString('hex')}`;
}

/**
 * Adds a new brand's first phone number in the brand's transaction: the phone-numbers module's
 * addDefaultBrandPhoneNumber. That module depends on brands, not the reverse, so callers (the
 * composition root: admin commands, the demo seed; tests and benchmarks) hand it in.
 */
export type AddFirstPhoneNumber = (
  tx: DbExecutor,
  options: { brandId: string; brandName: string },
) => Promise<void>;

/** A new brand with the default statuses and its first phone number, in one transaction. */
export async function createBrand(
  db: DbExecutor,
  input: z.input<typeof createBrandInput>,
  setUp: { addFirstPhoneNumber: AddFirstPhoneNumber },
): Promise<{ id: string; slug: string; name: string }> {
  const { slug, name } = createBrandInput.parse(input);
  return db.transaction(async (tx) => {
    const [brand] = await tx
      .insert(brands)
      .values({ slug, name, accountSid: sid('AC') })
      .onConflictDoNothing()
      .returning({ id: brands.id, slug: brands.slug, name: brands.name });
    if (!brand)
      throw new AppError('conflict', `A brand with the slug "${slug}" already exists`, { field: 'slug' });
    await tx.insert(agentStatuses).values(
      DEFAULT_AGENT_STATUSES.map((status, position) => ({
        brandId: brand.id,
        name: status.name,
        available: status.available,
        activitySid: sid('WA'),
        position,
      })),
    );
    await setUp.addFirstPhoneNumber(tx, { brandId: brand.id, brandName: brand.name });
    return brand;
  });
}
