import { expect, type Locator, type Page } from '@playwright/test';
import { DEMO_BRAND } from '../support/demo.ts';
import { ERROR_SCREEN_TEXTS, NOT_BUILT_YET } from '../support/texts.ts';
import { SideNav } from './SideNav.ts';

/** The signed-in shell: the icon rail with the user menu, and the page in <main>. */
export class AppShell {
  readonly rail: Locator;
  readonly main: Locator;
  readonly userMenuButton: Locator;
  /** On a phone the rail gives way to a top bar whose burger opens the navigation drawer. */
  readonly burgerButton: Locator;
  readonly navigationDrawer: Locator;

  constructor(readonly page: Page) {
    this.rail = page.getByRole('navigation', { name: 'Main navigation' });
    this.main = page.getByRole('main');
    this.userMenuButton = this.rail.getByRole('button', { name: 'User menu' });
    this.burgerButton = page.getByRole('button', { name: 'Open navigation', exact: true });
    this.navigationDrawer = page.getByRole('dialog', { name: 'Navigation', exact: true });
  }

  /** The page is not wider than the window: nothing to scroll sideways (issue 17 item 10). */
  async expectNoSidewaysScroll(): Promise<void> {
    const widths = await this.page.evaluate(() => ({
      scrollWidth: document.scrollingElement?.scrollWidth ?? 0,
      innerWidth: window.innerWidth,
      // The shell's own scroller (<main>) must not scroll sideways either.
      mainOverflow: (() => {
        const main = document.querySelector('main');
        return main ? main.scrollWidth - main.clientWidth : 0;
      })(),
    }));
    expect(widths.scrollWidth, 'the page scrolls sideways').toBeLessThanOrEqual(widths.innerWidth);
    expect(widths.mainOverflow, '<main> scrolls sideways').toBeLessThanOrEqual(0);
  }

  railLink(label: string): Locator {
    // exact: 'Agents' must not find 'AI Agents'.
    return this.rail.getByRole('link', { name: label, exact: true });
  }

  /** The accessible names of the rail's area links, top to bottom (the logo excluded). */
  async railLabels(): Promise<string[]> {
    const links = this.rail.getByRole('link');
    const labels = await links.evaluateAll((elements) =>
      elements.map((element) => element.getAttribute('aria-label') ?? ''),
    );
    return labels.filter((label) => label !== 'Parley home');
  }

  sideNav(title: string): SideNav {
    return new SideNav(this.page, title);
  }

  async expectShown(): Promise<void> {
    await expect(this.rail).toBeVisible();
    await expect(this.userMenuButton).toBeVisible();
  }

  async expectPageTitle(pageName: string): Promise<void> {
    await expect(this.page).toHaveTitle(`${pageName} | ${DEMO_BRAND.name}`);
  }

  /** The honest state of an area without an implementation: its name, the notice, and no data. */
  async expectNotBuiltYet(heading: string): Promise<void> {
    await expect(this.main.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    await expect(this.main.getByText(NOT_BUILT_YET)).toBeVisible();
    await expect(this.main.getByRole('table')).toHaveCount(0);
    await expect(this.main.getByRole('row')).toHaveCount(0);
  }

  /**
   * A page that opened: built areas show their own content, the others the not-built-yet notice —
   * and then no data at all.
   */
  async expectPageShown(heading: string): Promise<void> {
    await expect(this.main.getByRole('heading').first()).toBeVisible();
    if (await this.main.getByText(NOT_BUILT_YET).isVisible()) await this.expectNotBuiltYet(heading);
  }

  async expectNoErrorScreen(): Promise<void> {
    for (const text of ERROR_SCREEN_TEXTS) {
      await expect(this.page.getByText(text)).toHaveCount(0);
    }
  }

  async openUserMenu(): Promise<Locator> {
    await this.userMenuButton.click();
    const menu = this.page.getByRole('menu');
    await expect(menu).toBeVisible();
    return menu;
  }

  /** Closes the open user menu. */
  async closeUserMenu(): Promise<void> {
    await this.page.keyboard.press('Escape');
    await expect(this.page.getByRole('menu')).toBeHidden();
  }

  async signOut(): Promise<void> {
    const menu = await this.openUserMenu();
    await menu.getByRole('menuitem', { name: 'Log out' }).click();
  }
}
