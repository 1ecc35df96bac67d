import { randomBytes } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { ContactLists } from '../pages/ContactLists.ts';
import { DEMO_PASSWORD, DEMO_USERS } from '../support/demo.ts';
import { expect, test } from '../support/test.ts';

// Issue 4, "Tests that must exist": contact-list create / share / edit-permission / delete in
// Chromium as agent and as supervisor (spec 002 §2, §4-§8). The demo brand has 300 contacts whose
// first names repeat (apps/server/src/seed/demo-contacts.ts).

const TEXTS = {
  created: 'Contact List Created.',
  updated: 'Contact List Updated.',
  deleted: 'Contact List Deleted.',
  maxDisplayed: 'Max 500 contacts displayed per list.',
};
const FIRST_NAME = 'Olivia';

/** A signed-in page of its own for a user that is not one of the demo users. */
async function openBrowserFor(browser: Browser, email: string, path: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const csrf = await page.request.get('/api/auth/csrf-token');
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const headers = { 'x-csrf-token': csrfToken };
  const signIn = await page.request.post('/api/auth/sign-in', {
    headers,
    data: { username: email, password: DEMO_PASSWORD },
  });
  expect(signIn.ok(), `sign-in of ${email}`).toBe(true);
  const { sessionToken } = (await signIn.json()) as { sessionToken: string };
  expect(
    (await page.request.post('/api/auth/session/create', { headers, data: { sessionToken } })).ok(),
  ).toBe(true);
  await page.goto(path);
  return page;
}

test.describe('[AGENT][CONTACT LISTS] contact lists', () => {
  // Many steps, and up to three people in three browsers, on a two-core machine.
  test.describe.configure({ timeout: 90_000 });

  test('[AGENT][CONTACT LISTS] an agent creates a private list with a condition, sees its contacts, edits and deletes it', async ({
    page,
    signInAs,
  }) => {
    const name = `Olivias ${randomBytes(3).toString('hex')}`;
    await signInAs('agent', '/agent/contacts');
    const lists = new ContactLists(page);

    await test.step('New Contact List: a name and "First name equals Olivia"', async () => {
      await lists.newListButton.click();
      await expect(page).toHaveURL('/agent/contacts/new');
      await lists.nameInput.fill(name);
      await lists.addAttributeEquals('First name', FIRST_NAME);
      await lists.save(TEXTS.created);
    });

    await test.step('create opens the new list, listed under Private lists, with its contacts', async () => {
      await expect(page).toHaveURL(/\/agent\/contacts\/[0-9a-f-]{36}$/);
      await expect(lists.heading).toHaveText(name);
      await expect(lists.privateLists.getByRole('link', { name, exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(page.getByText(TEXTS.maxDisplayed)).toBeVisible();
      const names = await lists.contactNames(name);
      expect(names.length).toBeGreaterThan(0);
      for (const contactName of names) expect(contactName.startsWith(`${FIRST_NAME} `)).toBe(true);
    });

    const renamed = `${name} (edited)`;
    await test.step('edit: rename and sort by Last name', async () => {
      await lists.nameInput.fill(renamed);
      await lists.pick(lists.editor, 'Sort by', 'Last name');
      await lists.save(TEXTS.updated);
      await expect(lists.privateLists.getByRole('link', { name: renamed, exact: true })).toBeVisible();
      const names = await lists.contactNames(renamed);
      const lastNames = names.map((full) => full.split(' ').slice(1).join(' '));
      // Descending is the default order of a new list.
      expect(lastNames).toEqual(
        [...lastNames].sort((a, b) => b.localeCompare(a, 'en', { sensitivity: 'base' })),
      );
    });

    await test.step('delete returns to My Contacts and the list is gone', async () => {
      await lists.delete();
      await expect(lists.toast(TEXTS.deleted)).toBeVisible();
      await expect(page).toHaveURL('/agent/contacts');
      await expect(lists.privateLists.getByRole('link', { name: renamed, exact: true })).toHaveCount(0);
    });
  });

  test('[AGENT][SUPERVISOR][CONTACT LISTS] a shared list: the supervisor edits it, another agent sees it read-only', async ({
    page,
    browser,
    signInAs,
    openBrowserAs,
    adminApi,
  }) => {
    const run = randomBytes(3).toString('hex');
    const name = `Shared Olivias ${run}`;
    const otherAgentEmail = `agent-${run}@demo.parley.test`;

    await test.step('the admin lets the demo agent share lists and adds a second agent', async () => {
      const { users } = await adminApi.graphql<{ users: { items: { id: string; email: string }[] } }>(
        'query ($search: String) { users(search: $search) { items { id email } } }',
        { search: DEMO_USERS.agent.email },
      );
      const agent = users.items.find((user) => user.email === DEMO_USERS.agent.email);
      expect(agent, 'the demo agent').toBeDefined();
      await adminApi.graphql(
        'mutation ($userId: ID!, $key: String!, $value: JSON) { setUserFeatureFlag(userId: $userId, key: $key, value: $value) }',
        { userId: agent?.id, key: 'canShareContactLists', value: true },
      );
      await adminApi.graphql('mutation ($input: CreateUserInput!) { createUser(input: $input) { id } }', {
        input: {
          email: otherAgentEmail,
          firstName: 'Other',
          lastName: 'Agent',
          roles: ['agent'],
          password: DEMO_PASSWORD,
        },
      });
    });

    let listPath = '';
    await test.step('the agent creates a list shared with All Users', async () => {
      await signInAs('agent', '/agent/contacts/new');
      const lists = new ContactLists(page);
      await lists.nameInput.fill(name);
      await lists.addAttributeEquals('First name', FIRST_NAME);
      await lists.share('All Users');
      await lists.save(TEXTS.created);
      await expect(page).toHaveURL(/\/agent\/contacts\/[0-9a-f-]{36}$/);
      listPath = new URL(page.url()).pathname;
      await expect(lists.sharedLists.getByRole('link', { name, exact: true })).toBeVisible();
    });

    const edited = `${name} (checked)`;
    await test.step('the supervisor sees it under Shared lists and edits it', async () => {
      const supervisor = await openBrowserAs('supervisor', listPath);
      const lists = new ContactLists(supervisor.page);
      await expect(lists.heading).toHaveText(name);
      await expect(lists.sharedLists.getByRole('link', { name, exact: true })).toBeVisible();
      await expect(lists.saveButton).toBeEnabled();
      await lists.nameInput.fill(edited);
      await lists.save(TEXTS.updated);
      await expect(lists.heading).toHaveText(edited);
    });

    await test.step('another agent sees it read-only: Save and Delete disabled', async () => {
      const other = await openBrowserFor(browser, otherAgentEmail, listPath);
      const lists = new ContactLists(other);
      await expect(lists.heading).toHaveText(edited);
      await expect(lists.sharedLists.getByRole('link', { name: edited, exact: true })).toBeVisible();
      await expect(lists.nameInput).toHaveAttribute('readonly', '');
      await expect(lists.saveButton).toBeDisabled();
      await expect(lists.deleteButton).toBeDisabled();
      await expect(lists.contactsTable(edited)).toBeVisible();
      await other.context().close();
    });

    await test.step('the agent, its creator, deletes it', async () => {
      await page.reload();
      const lists = new ContactLists(page);
      await expect(lists.heading).toHaveText(edited);
      await lists.delete();
      await expect(lists.toast(TEXTS.deleted)).toBeVisible();
      await expect(page).toHaveURL('/agent/contacts');
    });
  });
});
