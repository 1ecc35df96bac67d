import { connectModules } from '../../apps/server/src/connect-modules.ts';
// The bench's brand, seeded through the product's own use-cases (as `npm run parley -- create-user`
// does) before the server starts: agents and admins with a password, the wrap-up lists and contacts.
// Sessions are not seeded: every user signs in over HTTP.
import { createAgentDesktopItem } from '../../apps/server/src/modules/agent-desktop-settings/create-agent-desktop-item.ts';
import { createBrand } from '../../apps/server/src/modules/brands/create-brand.ts';
import { importContacts } from '../../apps/server/src/modules/contacts/import-contacts.ts';
import { addDefaultBrandPhoneNumber } from '../../apps/server/src/modules/phone-numbers/add-default-brand-phone-number.ts';
import { createUser } from '../../apps/server/src/modules/users/create-user.ts';
import type { DbExecutor } from '../../apps/server/src/platform/db/database.ts';
import { demoContacts } from '../../apps/server/src/seed/demo-contacts.ts';
import type { BenchUser } from './protocol.ts';

// As every entry point of the server does before it touches a module (apps/server/src/connect-modules.ts).
connectModules();

export const BENCH_BRAND = { slug: 'load-bench', name: 'Load bench' } as const;
export const BENCH_PASSWORD = 'load-bench-password';

export type SeededBrand = {
  agents: BenchUser[];
  admins: BenchUser[];
  hostile: BenchUser;
  contactPhones: string[];
};

export async function seedBenchBrand(
  db: DbExecutor,
  options: { agents: number; admins: number; contacts: number },
): Promise<SeededBrand> {
  const brand = await createBrand(db, BENCH_BRAND, { addFirstPhoneNumber: addDefaultBrandPhoneNumber });
  const create = async (email: string, roles: ('admin' | 'agent')[], firstName: string, lastName: string) => {
    await createUser(db, {
      brandId: brand.id,
      input: { email, firstName, lastName, roles, password: BENCH_PASSWORD },
    });
  };
  const admins: BenchUser[] = [];
  for (let index = 0; index < options.admins; index += 1) {
    const email = `contacts${index}@load.bench.test`;
    await create(email, ['admin'], 'Contact', `Simulator ${index}`);
    admins.push({ index, email });
  }
  const agents: BenchUser[] = [];
  for (let index = 0; index < options.agents; index += 1) {
    const email = `agent${index}@load.bench.test`;
    await create(email, ['agent'], 'Agent', String(index));
    agents.push({ index, email });
  }
  // The hostile client is an ordinary signed-in agent (issue 11 item 1), not one of the working ones.
  const hostile = { index: options.agents, email: 'hostile@load.bench.test' };
  await create(hostile.email, ['agent'], 'Hostile', 'Client');
  for (const name of ['Resolved', 'Follow-up needed', 'Sale made', 'Not interested'])
    await createAgentDesktopItem(db, { brandId: brand.id, kind: 'disposition', input: { name } });
  for (const name of ['Price', 'Timing', 'Competitor'])
    await createAgentDesktopItem(db, { brandId: brand.id, kind: 'tag', input: { name } });
  // The demo brand's contacts (300 by default, as in the reproduction).
  const contacts = demoContacts(options.contacts);
  await importContacts(db, { brandId: brand.id, contacts });
  return {
    agents,
    admins,
    hostile,
    contactPhones: contacts.flatMap((contact) => (contact.contactPhone ? [contact.contactPhone] : [])),
  };
}
