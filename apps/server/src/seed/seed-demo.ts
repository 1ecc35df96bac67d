import { SIMULATOR_BRAND_EMAIL } from '@parley/core/simulator/inputs';
import { BOOLEAN_FLAG_DEFAULTS, type BooleanFlagKey } from '@parley/core/users/feature-flags';
import { connectModules } from '../connect-modules.ts';
import { createAgentDesktopItem } from '../modules/agent-desktop-settings/create-agent-desktop-item.ts';
import { createBrand } from '../modules/brands/create-brand.ts';
import { findBrandBySlug } from '../modules/brands/find-brand.ts';
import { importContacts } from '../modules/contacts/import-contacts.ts';
import { ensureSimulatorMailbox } from '../modules/email/mailbox-store.ts';
import { seedDemoEvents } from '../modules/events/seed-demo-events.ts';
import { seedDemoJourney } from '../modules/journeys/seed-demo-journey.ts';
import { addDefaultBrandPhoneNumber } from '../modules/phone-numbers/add-default-brand-phone-number.ts';
import { seedDemoRouting } from '../modules/routing/seed-demo-routing.ts';
import { createSkill } from '../modules/users/create-skill.ts';
import { createTeam } from '../modules/users/create-team.ts';
import { createUser } from '../modules/users/create-user.ts';
import { setUserFeatureFlag } from '../modules/users/set-user-feature-flag.ts';
import type { DbExecutor } from '../platform/db/database.ts';
import { demoContacts } from './demo-contacts.ts';

export const DEMO_BRAND = { slug: 'demo', name: 'Demo Co' } as const;
export const DEMO_PASSWORD = 'parley-demo';
export const DEMO_USERS = [
  { email: 'admin@demo.parley.test', firstName: 'Ada', lastName: 'Admin', roles: ['admin'] },
  { email: 'supervisor@demo.parley.test', firstName: 'Sam', lastName: 'Supervisor', roles: ['supervisor'] },
  { email: 'agent@demo.parley.test', firstName: 'Alex', lastName: 'Agent', roles: ['agent'] },
] as const;
export const DEMO_CONTACT_COUNT = 300;

// What the wrap-up form offers in the demo: a contact centre's usual outcomes, objections and reasons.
const DEMO_DESK_LISTS = [
  ['disposition', ['Resolved', 'Follow-up needed', 'Sale made', 'Not interested', 'Wrong number']],
  ['tag', ['Price', 'Timing', 'Competitor', 'Needs approval']],
  ['cancellationReason', ['Duplicate', 'Contact unreachable', 'Handled elsewhere']],
] as const;

// In the demo every area is switched on for the admin and the supervisor, so a newcomer can walk the
// whole icon rail; the agent gets what an agent needs. Real brands start from the spec's defaults.
const AGENT_FLAGS: BooleanFlagKey[] = [
  'agentDesktop',
  'tasks',
  // The README promises the demo agent transfers (issue 17 item 5).
  'transfers',
  // Issue 16: the demo agent answers and starts emails (the brand's simulator mailbox).
  'email',
  'showAgentDesktopStats',
  'browserNotifications',
];

/** Seeds the demo brand once; returns false when it already exists. */
export async function seedDemo(db: DbExecutor): Promise<boolean> {
  connectModules();
  if (await findBrandBySlug(db, DEMO_BRAND.slug)) return false;
  const brand = await createBrand(db, DEMO_BRAND, { addFirstPhoneNumber: addDefaultBrandPhoneNumber });
  const users = [];
  for (const user of DEMO_USERS) {
    users.push(
      await createUser(db, {
        brandId: brand.id,
        input: { ...user, roles: [...user.roles], password: DEMO_PASSWORD },
      }),
    );
  }
  const [admin, supervisor, agent] = users;
  if (!admin || !supervisor || !agent) throw new Error('demo users were not created');
  for (const user of [admin, supervisor]) {
    for (const key of Object.keys(BOOLEAN_FLAG_DEFAULTS) as BooleanFlagKey[]) {
      await setUserFeatureFlag(db, { brandId: brand.id, userId: user.id, key, value: true });
    }
  }
  for (const key of AGENT_FLAGS) {
    await setUserFeatureFlag(db, { brandId: brand.id, userId: agent.id, key, value: true });
  }
  await createTeam(db, { brandId: brand.id, name: 'Support', memberIds: [agent.id, supervisor.id] });
  await createTeam(db, { brandId: brand.id, name: 'Sales', memberIds: [supervisor.id] });
  await createTeam(db, { brandId: brand.id, name: 'Escalations', memberIds: [] });
  await createSkill(db, { brandId: brand.id, name: 'English', userIds: [agent.id, supervisor.id] });
  await createSkill(db, { brandId: brand.id, name: 'Spanish', userIds: [agent.id] });
  await createSkill(db, { brandId: brand.id, name: 'Billing', userIds: [agent.id] });
  await createSkill(db, { brandId: brand.id, name: 'Technical Support', userIds: [] });
  await createSkill(db, { brandId: brand.id, name: 'Sales', userIds: [supervisor.id] });
  await seedDemoRouting(db, { brandId: brand.id, userIds: users.map((user) => user.id) });
  for (const [kind, names] of DEMO_DESK_LISTS) {
    for (const name of names) await createAgentDesktopItem(db, { brandId: brand.id, kind, input: { name } });
  }
  const contacts = demoContacts(DEMO_CONTACT_COUNT);
  // Issue 16: the brand's shared mailbox in the Contact Simulator (docs/email.md).
  await ensureSimulatorMailbox(db, {
    brandId: brand.id,
    address: SIMULATOR_BRAND_EMAIL,
    displayName: `${DEMO_BRAND.name} Support`,
  });
  await importContacts(db, { brandId: brand.id, contacts });
  await seedDemoEvents(db, { brandId: brand.id, contacts });
  // After the events: the journey's templates use what they taught, and past events enter nobody.
  await seedDemoJourney(db, { brandId: brand.id, userId: admin.id });
  return true;
}
