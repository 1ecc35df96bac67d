import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findBrandBySlug } from '../modules/brands/find-brand.ts';
import { getUserProfile } from '../modules/users/get-user-profile.ts';
import { users } from '../modules/users/users.tables.ts';
import type { DbHandle } from '../platform/db/database.ts';
import { createTestDatabase, testEngine } from '../platform/db/test-database.ts';
import { DEMO_BRAND, DEMO_USERS, seedDemo } from './seed-demo.ts';

// The demo brand a newcomer meets (README "Demo"): its agent can do what the README says an agent does.

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle.close();
});

describe(`the demo brand on ${testEngine()}`, () => {
  it('is seeded once, and its agent has the desk, tasks and transfers', async () => {
    expect(await seedDemo(handle.db)).toBe(true);
    expect(await seedDemo(handle.db)).toBe(false);
    const brand = await findBrandBySlug(handle.db, DEMO_BRAND.slug);
    const agentEmail =
      DEMO_USERS.find((user) => (user.roles as readonly string[]).includes('agent'))?.email ?? '';
    const [agent] = await handle.db.select({ id: users.id }).from(users).where(eq(users.email, agentEmail));
    const profile = await getUserProfile(handle.db, { brandId: brand?.id ?? '', userId: agent?.id ?? '' });
    expect(profile.featureFlags).toMatchObject({ agentDesktop: true, tasks: true, transfers: true });
  }, 120_000);
});
