import { afterAll, beforeAll, expect, it } from 'vitest';
import { contacts } from '../../modules/contacts/contacts.tables.ts';
import { newProfileId } from '../../modules/contacts/import-contacts.ts';
import { createTestBrand, createTestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp, TestClient } from '../../test/test-app.ts';
import { testEngine } from '../db/test-database.ts';

// issue 11's proof, on the engine the suite runs on: one agent floods the server with the heaviest
// documents the budget allows and with the attack document, while an admin of the same brand
// works; the admin's requests answer within a second and every attack document gets its 400.

let t: TestApp;
let agent: TestClient;
let admin: TestClient;

const CONTACTS = 500;
const CONTACT_FIELDS = `total limit items { id firstName lastName email contactPhone externalId leadScore homepageUrl
  shortUrl optIn customProperties rvProperties contactCreatedAt createdAt updatedAt }`;
/** Five top-level fields (the most allowed), each the brand's 500 contacts with the web app's fields. */
const HEAVIEST = `query { ${Array.from({ length: 5 }, (_, i) => `c${i}: myContacts { ${CONTACT_FIELDS} }`).join(' ')} }`;
/** The item 1: 2,000 aliases of myContacts { total }. */
const ATTACK = `query { ${Array.from({ length: 2000 }, (_, i) => `c${i}: myContacts { total }`).join(' ')} }`;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const brandId = (await createTestBrand(db)).id;
  await db.insert(contacts).values(
    Array.from({ length: CONTACTS }, (_, i) => ({
      brandId,
      profileId: newProfileId(),
      firstName: `First ${i}`,
      lastName: `Last ${i}`,
      email: `contact-${i}@example.test`,
      customProperties: { plan: i % 3 === 0 ? 'gold' : 'silver', seats: i },
    })),
  );
  const agentUser = await createTestUser(db, { brandId, roles: ['agent'] });
  const adminUser = await createTestUser(db, { brandId, roles: ['admin'] });
  agent = new TestClient(t.app, '10.88.0.1');
  admin = new TestClient(t.app, '10.88.0.2');
  expect((await agent.signIn(agentUser.email, agentUser.password)).statusCode).toBe(200);
  expect((await admin.signIn(adminUser.email, adminUser.password)).statusCode).toBe(200);
});

afterAll(async () => {
  await t?.close();
});

it(`keeps an admin's requests under a second while an agent floods (${testEngine()})`, async () => {
  const heaviest = await agent.graphql(HEAVIEST);
  expect(heaviest.statusCode).toBe(200);
  expect(heaviest.json().data.c4.total).toBe(CONTACTS);

  const flood = [
    ...Array.from({ length: 20 }, () => agent.graphql(HEAVIEST)),
    ...Array.from({ length: 10 }, () => agent.graphql(ATTACK)),
  ];
  const adminTimes: number[] = [];
  for (let i = 0; i < 3; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = performance.now();
    const answer = await admin.graphql('{ myContacts { total } getAuthenticatedUser { email } }');
    adminTimes.push(performance.now() - started);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data.myContacts.total).toBe(CONTACTS);
  }
  const answers = await Promise.all(flood);

  expect(Math.max(...adminTimes)).toBeLessThan(1000);
  const heavyStatuses = answers.slice(0, 20).map((answer) => answer.statusCode);
  expect(heavyStatuses.every((status) => status === 200)).toBe(true);
  for (const answer of answers.slice(20)) {
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors[0].extensions.code).toBe('query_too_complex');
  }
});
