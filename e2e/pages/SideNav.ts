import { expect, type Locator, type Page } from '@playwright/test';
import type { SideNavExpectation } from '../support/navigation.ts';

/** A section side navigation (Settings, Phone Numbers, Conversation Intelligence). */
export class SideNav {
  readonly root: Locator;

  constructor(
    readonly page: Page,
    readonly title: string,
  ) {
    this.root = page.getByRole('navigation', { name: title, exact: true });
  }

  /**
   * The link named `label`; with `path`, the one that leads there (Settings has two pages named
   * Integrations: My Settings › Integrations and the top-level one).
   */
  link(label: string, path?: string): Locator {
    const named = this.root.getByRole('link', { name: label, exact: true });
    return path ? named.and(this.root.locator(`a[href="${path}"]`)) : named;
  }

  group(label: string): Locator {
    return this.root.getByRole('button', { name: label, exact: true });
  }

  /** Clicks the page's link, folding its group open first when it is closed. */
  async open(target: SideNavExpectation): Promise<void> {
    const link = this.link(target.label, target.path);
    if (target.group && !(await link.isVisible())) {
      await this.group(target.group).click();
    }
    await link.click();
  }

  async expectActive(target: SideNavExpectation): Promise<void> {
    await expect(this.link(target.label, target.path)).toHaveAttribute('aria-current', 'page');
  }
}
