import { expect, type Locator, type Page } from '@playwright/test';

/** /agents for supervisors: each agent's row, and on a live call Listen / Whisper / Barge / Stop. */
export class AgentsPage {
  readonly table: Locator;

  constructor(readonly page: Page) {
    this.table = page.getByRole('table', { name: 'Agents', exact: true });
  }

  async goto(): Promise<void> {
    await this.page.goto('/agents');
    await expect(this.table).toBeVisible();
  }

  row(agentName: string): Locator {
    return this.table.getByRole('row').filter({ hasText: agentName });
  }

  action(agentName: string, action: 'Listen' | 'Whisper' | 'Barge' | 'Stop'): Locator {
    return this.row(agentName).getByRole('button', { name: `${action} ${agentName}`, exact: true });
  }

  /** Starts (or changes to) an action and waits for its state: Listening, Whispering, Barging. */
  async start(agentName: string, action: 'Listen' | 'Whisper' | 'Barge'): Promise<void> {
    await expect(this.action(agentName, action)).toBeEnabled({ timeout: 15_000 });
    await this.action(agentName, action).click();
    const state = { Listen: 'Listening', Whisper: 'Whispering', Barge: 'Barging' }[action];
    await expect(this.row(agentName).getByRole('status')).toHaveText(state);
  }

  async stop(agentName: string): Promise<void> {
    await this.action(agentName, 'Stop').click();
    await expect(this.row(agentName).getByRole('status')).toHaveCount(0);
  }
}
