import { expect, type Locator, type Page } from '@playwright/test';
import { AUTH_PAGE_TEXTS } from '../support/texts.ts';

/** /login/reset?recoveryToken=…: the link of the reset mail. */
export class ResetPasswordPage {
  readonly newPassword: Locator;
  readonly confirmPassword: Locator;
  readonly resetButton: Locator;
  readonly doneNotice: Locator;
  readonly failure: Locator;
  readonly signInLink: Locator;

  constructor(readonly page: Page) {
    this.newPassword = page.getByLabel(AUTH_PAGE_TEXTS.newPasswordLabel, { exact: true });
    this.confirmPassword = page.getByLabel(AUTH_PAGE_TEXTS.confirmPasswordLabel, { exact: true });
    this.resetButton = page.getByRole('button', { name: AUTH_PAGE_TEXTS.resetPasswordButton });
    this.doneNotice = page.getByRole('status').filter({ hasText: AUTH_PAGE_TEXTS.passwordReset });
    this.failure = page.getByRole('alert');
    this.signInLink = page.getByRole('link', { name: AUTH_PAGE_TEXTS.signInLink, exact: true });
  }

  /** The link is checked on load; a live one asks for the new password of `email`. */
  async expectFormFor(email: string): Promise<void> {
    await expect(this.page.getByText(AUTH_PAGE_TEXTS.resetFor(email))).toBeVisible();
  }

  async setPassword(password: string): Promise<void> {
    await this.newPassword.fill(password);
    await this.confirmPassword.fill(password);
    await this.resetButton.click();
    await expect(this.doneNotice).toBeVisible();
  }
}
