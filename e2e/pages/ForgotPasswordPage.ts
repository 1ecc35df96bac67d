import { expect, type Locator, type Page } from '@playwright/test';
import { AUTH_PAGE_TEXTS } from '../support/texts.ts';

/** /login/forgot: asks for a password-reset link. */
export class ForgotPasswordPage {
  readonly email: Locator;
  readonly sendButton: Locator;
  readonly sentNotice: Locator;

  constructor(readonly page: Page) {
    this.email = page.getByRole('textbox', { name: AUTH_PAGE_TEXTS.emailLabel });
    this.sendButton = page.getByRole('button', { name: AUTH_PAGE_TEXTS.sendResetLinkButton });
    this.sentNotice = page.getByRole('status').filter({ hasText: AUTH_PAGE_TEXTS.resetEmailSent });
  }

  async expectShown(): Promise<void> {
    await expect(this.page).toHaveURL(/\/login\/forgot$/);
    await expect(this.page.getByRole('heading', { name: AUTH_PAGE_TEXTS.forgotTitle })).toBeVisible();
  }

  async requestLink(email: string): Promise<void> {
    await this.email.fill(email);
    await this.sendButton.click();
    await expect(this.sentNotice).toBeVisible();
  }
}
