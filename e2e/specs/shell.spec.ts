import { saveScreenshot } from '../support/artifacts.ts';
import { DEMO_BRAND } from '../support/demo.ts';
import {
  PHONE_NUMBERS_NAV,
  RAIL,
  SETTINGS_NAV,
  type SideNavArea,
  type SideNavExpectation,
  TRANSCRIPTS_NAV,
} from '../support/navigation.ts';
import { expect, test } from '../support/test.ts';
import { NOT_FOUND } from '../support/texts.ts';

/** Visits the pages starting at the second, ending at the first: every click changes the URL. */
function walkOrder(pages: readonly SideNavExpectation[]): SideNavExpectation[] {
  return [...pages.slice(1), ...pages.slice(0, 1)];
}

test.describe('[SHELL] navigation as admin', () => {
  test.beforeEach(async ({ signInAs }) => {
    await signInAs('admin');
  });

  test('[SHELL] the rail shows every area of spec 002 §2, in order', async ({ shell }) => {
    expect(await shell.railLabels()).toEqual(RAIL.map((entry) => entry.label));
  });

  test('[SHELL] every rail entry opens its area: URL, page title, its page or the not-built-yet notice', async ({
    page,
    shell,
  }) => {
    for (const entry of RAIL) {
      await test.step(entry.label, async () => {
        const link = shell.railLink(entry.label);
        await link.click();
        await expect(page).toHaveURL(entry.path);
        await shell.expectPageTitle(entry.pageTitle);
        await expect(link).toHaveAttribute('aria-current', 'page');
        await shell.expectPageShown(entry.pageTitle);
        await shell.expectNoErrorScreen();
      });
    }
  });

  for (const area of [SETTINGS_NAV, PHONE_NUMBERS_NAV, TRANSCRIPTS_NAV] satisfies SideNavArea[]) {
    test(`[SHELL] every ${area.title} side-navigation link opens its page`, async ({ page, shell }) => {
      await page.goto(area.entry);
      const nav = shell.sideNav(area.title);
      await expect(nav.root).toBeVisible();
      await expect(page).toHaveURL(area.pages[0]?.path ?? area.entry);

      for (const target of walkOrder(area.pages)) {
        await test.step(target.group ? `${target.group} › ${target.label}` : target.label, async () => {
          const before = page.url();
          await nav.open(target);
          await expect(page).toHaveURL(target.path);
          expect(page.url()).not.toBe(before);
          await expect(nav.link(target.label, target.path)).toHaveAttribute('aria-current', 'page');
          await shell.expectPageTitle(target.label);
          await shell.expectPageShown(target.label);
          await shell.expectNoErrorScreen();
        });
      }

      // Every group has been opened: the navigation shows exactly the spec's pages.
      const labels = await nav.root.getByRole('link').allInnerTexts();
      expect(labels.map((label) => label.trim())).toEqual(area.pages.map((target) => target.label));
      if (area === SETTINGS_NAV) await saveScreenshot(page, 'shell-settings');
    });
  }

  test('[SHELL] an area that is not built says so and shows no data', async ({ page, shell }) => {
    await page.goto('/ai-agents');
    await shell.expectNotBuiltYet('AI Agents');
  });

  test('[SHELL] a missing route shows 404 - Page Not Found inside the shell', async ({ page, shell }) => {
    for (const path of ['/no-such-page', '/settings/no-such-page']) {
      await test.step(path, async () => {
        await page.goto(path);
        await expect(shell.main.getByRole('heading', { name: NOT_FOUND })).toBeVisible();
        await expect(page).toHaveURL(path);
        await expect(shell.rail).toBeVisible();
        await expect(page).toHaveTitle(new RegExp(` \\| ${DEMO_BRAND.name}$`));
      });
    }
  });
});
