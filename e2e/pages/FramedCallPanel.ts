import { expect, type FrameLocator, type Locator } from '@playwright/test';

/**
 * A call on the agent desktop running inside a host page's frame (docs/embedding.md): the incoming
 * call card and the active call panel, as CallPanel finds them on a page of its own.
 */
export class FramedCallPanel {
  readonly incomingCard: Locator;
  readonly panel: Locator;

  constructor(readonly desk: FrameLocator) {
    this.incomingCard = desk.getByRole('region', { name: 'Incoming call', exact: true });
    this.panel = desk.getByRole('region', { name: 'Call', exact: true });
  }

  control(name: string): Locator {
    return this.panel.getByRole('button', { name, exact: true });
  }

  /** The call rings in the frame: "{name or Contact}" with Accept and Reject. */
  async expectIncoming(caller: string): Promise<void> {
    await expect(this.incomingCard).toBeVisible({ timeout: 15_000 });
    await expect(this.incomingCard.getByRole('heading', { name: caller, exact: true })).toBeVisible();
  }

  async accept(): Promise<void> {
    await this.incomingCard.getByRole('button', { name: 'Accept', exact: true }).click();
    await expect(this.panel).toBeVisible();
    await expect(this.control('Hang up')).toBeVisible({ timeout: 15_000 });
  }

  async hangUp(): Promise<void> {
    await this.control('Hang up').click();
  }
}
