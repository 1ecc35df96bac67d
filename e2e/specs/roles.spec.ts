import type { AppShell } from '../pages/AppShell.ts';
import { RAIL } from '../support/navigation.ts';
import { expect, test } from '../support/test.ts';
import { NOT_FOUND } from '../support/texts.ts';

/** The mail outbox holds every user's reset links: only admins get the Admin menu item. */
async function expectNoAdminMenuItem(shell: AppShell): Promise<void> {
  const menu = await shell.openUserMenu();
  await expect(menu.getByRole('menuitem', { name: 'Log out' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Admin', exact: true })).toHaveCount(0);
  await shell.closeUserMenu();
}

test.describe('[ROLES] what each role sees', () => {
  test('[ROLES] an agent has neither Settings nor Campaigns, and cannot reach them by URL', async ({
    page,
    signInAs,
  }) => {
    const shell = await signInAs('agent');
    // '/' leads to the agent desktop. The demo agent has agentDesktop and tasks switched on; other
    // entries depend on flag defaults (journeys is on by default, spec 000 §9), so only the ones this
    // test is about are named.
    await expect(page).toHaveURL('/agent');
    const labels = await shell.railLabels();
    expect(labels).toEqual(expect.arrayContaining(['Agent Desktop', 'Tasks']));
    expect(labels).not.toContain('Settings');
    expect(labels).not.toContain('Campaigns');
    await expect(shell.railLink('Settings')).toHaveCount(0);
    await expect(shell.railLink('Campaigns')).toHaveCount(0);

    await expectNoAdminMenuItem(shell);

    for (const path of ['/settings', '/campaigns', '/admin']) {
      await test.step(`${path} is not found`, async () => {
        await page.goto(path);
        await expect(shell.main.getByRole('heading', { name: NOT_FOUND })).toBeVisible();
      });
    }
  });

  test('[ROLES] a supervisor has Settings (spec 002 §6) but not the admin page', async ({
    page,
    signInAs,
  }) => {
    const shell = await signInAs('supervisor');
    await expect(shell.railLink('Settings')).toBeVisible();
    expect(await shell.railLabels()).toEqual(RAIL.map((entry) => entry.label));

    await shell.railLink('Settings').click();
    await expect(page).toHaveURL(/\/settings\//);
    await expect(shell.sideNav('Settings').root).toBeVisible();

    await expectNoAdminMenuItem(shell);
    await page.goto('/admin');
    await expect(shell.main.getByRole('heading', { name: NOT_FOUND })).toBeVisible();
  });
});
