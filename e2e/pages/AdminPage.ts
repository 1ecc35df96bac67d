import { expect, type Locator, type Page } from '@playwright/test';
import type { AppShell } from './AppShell.ts';

/** /admin (admins only): the mail outbox, where reset mails stay when no SMTP is configured. */
export class AdminPage {
  readonly outbox: Locator;
  readonly refreshButton: Locator;

  constructor(readonly page: Page) {
    this.outbox = page.getByRole('main');
    this.refreshButton = this.outbox.getByRole('button', { name: 'Refresh' });
  }

  /** /admin has no rail entry: admins reach it from the user menu. */
  async openFrom(shell: AppShell): Promise<void> {
    const menu = await shell.openUserMenu();
    await menu.getByRole('menuitem', { name: 'Admin', exact: true }).click();
    await expect(this.page).toHaveURL('/admin');
    await this.expectShown();
  }

  async expectShown(): Promise<void> {
    await expect(this.page.getByRole('heading', { name: 'Mail outbox' })).toBeVisible();
  }

  /** The newest mail to `to`, opened; returns the first link in its text. */
  async readNewestLinkTo(to: string): Promise<string> {
    const row = this.outbox.getByRole('row').filter({ hasText: to }).first();
    await row.getByRole('button', { name: `Read mail to ${to}` }).click();
    const mail = this.page.getByRole('dialog');
    await expect(mail).toBeVisible();
    const href = await mail.getByRole('link').first().getAttribute('href');
    expect(href, 'the mail holds a link').toBeTruthy();
    return href ?? '';
  }
}
