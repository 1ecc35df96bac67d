import { randomBytes } from 'node:crypto';
import type { Role } from '@parley/core/auth/roles';
import { AROUND_THE_CLOCK_HOURS } from '@parley/core/compliance/compliance-model';
import { connectModules } from '../connect-modules.ts';
import { createBrand } from '../modules/brands/create-brand.ts';
import { writeComplianceSettings } from '../modules/compliance/compliance-store.ts';
import { addDefaultBrandPhoneNumber } from '../modules/phone-numbers/add-default-brand-phone-number.ts';
import { createUser } from '../modules/users/create-user.ts';
import type { DbExecutor } from '../platform/db/database.ts';

// Tests build users and brands without the app: connect the modules' ports as every entry point does.
connectModules();

// Per-entity factories for integration tests (CONVENTIONS.md §8): each call makes unique rows.
export const TEST_PASSWORD = 'correct horse battery';

export async function createTestBrand(db: DbExecutor, overrides: { slug?: string; name?: string } = {}) {
  const suffix = randomBytes(3).toString('hex');
  const brand = await createBrand(
    db,
    {
      slug: overrides.slug ?? `brand-${suffix}`,
      name: overrides.name ?? `Brand ${suffix}`,
    },
    { addFirstPhoneNumber: addDefaultBrandPhoneNumber },
  );
  // Tests run at any hour; a brand's default Daily Available Hours (8 a.m.–9 p.m. in the contact's
  // zone) would refuse their calls and texts at night. Tests of the hours set their own.
  await writeComplianceSettings(db, brand.id, { dailyHours: AROUND_THE_CLOCK_HOURS }, new Date());
  return brand;
}

export async function createTestUser(
  db: DbExecutor,
  options: { brandId: string; roles?: Role[]; email?: string; password?: string },
) {
  const email = options.email ?? `user-${randomBytes(4).toString('hex')}@example.test`;
  const user = await createUser(db, {
    brandId: options.brandId,
    input: {
      email,
      firstName: 'Test',
      lastName: 'User',
      roles: options.roles ?? ['agent'],
      password: options.password ?? TEST_PASSWORD,
    },
  });
  return { ...user, password: options.password ?? TEST_PASSWORD };
}
