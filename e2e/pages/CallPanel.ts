import { expect, type Locator, type Page } from '@playwright/test';

/**
 * A call on the agent desktop (/agent): the incoming call card of a ringing call, the active call
 * panel with its controls, and the transfer dialog (apps/web/src/features/voice/components).
 */
export class CallPanel {
  readonly incomingCard: Locator;
  readonly panel: Locator;
  readonly timer: Locator;
  readonly transferDialog: Locator;

  constructor(readonly page: Page) {
    this.incomingCard = page.getByRole('region', { name: 'Incoming call', exact: true });
    this.panel = page.getByRole('region', { name: 'Call', exact: true });
    this.timer = this.panel.getByRole('timer', { name: 'Call duration' });
    this.transferDialog = page.getByRole('dialog', { name: 'Transfer the call' });
  }

  control(name: string): Locator {
    return this.panel.getByRole('button', { name, exact: true });
  }

  /** The call rings on the desk: "{name or Contact}" with Accept and Reject. */
  async expectIncoming(caller: string): Promise<void> {
    await expect(this.incomingCard).toBeVisible({ timeout: 15_000 });
    await expect(this.incomingCard.getByRole('heading', { name: caller, exact: true })).toBeVisible();
    await expect(this.incomingCard.getByRole('button', { name: 'Reject', exact: true })).toBeEnabled();
  }

  async accept(): Promise<void> {
    await this.incomingCard.getByRole('button', { name: 'Accept', exact: true }).click();
    await expect(this.panel).toBeVisible();
    await expect(this.control('Hang up')).toBeVisible({ timeout: 15_000 });
  }

  async hold(): Promise<void> {
    await this.control('Hold').click();
    await expect(this.control('Resume')).toBeVisible();
    await expect(this.panel.getByText('On hold', { exact: true }).first()).toBeVisible();
  }

  async resume(): Promise<void> {
    await this.control('Resume').click();
    await expect(this.control('Hold')).toBeVisible();
  }

  /** Transfer → Agent → `agent` → Transfer: the transfer is under way. */
  async transferTo(agent: string): Promise<void> {
    await this.control('Transfer').click();
    await expect(this.transferDialog).toBeVisible();
    const picker = this.transferDialog.getByRole('radiogroup', { name: 'Agent' });
    await this.transferDialog
      .getByRole('textbox', { name: 'Search agents' })
      .fill(agent.split(' ')[0] ?? agent);
    const option = picker.getByRole('radio', { name: new RegExp(`^${agent}`) });
    await expect(option).toHaveAttribute('aria-disabled', 'false', { timeout: 15_000 });
    await option.click();
    await this.transferDialog.getByRole('button', { name: 'Transfer', exact: true }).click();
    await expect(this.transferDialog).toBeHidden();
    await expect(this.page.getByText(`Transferring to ${agent}…`, { exact: true })).toBeVisible();
  }

  async hangUp(): Promise<void> {
    await this.control('Hang up').click();
  }
}
