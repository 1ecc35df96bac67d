import { DEMO_PASSWORD, DEMO_USERS } from '../support/demo.ts';
import { expect, test } from '../support/test.ts';

test.describe('[SESSION] session expiry', () => {
  test('[SESSION] a request without the session cookie sends the user to /login?expired=true', async ({
    page,
    context,
    signInAs,
    adminPage,
    loginPage,
  }) => {
    const shell = await signInAs('admin');
    await adminPage.openFrom(shell);
    await expect(adminPage.refreshButton).toBeEnabled();

    // The session ends behind the app's back (expired, or signed out elsewhere)…
    await context.clearCookies({ name: 'parley_session' });
    // …and the next API call the app makes answers 401 (spec 000 §8).
    const outbox = page.waitForResponse((response) => response.url().endsWith('/api/admin/mail-outbox'));
    await adminPage.refreshButton.click();
    expect((await outbox).status()).toBe(401);

    // …with the page they were on, to return to it (expired=true first, as the spec writes it).
    await expect(page).toHaveURL(`/login?expired=true&next=${encodeURIComponent('/admin')}`);
    await expect(loginPage.expiredNotice).toBeVisible();

    // Signing in again from there works.
    await loginPage.signIn(DEMO_USERS.admin.email, DEMO_PASSWORD);
    await shell.expectShown();
    await expect(page).toHaveURL('/admin');
    await expect(loginPage.expiredNotice).toHaveCount(0);
  });
});
