import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The Contact Simulator (/dev/simulator) as the contact's phone: the contact field, "Call the
 * brand", and the list of calls with Answer and Hang up.
 */
export class SimulatorCalls {
  readonly section: Locator;
  readonly contactField: Locator;
  readonly callButton: Locator;
  readonly calls: Locator;

  constructor(readonly page: Page) {
    this.section = page.getByRole('region', { name: 'Calls', exact: true });
    this.contactField = page.getByRole('combobox', { name: 'Contact', exact: true });
    this.callButton = this.section.getByRole('button', { name: 'Call the brand', exact: true });
    this.calls = this.section.getByRole('list', { name: 'Calls', exact: true });
  }

  async goto(): Promise<void> {
    await this.page.goto('/dev/simulator');
    await expect(this.callButton).toBeVisible();
  }

  /** The contact (by number) calls the brand. */
  async callTheBrand(from: string): Promise<void> {
    await this.contactField.fill(from);
    await this.callButton.click();
    await expect(this.calls.getByRole('listitem').first()).toBeVisible();
  }

  /** The call of `name` (the contact's name) in a status ('ringing', 'in-progress', …). */
  call(name: string, status: string): Locator {
    return this.calls.getByRole('listitem', { name: `${name} ${status}`, exact: true });
  }
}
