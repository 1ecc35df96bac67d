import { expect, type Locator, type Page } from '@playwright/test';

/** Settings › User Management › Users: the brand's users in a table. */
export class UsersSettingsPage {
  readonly table: Locator;

  constructor(readonly page: Page) {
    this.table = page.getByRole('main').getByRole('table');
  }

  async goto(): Promise<void> {
    await this.page.goto('/settings/user-management/users');
    await expect(this.table.getByRole('columnheader', { name: 'Roles', exact: true })).toBeVisible();
    await expect(this.table.getByRole('row')).not.toHaveCount(1);
  }

  /**
   * Each role badge's label: its text, whether the badge shows all of it (neither the label nor the
   * badge is narrower than the text) and whether it lies inside its cell.
   */
  async roleBadges(): Promise<{ text: string; whole: boolean; insideCell: boolean }[]> {
    const rolesColumn = await this.table
      .getByRole('columnheader')
      .evaluateAll((headers) => headers.findIndex((header) => header.textContent?.trim() === 'Roles'));
    expect(rolesColumn, 'the Roles column').toBeGreaterThanOrEqual(0);
    return this.table
      .locator(`tbody tr td:nth-child(${rolesColumn + 1}) .mantine-Badge-label`)
      .evaluateAll((labels) =>
        labels.map((label) => {
          const cell = label.closest('td');
          const badge = label.closest('.mantine-Badge-root');
          const box = label.getBoundingClientRect();
          const cellBox = cell?.getBoundingClientRect();
          const badgeBox = badge?.getBoundingClientRect();
          // The text as laid out, ellipsis or not: scrollWidth is rounded and misses a cut of < 1 px,
          // which is enough for an ellipsis.
          const range = document.createRange();
          range.selectNodeContents(label);
          const textWidth = range.getBoundingClientRect().width;
          // Cut short by the label (its ellipsis) or by the badge around it (it clips).
          return {
            text: label.textContent ?? '',
            whole:
              textWidth <= box.width + 0.01 &&
              label.scrollWidth <= label.clientWidth &&
              badge !== null &&
              badge.scrollWidth <= badge.clientWidth &&
              badgeBox !== undefined &&
              box.left >= badgeBox.left - 0.5 &&
              box.right <= badgeBox.right + 0.5,
            insideCell:
              cellBox !== undefined && box.left >= cellBox.left - 0.5 && box.right <= cellBox.right + 0.5,
          };
        }),
      );
  }
}
