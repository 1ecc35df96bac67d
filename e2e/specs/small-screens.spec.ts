import { AgentDesk } from '../pages/AgentDesk.ts';
import { AppShell } from '../pages/AppShell.ts';
import { UsersSettingsPage } from '../pages/UsersSettingsPage.ts';
import { saveScreenshot } from '../support/artifacts.ts';
import { setUnavailable } from '../support/demo-users-api.ts';
import { expect, test } from '../support/test.ts';

// Issue 17 item 10: the desk on a tablet (1024×768) and a 13" laptop (1280×800) shows the task list,
// the task and the customer side by side with nothing to scroll sideways; on a phone (390×844) one
// column at a time, the navigation in a drawer; Settings › Users at 1024 px shows each role whole.

const TABLET = { width: 1024, height: 768 };
const LAPTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
/** Demo contacts (docs/simulator.md: +1<area>555 01xx). */
const TABLET_CONTACT_PHONE = '+14155550107';
const PHONE_CONTACT_PHONE = '+14155550100';
const DISPOSITION = 'Resolved by text';

test.describe('[LAYOUT] small screens', () => {
  test('[AGENT][LAYOUT][SMS] the desk at 1024, 1280 and 390 px wide, and Settings › Users at 1024 px', async ({
    page,
    signInAs,
    adminApi,
  }) => {
    test.setTimeout(150_000);
    const run = Date.now().toString(36);
    const shell = new AppShell(page);
    const alex = new AgentDesk(page);

    const contacts = await test.step('only Alex takes work, from an empty desk', async () => {
      await setUnavailable(adminApi, ['admin', 'supervisor']);
      await adminApi.completeOpenTasks();
      await adminApi.ensureDisposition(DISPOSITION);
      const tablet = await adminApi.contactByPhone(TABLET_CONTACT_PHONE);
      const phone = await adminApi.contactByPhone(PHONE_CONTACT_PHONE);
      return { tablet: tablet.name ?? '', phone: phone.name ?? '' };
    });
    expect(contacts.tablet && contacts.phone, 'demo contacts have names').toBeTruthy();

    await page.setViewportSize(TABLET);
    await signInAs('agent', '/agent');
    await alex.expectReady();
    await alex.becomeAvailableNow();
    await alex.expectNoTasks();

    await test.step('1024 px: Alex accepts a text, reads and answers it, beside the customer', async () => {
      await adminApi.sendInboundSms(TABLET_CONTACT_PHONE, `Where is my parcel? (${run})`);
      await alex.expectSmsOffer(contacts.tablet);
      await alex.accept();
      await expect(alex.message(`Where is my parcel? (${run})`)).toBeVisible();
      await alex.send(`It ships today (${run})`);
      await alex.toggleCustomerPanel();
      await expect(alex.taskList).toBeVisible();
      await expect(alex.composer).toBeInViewport();
      await shell.expectNoSidewaysScroll();
      await saveScreenshot(page, 'small-screens-1024-desk');
    });

    await test.step('1280 px: the same desk, nothing to scroll sideways', async () => {
      await page.setViewportSize(LAPTOP);
      await expect(alex.customerPanel).toBeVisible();
      await expect(alex.composer).toBeInViewport();
      await shell.expectNoSidewaysScroll();
      await saveScreenshot(page, 'small-screens-1280-desk');
    });

    await test.step('1024 px: the wrap-up form beside the task, usable; the task leaves', async () => {
      await page.setViewportSize(TABLET);
      await alex.wrapUp({
        disposition: DISPOSITION,
        notes: `Ships today (${run})`,
        beforeSubmit: async () => {
          await shell.expectNoSidewaysScroll();
          await expect(alex.wrapUpForm.getByRole('button', { name: 'Submit', exact: true })).toBeInViewport();
          await saveScreenshot(page, 'small-screens-1024-wrap-up');
        },
      });
      await alex.expectNoTasks();
    });

    await test.step('390 px: the rail is a burger; its drawer holds the areas and the desk pages', async () => {
      await page.setViewportSize(PHONE);
      await expect(shell.rail).toBeHidden();
      await shell.burgerButton.click();
      await expect(shell.navigationDrawer).toBeVisible();
      await expect(
        shell.navigationDrawer.getByRole('link', { name: 'Agent Desktop', exact: true }),
      ).toBeVisible();
      await expect(
        shell.navigationDrawer
          .getByRole('navigation', { name: 'Agent Desktop', exact: true })
          .getByRole('link', { name: 'Current Tasks', exact: true }),
      ).toBeVisible();
      await saveScreenshot(page, 'small-screens-390-navigation');
      await page.keyboard.press('Escape');
      await expect(shell.navigationDrawer).toBeHidden();
      await shell.expectNoSidewaysScroll();
    });

    await test.step('390 px: the offer is in the list, one column; selecting it opens the task', async () => {
      await adminApi.sendInboundSms(PHONE_CONTACT_PHONE, `Can I change my address? (${run})`);
      await expect(alex.task(contacts.phone)).toBeVisible();
      await expect(alex.offerCountdown(contacts.phone)).toBeVisible();
      await expect(alex.activeTask).toBeHidden();
      await shell.expectNoSidewaysScroll();
      await saveScreenshot(page, 'small-screens-390-list');
      await alex.task(contacts.phone).click();
      await expect(alex.activeTask).toBeVisible();
      await expect(alex.taskList).toBeHidden();
      await expect(alex.message(`Can I change my address? (${run})`)).toBeVisible();
      await alex.accept();
      await alex.send(`Yes, send me the new one (${run})`);
      await expect(alex.composer).toBeInViewport();
      await shell.expectNoSidewaysScroll();
      await saveScreenshot(page, 'small-screens-390-task');
    });

    await test.step('390 px: the customer opens over the task; Back returns to the list', async () => {
      await alex.openAndCloseCustomerDrawer();
      await alex.backToTasksButton.click();
      await expect(alex.taskList).toBeVisible();
      await expect(alex.activeTask).toBeHidden();
      await expect(page).toHaveURL('/agent');
      await alex.task(contacts.phone).click();
      await expect(alex.activeTask).toBeVisible();
    });

    await test.step('390 px: wrap-up opens over the task, and completes it', async () => {
      await alex.wrapUp({
        disposition: DISPOSITION,
        notes: `New address (${run})`,
        beforeSubmit: async () => {
          await shell.expectNoSidewaysScroll();
          await saveScreenshot(page, 'small-screens-390-wrap-up');
        },
      });
      await alex.expectNoTasks();
      await expect(alex.taskList).toHaveCount(0);
    });

    await test.step('Settings › Users at 1024 px: every role badge whole, inside its cell', async () => {
      await page.setViewportSize(TABLET);
      await adminApi.completeOpenTasks();
      // An admin's view: the agent has no Settings.
      await signInAs('admin', '/');
      const users = new UsersSettingsPage(page);
      await users.goto();
      const badges = await users.roleBadges();
      expect(badges.length, 'role badges').toBeGreaterThan(0);
      expect(badges.filter((badge) => !badge.whole || !badge.insideCell)).toEqual([]);
      await shell.expectNoSidewaysScroll();
      await saveScreenshot(page, 'small-screens-1024-users');
    });
  });
});
