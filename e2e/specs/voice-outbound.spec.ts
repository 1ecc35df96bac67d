import type { PlaywrightWorkerArgs } from '@playwright/test';
import { AgentDesk } from '../pages/AgentDesk.ts';
import { saveScreenshot } from '../support/artifacts.ts';
import { signInRequest } from '../support/sign-in.ts';
import { expect, setUnavailable, test } from './voice-fixtures.ts';

// Issue 5, "Tests that must exist": an outbound call from the dial pad to a busy number shows the
// busy text for 3 s. The simulator's number rules (docs/simulator.md): a number ending in 0005
// rings, then is busy after 1 s.

const BUSY_NUMBER = '+14155550005';
const BUSY_TEXT = 'Call failed to connect. Contact phone number is busy';

/** BUSY_NUMBER calls the brand once and hangs up before anyone answers: it is a contact to search. */
async function makeBusyNumberAContact(
  playwright: PlaywrightWorkerArgs['playwright'],
  baseURL: string | undefined,
) {
  const request = await playwright.request.newContext({ baseURL });
  try {
    const headers = { 'x-csrf-token': await signInRequest(request, 'admin') };
    const placed = await request.post('/api/simulator/inbound-call', {
      headers,
      data: { from: BUSY_NUMBER },
    });
    expect(placed.ok(), `inbound-call: ${await placed.text()}`).toBe(true);
    const { callSid } = (await placed.json()) as { callSid: string };
    const hungUp = await request.post(`/api/simulator/calls/${callSid}/hangup`, { headers, data: {} });
    expect(hungUp.ok(), `hangup: ${await hungUp.text()}`).toBe(true);
  } finally {
    await request.dispose();
  }
}

test.describe('[VOICE] outbound calls', () => {
  test.setTimeout(120_000);

  test('[VOICE][OUTBOUND] a call from the dial pad to a busy number shows the busy text for 3 s', async ({
    page,
    signInAs,
    adminApi,
    playwright,
    baseURL,
  }) => {
    await signInAs('agent', '/agent');
    const alex = new AgentDesk(page);
    await alex.expectReady();
    await alex.setStatus('Unavailable');

    await test.step('the busy number is a contact (it called once and hung up before anyone answered)', async () => {
      await setUnavailable(adminApi, ['admin']);
      await makeBusyNumberAContact(playwright, baseURL);
    });

    await alex.becomeAvailableNow();

    await test.step('dial pad: the contact, then the number to call from, then Go', async () => {
      await alex.navigationBar.getByRole('button', { name: 'Dial pad', exact: true }).click();
      const search = page.getByRole('textbox', { name: 'Search contacts' });
      await search.fill('4155550005');
      await page
        .getByRole('button', { name: /\+1 \(415\) 555-0005$/ })
        .first()
        .click();
      const step2 = page.getByRole('dialog', { name: 'Select phone number to dial/message from' });
      await expect(step2).toBeVisible();
      await expect(
        step2.getByRole('combobox', { name: 'Select phone number to dial/message from' }),
      ).toHaveValue('Set dynamically based on contact profile');
      await saveScreenshot(page, 'voice-dial-pad-step-2');
      await step2.getByRole('button', { name: 'Go', exact: true }).click();
      await expect(step2).toBeHidden();
    });

    await test.step('the number is busy: the text shows for 3 s', async () => {
      const toast = page.getByText(BUSY_TEXT, { exact: true });
      await expect(toast).toBeVisible({ timeout: 15_000 });
      const shownAt = Date.now();
      await saveScreenshot(page, 'voice-busy');
      await expect(toast).toBeVisible();
      await page.waitForTimeout(2_000);
      await expect(toast, 'still shown 2 s later').toBeVisible();
      await expect(toast).toBeHidden({ timeout: 4_000 });
      const shownFor = Date.now() - shownAt;
      expect(shownFor).toBeGreaterThanOrEqual(2_000);
      expect(shownFor).toBeLessThan(5_500);
      // The call never connected: its task is gone, and no 'Task failed to be accepted.'.
      await alex.expectNoTasks();
      await expect(page.getByText('Task failed to be accepted.')).toHaveCount(0);
    });

    await alex.setStatus('Unavailable');
  });

  test('[VOICE][OUTBOUND] "/call" in the global search opens the dial pad at step 2 for that customer, and Go calls them', async ({
    page,
    signInAs,
    adminApi,
    playwright,
    baseURL,
  }) => {
    await signInAs('agent', '/agent');
    const alex = new AgentDesk(page);
    await alex.expectReady();
    await alex.setStatus('Unavailable');
    await setUnavailable(adminApi, ['admin']);
    // The busy number is a contact: it called once and hung up before anyone answered.
    await makeBusyNumberAContact(playwright, baseURL);
    await alex.becomeAvailableNow();

    await test.step('meta+K, "/call" and the customer, Enter: step 2 for that customer, the desk link in the address', async () => {
      await page.keyboard.press('Control+k');
      const search = page.getByRole('dialog', { name: 'Search' }).getByRole('combobox', { name: 'Search' });
      await search.fill('/call 4155550005');
      await expect(page.getByRole('option', { selected: true })).toContainText('+1 (415) 555-0005', {
        timeout: 10_000,
      });
      await page.keyboard.press('Enter');
      const step2 = page.getByRole('dialog', { name: 'Select phone number to dial/message from' });
      await expect(step2).toBeVisible();
      await expect(step2).toContainText('+1 (415) 555-0005');
      await expect(page).toHaveURL(/\/agent\?phoneNumber=%2B14155550005&contactId=/);
      await step2.getByRole('button', { name: 'Go', exact: true }).click();
      await expect(step2).toBeHidden();
    });

    await test.step('the call is placed: the number is busy', async () => {
      await expect(page.getByText(BUSY_TEXT, { exact: true })).toBeVisible({ timeout: 15_000 });
      await alex.expectNoTasks();
      // Reloading the link does not open the dial pad again.
      await page.reload();
      await expect(page.getByRole('navigation', { name: 'Agent Desktop' })).toBeVisible();
      await page.waitForTimeout(1_000);
      await expect(
        page.getByRole('dialog', { name: 'Select phone number to dial/message from' }),
      ).toHaveCount(0);
    });

    await alex.setStatus('Unavailable');
  });
});
