import { expect, type Locator, type Page } from '@playwright/test';
import type { AppShell } from './AppShell.ts';

/** Settings › Integrations › API keys (docs/write-keys.md): an admin's brand write keys. */
export class ApiKeysPage {
  static readonly path = '/settings/integrations/api-keys';
  readonly main: Locator;

  constructor(
    readonly page: Page,
    readonly shell: AppShell,
  ) {
    this.main = page.getByRole('main');
  }

  /** Through the Settings side navigation: the Integrations group, then API keys. */
  async openFromSettings(): Promise<void> {
    await this.shell.sideNav('Settings').open({
      group: 'Integrations',
      label: 'API keys',
      path: ApiKeysPage.path,
    });
    await expect(this.page).toHaveURL(ApiKeysPage.path);
    await this.shell.expectPageTitle('API keys');
  }

  row(name: string): Locator {
    return this.main.getByRole('row').filter({ hasText: name });
  }

  /** Creates a key named `name` and copies it with the dialog's Copy button; returns what was copied. */
  async createAndCopy(name: string): Promise<{ shown: string; copied: string }> {
    await this.main.getByRole('button', { name: 'New API key' }).first().click();
    const form = this.page.getByRole('dialog', { name: 'New API key' });
    await form.getByLabel(/^Name/).fill(name);
    await form.getByRole('button', { name: 'Create key' }).click();
    const secret = this.page.getByRole('dialog', { name: 'Copy your new API key' });
    await expect(secret.getByText('This key will not be shown again.')).toBeVisible();
    const shown = await secret.getByLabel('API key').inputValue();
    await secret.getByRole('button', { name: 'Copy' }).click();
    await expect(secret.getByRole('button', { name: 'Copied' })).toBeVisible();
    const copied = await this.page.evaluate(() => navigator.clipboard.readText());
    return { shown, copied };
  }

  async closeSecret(): Promise<void> {
    const secret = this.page.getByRole('dialog', { name: 'Copy your new API key' });
    await secret.getByRole('button', { name: 'Done' }).click();
    await expect(secret).toBeHidden();
  }

  /** Revokes the key once the confirmation is answered. */
  async revoke(name: string): Promise<void> {
    await this.main.getByRole('button', { name: `Revoke ${name}` }).click();
    const confirmation = this.page.getByRole('dialog', { name: 'Revoke this API key?' });
    await confirmation.getByRole('button', { name: 'Revoke', exact: true }).click();
    await expect(confirmation).toBeHidden();
  }
}
