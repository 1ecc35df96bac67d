import { expect, type Locator, type Page } from '@playwright/test';
import { AUTH_PAGE_TEXTS } from '../support/texts.ts';

/** /login: the sign-in form, its failure alert and the session-expired notice. */
export class LoginPage {
  readonly email: Locator;
  readonly password: Locator;
  readonly signInButton: Locator;
  readonly failure: Locator;
  readonly expiredNotice: Locator;
  readonly forgotPasswordLink: Locator;

  constructor(readonly page: Page) {
    this.email = page.getByRole('textbox', { name: AUTH_PAGE_TEXTS.emailLabel });
    this.password = page.getByLabel(AUTH_PAGE_TEXTS.passwordLabel, { exact: true });
    this.signInButton = page.getByRole('button', { name: AUTH_PAGE_TEXTS.signInButton, exact: true });
    this.failure = page.getByRole('alert');
    this.expiredNotice = page.getByRole('status').filter({ hasText: AUTH_PAGE_TEXTS.sessionExpired });
    this.forgotPasswordLink = page.getByRole('link', { name: AUTH_PAGE_TEXTS.forgotPasswordLink });
  }

  async goto(search = ''): Promise<void> {
    await this.page.goto(`/login${search}`);
    await this.expectShown();
  }

  async expectShown(): Promise<void> {
    await expect(this.page).toHaveURL(/\/login(\?|$)/);
    await expect(this.signInButton).toBeVisible();
  }

  async signIn(email: string, password: string): Promise<void> {
    await this.email.fill(email);
    await this.password.fill(password);
    await this.signInButton.click();
  }

  async expectFailure(text: string): Promise<void> {
    await expect(this.failure).toContainText(text);
    await expect(this.page).toHaveURL(/\/login(\?|$)/);
  }
}
