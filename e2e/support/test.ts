import { test as base, expect, type Page } from '@playwright/test';
import { AdminPage } from '../pages/AdminPage.ts';
import { AppShell } from '../pages/AppShell.ts';
import { LoginPage } from '../pages/LoginPage.ts';
import { DEMO_PASSWORD, DEMO_USERS, type DemoRole } from './demo.ts';

/**
 * Signs `page`'s browser context in through the auth API (spec 000 §7: CSRF token, sign-in, session
 * cookie), for specs about what comes after sign-in; the [AUTH] specs use the form itself.
 */
export async function signInThroughApi(page: Page, role: DemoRole): Promise<void> {
  const request = page.request;
  const csrf = await request.get('/api/auth/csrf-token');
  expect(csrf.ok(), 'GET /api/auth/csrf-token').toBe(true);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const headers = { 'x-csrf-token': csrfToken };
  const signIn = await request.post('/api/auth/sign-in', {
    headers,
    data: { username: DEMO_USERS[role].email, password: DEMO_PASSWORD },
  });
  expect(signIn.ok(), `POST /api/auth/sign-in as ${role}: ${signIn.status()}`).toBe(true);
  const { sessionToken } = (await signIn.json()) as { sessionToken: string };
  const created = await request.post('/api/auth/session/create', { headers, data: { sessionToken } });
  expect(created.ok(), 'POST /api/auth/session/create').toBe(true);
}

type Fixtures = {
  /** Fails the test when a page throws an uncaught error (automatic). */
  failOnPageErrors: undefined;
  loginPage: LoginPage;
  shell: AppShell;
  adminPage: AdminPage;
  /** Signs in as a demo user and opens the shell at `path` (default: the start page). */
  signInAs: (role: DemoRole, path?: string) => Promise<AppShell>;
};

export const test = base.extend<Fixtures>({
  failOnPageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.stack ?? error.message));
      await use(undefined);
      expect(errors, 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
  loginPage: async ({ page }, use) => {
    await use(new LoginPage(page));
  },
  shell: async ({ page }, use) => {
    await use(new AppShell(page));
  },
  adminPage: async ({ page }, use) => {
    await use(new AdminPage(page));
  },
  signInAs: async ({ page, shell }, use) => {
    await use(async (role, path = '/') => {
      await signInThroughApi(page, role);
      await page.goto(path);
      await shell.expectShown();
      return shell;
    });
  },
});

export { expect };
