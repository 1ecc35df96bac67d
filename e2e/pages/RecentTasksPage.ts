import { expect, type Locator, type Page } from '@playwright/test';
import { SUPERVISOR_TASK_TEXTS } from '../support/texts.ts';

/** /recent-tasks: finished tasks, newest first (GraphQL recentTasks), 25 a page. */
export class RecentTasksPage {
  readonly heading: Locator;
  readonly table: Locator;

  constructor(readonly page: Page) {
    const main = page.getByRole('main');
    this.heading = main.getByRole('heading', { name: SUPERVISOR_TASK_TEXTS.recentTasksTitle, exact: true });
    this.table = main.getByRole('table', { name: 'Recent tasks', exact: true });
  }

  async goto(): Promise<void> {
    await this.page.goto('/recent-tasks');
    await expect(this.heading).toBeVisible();
    await expect(this.table).toBeVisible();
  }

  /** The rows holding every one of `texts` (e.g. the contact and a run's unique notes). */
  rowWith(...texts: string[]): Locator {
    let rows = this.table.getByRole('row');
    for (const text of texts) rows = rows.filter({ hasText: text });
    return rows;
  }

  /** The row's cell under the column `header` (Ended, Contact, Type, Status, Disposition, Agent, Queue). */
  async cell(row: Locator, header: string): Promise<Locator> {
    const headers = await this.table.getByRole('columnheader').allInnerTexts();
    const index = headers.map((text) => text.trim()).indexOf(header);
    expect(index, `the column ${header} in ${headers.join(', ')}`).toBeGreaterThanOrEqual(0);
    return row.getByRole('cell').nth(index);
  }
}
