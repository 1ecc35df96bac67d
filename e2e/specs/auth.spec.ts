import { saveScreenshot } from '../support/artifacts.ts';
import { DEMO_BRAND, DEMO_PASSWORD, DEMO_USERS } from '../support/demo.ts';
import { expect, test } from '../support/test.ts';
import { SIGN_IN_FAILED } from '../support/texts.ts';

// Failures count against a per-address limit (5 per 15 minutes, docs/decisions/001): each failing
// test below uses its own address and fails once.

test.describe('[AUTH] sign-in and sign-out', () => {
  test('[AUTH] an unauthenticated visit to / is sent to /login', async ({ page, loginPage }) => {
    await page.goto('/');
    await loginPage.expectShown();
    await expect(page).toHaveURL(/\/login$/);
    await expect(loginPage.email).toBeVisible();
    await expect(loginPage.password).toBeVisible();
    await expect(loginPage.expiredNotice).toHaveCount(0);
    await saveScreenshot(page, 'login');
  });

  test('[AUTH] a wrong password shows Failed to sign in', async ({ page, loginPage }) => {
    await loginPage.goto();
    await loginPage.signIn(DEMO_USERS.agent.email, 'not-the-password');
    await loginPage.expectFailure(SIGN_IN_FAILED);
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
  });

  test('[AUTH] an unknown user gets the same answer as a wrong password', async ({ loginPage }) => {
    await loginPage.goto();
    await loginPage.signIn('nobody@demo.parley.test', DEMO_PASSWORD);
    await loginPage.expectFailure(SIGN_IN_FAILED);
  });

  test('[AUTH] an admin signs in to the shell of Demo Co, stays signed in on reload and signs out', async ({
    page,
    context,
    request,
    loginPage,
    shell,
  }) => {
    await test.step('sign in', async () => {
      await loginPage.goto();
      await loginPage.signIn(DEMO_USERS.admin.email, DEMO_PASSWORD);
      await shell.expectShown();
      await expect(page).not.toHaveURL(/\/login/);
      await expect(page).toHaveTitle(new RegExp(` \\| ${DEMO_BRAND.name}$`));
      await saveScreenshot(page, 'shell-admin');
      const menu = await shell.openUserMenu();
      await expect(menu).toContainText(DEMO_USERS.admin.name);
      await expect(menu).toContainText(DEMO_USERS.admin.email);
      await expect(menu).toContainText(DEMO_BRAND.name);
      await expect(menu.getByRole('menuitem', { name: 'Admin', exact: true })).toBeVisible();
      await saveScreenshot(page, 'shell-user-menu');
      await shell.closeUserMenu();
    });

    await test.step('reload keeps the session', async () => {
      const url = page.url();
      await page.reload();
      await shell.expectShown();
      expect(page.url()).toBe(url);
    });

    const sessionCookie = (await context.cookies()).find((cookie) => cookie.name === 'parley_session');
    expect(sessionCookie, 'the session cookie').toBeDefined();

    await test.step('sign out returns to /login', async () => {
      await shell.signOut();
      await loginPage.expectShown();
      await expect(page).toHaveURL(/\/login$/);
      await expect(loginPage.expiredNotice).toHaveCount(0);
    });

    await test.step('a protected URL now redirects to /login', async () => {
      await page.goto('/settings/general-settings');
      await loginPage.expectShown();
      await expect(page).toHaveURL(`/login?next=${encodeURIComponent('/settings/general-settings')}`);
    });

    await test.step('the old session cookie is dead on the server too', async () => {
      const check = await request.get('/api/auth/session/check', {
        headers: { cookie: `parley_session=${sessionCookie?.value}` },
      });
      expect(check.status()).toBe(401);
    });
  });
});
