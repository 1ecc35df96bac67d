import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestBrand, createTestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp, TestClient } from '../../test/test-app.ts';
import { type SeededContact, seedContact } from './contact-search-test-kit.ts';

let t: TestApp;
let brandId: string;
let ada: SeededContact;

async function clientFor(roles: ('admin' | 'supervisor' | 'agent')[], brand = brandId) {
  const user = await createTestUser(t.database.db, { brandId: brand, roles });
  const client = new TestClient(
    t.app,
    `10.42.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  );
  await client.signIn(user.email, user.password);
  return { client, user };
}

async function spotlight(client: TestClient, query: string) {
  return client.request({
    method: 'GET',
    url: `/api/profile-feeds/spotlight-search?query=${encodeURIComponent(query)}`,
  });
}

beforeAll(async () => {
  t = await createTestApp();
  brandId = (await createTestBrand(t.database.db)).id;
  ada = await seedContact(t.database.db, {
    brandId,
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@analytical.org',
    phone: '+14155550100',
  });
  await seedContact(t.database.db, { brandId, email: 'no-name@example.org' });
});

afterAll(async () => {
  await t.close();
});

describe('GET /profile-feeds/spotlight-search (spec 001 §7)', () => {
  it('finds contacts as Audience items linking to their profile', async () => {
    const { client } = await clientFor(['agent']);
    const response = await spotlight(client, 'ada');
    expect(response.statusCode).toBe(200);
    expect(response.json().items).toEqual([
      {
        source: {
          title: 'Ada Lovelace',
          description: 'ada@analytical.org · +1 (415) 555-0100',
          category: 'Audience',
          url: `/audience?profileId=${ada.profileId}`,
          highlight: 'Ada Lovelace',
        },
      },
    ]);
  });

  it('finds contacts by phone number, highlighting the number, and titles a nameless one by email', async () => {
    const { client } = await clientFor(['agent']);
    const byPhone = (await spotlight(client, '415 555 0100')).json().items;
    expect(byPhone[0].source).toMatchObject({ title: 'Ada Lovelace', highlight: '+1 (415) 555-0100' });
    const nameless = (await spotlight(client, 'no-name@')).json().items;
    expect(nameless[0].source).toMatchObject({ title: 'no-name@example.org', description: '' });
  });

  it('shows users (Users) to admins and supervisors only', async () => {
    const { client: admin } = await clientFor(['admin']);
    const { user: target } = await clientFor(['agent']);
    const items = (await spotlight(admin, target.email)).json().items;
    expect(items).toContainEqual({
      source: {
        title: 'Test User',
        description: target.email,
        category: 'Users',
        url: `/settings/user-management/users/${target.id}`,
        highlight: 'Test User',
      },
    });
    const { client: agent } = await clientFor(['agent']);
    const agentItems = (await spotlight(agent, target.email)).json().items;
    expect(
      agentItems.filter((item: { source: { category: string } }) => item.source.category === 'Users'),
    ).toEqual([]);
  });

  it('answers nothing under 2 characters and keeps to the brand', async () => {
    const { client } = await clientFor(['admin']);
    expect((await spotlight(client, 'a')).json()).toEqual({ items: [] });
    const otherBrand = (await createTestBrand(t.database.db)).id;
    const { client: stranger } = await clientFor(['admin'], otherBrand);
    const items = (await spotlight(stranger, 'ada')).json().items;
    expect(
      items.filter((item: { source: { category: string } }) => item.source.category === 'Audience'),
    ).toEqual([]);
  });

  it('needs a session', async () => {
    const anonymous = new TestClient(t.app, '10.43.0.1');
    expect((await spotlight(anonymous, 'ada')).statusCode).toBe(401);
  });
});
