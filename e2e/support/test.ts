import { type BrowserContext, test as base, expect, type Page } from '@playwright/test';
import { AdminPage } from '../pages/AdminPage.ts';
import { AppShell } from '../pages/AppShell.ts';
import { LoginPage } from '../pages/LoginPage.ts';
import { AdminApi } from './admin-api.ts';
import type { DemoRole } from './demo.ts';
import { signInRequest } from './sign-in.ts';

/**
 * Signs `page`'s browser context in through the auth API (spec 000 §7: CSRF token, sign-in, session
 * cookie), for specs about what comes after sign-in; the [AUTH] specs use the form itself.
 */
export async function signInThroughApi(page: Page, role: DemoRole): Promise<void> {
  await signInRequest(page.request, role);
}

/** A signed-in browser of its own (cookies, storage, event stream): one more person at work. */
export type OtherBrowser = { page: Page; shell: AppShell };

type Fixtures = {
  /** Fails the test when a page throws an uncaught error (automatic). */
  failOnPageErrors: undefined;
  loginPage: LoginPage;
  shell: AppShell;
  adminPage: AdminPage;
  /** Signs in as a demo user and opens the shell at `path` (default: the start page). */
  signInAs: (role: DemoRole, path?: string) => Promise<AppShell>;
  /**
   * Opens another browser context signed in as a demo user, at `path`; closed after the test, and
   * an uncaught page error in it fails the test like one in `page`.
   */
  openBrowserAs: (role: DemoRole, path?: string) => Promise<OtherBrowser>;
  /** The demo admin through the API (Contact Simulator, settings), signed in for the tests that ask for it. */
  adminApi: AdminApi;
};

function watchPageErrors(page: Page, errors: string[], who: string): void {
  page.on('pageerror', (error) => errors.push(`${who}: ${error.stack ?? error.message}`));
}

type WorkerFixtures = {
  /**
   * The demo brand calls and texts at any hour during the run (automatic, once per worker): its
   * default Daily Available Hours (8 AM–9 PM in the contact's zone, issue 14) would refuse the
   * simulator's calls and texts when the tests run at night. Set through the real mutation, as an
   * admin would; the hours themselves are tested in apps/server/src/modules/compliance.
   */
  demoBrandOpenAroundTheClock: undefined;
};

export const test = base.extend<Fixtures, WorkerFixtures>({
  demoBrandOpenAroundTheClock: [
    async ({ playwright }, use) => {
      const request = await playwright.request.newContext({
        baseURL: `http://localhost:${Number(process.env.E2E_PORT ?? 3100)}`,
      });
      try {
        await (await AdminApi.signIn(request)).openAroundTheClock();
      } finally {
        await request.dispose();
      }
      await use(undefined);
    },
    { scope: 'worker', auto: true },
  ],
  failOnPageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      watchPageErrors(page, errors, 'page');
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
  openBrowserAs: async ({ browser }, use) => {
    const contexts: BrowserContext[] = [];
    const errors: string[] = [];
    await use(async (role, path = '/') => {
      const context = await browser.newContext();
      contexts.push(context);
      const page = await context.newPage();
      watchPageErrors(page, errors, role);
      await signInThroughApi(page, role);
      await page.goto(path);
      const shell = new AppShell(page);
      await shell.expectShown();
      return { page, shell };
    });
    await Promise.all(contexts.map((context) => context.close()));
    expect(errors, 'uncaught errors in the other browsers').toEqual([]);
  },
  adminApi: async ({ playwright, baseURL }, use) => {
    const request = await playwright.request.newContext({ baseURL });
    try {
      await use(await AdminApi.signIn(request));
    } finally {
      await request.dispose();
    }
  },
});

export { expect };
