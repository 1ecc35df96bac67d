import { expect, type Locator, type Page } from '@playwright/test';

/** /parley-live: the wallboard (issue 15). Its words are Parley's own (features/parley-live texts). */
export class ParleyLive {
  readonly heading: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Parley Live', exact: true });
  }

  async goto(): Promise<void> {
    await this.page.goto('/parley-live');
    await expect(this.heading).toBeVisible();
    await expect(this.summary('Waiting')).toBeVisible();
  }

  /** A headline number: Agents available, Agents on a task, Waiting, Calls in progress, Campaigns dialing. */
  summary(label: string): Locator {
    return this.page.getByTestId(`live-summary-${label}`);
  }

  async waiting(): Promise<number> {
    return Number(await this.summary('Waiting').innerText());
  }

  /** The agents in one status (a section named after it). */
  agentsIn(status: string): Locator {
    return this.page.getByRole('region', { name: status, exact: true });
  }

  queueTile(name: string): Locator {
    return this.page.getByTestId('live-queue').filter({ has: this.page.getByText(name, { exact: true }) });
  }

  fullScreenButton(): Locator {
    return this.page.getByRole('button', { name: 'Full screen' });
  }
}
