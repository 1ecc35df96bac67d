import { AdminPage } from '../pages/AdminPage.ts';
import { AppShell } from '../pages/AppShell.ts';
import { ForgotPasswordPage } from '../pages/ForgotPasswordPage.ts';
import { LoginPage } from '../pages/LoginPage.ts';
import { ResetPasswordPage } from '../pages/ResetPasswordPage.ts';
import { DEMO_PASSWORD, DEMO_USERS } from '../support/demo.ts';
import { expect, signInThroughApi, test } from '../support/test.ts';
import { RECOVERY_TOKEN_FAILED } from '../support/texts.ts';

const supervisor = DEMO_USERS.supervisor;

test.describe('[AUTH][RESET] password reset by mail', () => {
  test('[AUTH][RESET] a supervisor resets the password with the link from the outbox, once', async ({
    page,
    browser,
    baseURL,
    loginPage,
    shell,
  }) => {
    await test.step('ask for a link', async () => {
      await loginPage.goto();
      await loginPage.forgotPasswordLink.click();
      const forgot = new ForgotPasswordPage(page);
      await forgot.expectShown();
      await forgot.requestLink(supervisor.email);
    });

    const link = await test.step('an admin reads the link in the mail outbox', async () => {
      const adminContext = await browser.newContext();
      try {
        const adminTab = await adminContext.newPage();
        await signInThroughApi(adminTab, 'admin');
        await adminTab.goto('/');
        const admin = new AdminPage(adminTab);
        await admin.openFrom(new AppShell(adminTab));
        const href = await admin.readNewestLinkTo(supervisor.email);
        await expect(adminTab.getByRole('dialog')).toContainText('Reset your Parley password');
        return href;
      } finally {
        await adminContext.close();
      }
    });
    expect(link).toMatch(new RegExp(`^${baseURL}/login/reset\\?recoveryToken=[^&\\s]+$`));

    await test.step('the link sets the new password', async () => {
      await page.goto(link);
      const reset = new ResetPasswordPage(page);
      await reset.expectFormFor(supervisor.email);
      // The same password again, so the other specs can still sign in as the supervisor.
      await reset.setPassword(DEMO_PASSWORD);
      await reset.signInLink.click();
    });

    await test.step('the supervisor signs in with it', async () => {
      await loginPage.expectShown();
      await loginPage.signIn(supervisor.email, DEMO_PASSWORD);
      await shell.expectShown();
    });

    await test.step('the used link is refused', async () => {
      const laterContext = await browser.newContext();
      try {
        const laterTab = await laterContext.newPage();
        await laterTab.goto(link);
        const reset = new ResetPasswordPage(laterTab);
        await expect(reset.failure).toContainText(RECOVERY_TOKEN_FAILED);
        await expect(reset.failure).toContainText('This recovery link is invalid, already used or expired.');
        await expect(reset.newPassword).toHaveCount(0);
        await expect(laterTab.getByRole('link', { name: 'Request a new link' })).toBeVisible();
        await expect(new LoginPage(laterTab).signInButton).toHaveCount(0);
      } finally {
        await laterContext.close();
      }
    });
  });
});
