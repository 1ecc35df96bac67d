import { AgentDesk } from '../pages/AgentDesk.ts';
import {
  ComplianceSettingsPage,
  DailyAvailableHoursPage,
  DO_NOT_CALL_REASON,
} from '../pages/CompliancePage.ts';
import type { AdminApi } from '../support/admin-api.ts';
import { saveScreenshot } from '../support/artifacts.ts';
import { expect, setUnavailable, test } from './voice-fixtures.ts';

// Issue 14 (docs/compliance.md): the server refuses the outbound calls the brand's rules forbid, and
// the agent is told why. An admin puts a number on the do-not-call list in Settings › Compliance
// Settings; the agent's call to it from the dial pad fails with spec 000 §8's `blocked` text; the
// decision log shows the skipped call. Then Daily Available Hours with every day off refuses a call
// with a toast naming the rule.
//
// The demo brand is shared by every spec and kept open around the clock by a worker fixture
// (support/test.ts): each test puts back what it changed, through the API when a step failed.

/** spec 000 §8 "Call failures": `blocked`. */
const BLOCKED_TEXT = 'Call failed to connect. This call was blocked by a do-not-call list.';
/** Parley's `restricted` failure names the rule (docs/compliance.md "What the person sees"). */
const OUTSIDE_HOURS_TEXT = /^Call failed to connect\. Outside the daily available hours/;

/**
 * Contacts of this spec only: clear of the demo contacts (555 01xx), of the simulator's failure
 * rules (…0000–0009, docs/simulator.md) and of the numbers other specs use.
 */
const DO_NOT_CALL_CONTACT = {
  userId: 'e2e-compliance-dnc',
  firstName: 'Dana',
  lastName: 'Donotcall',
  phone: '+14155551414',
  shown: '+1 (415) 555-1414',
};
const AFTER_HOURS_CONTACT = {
  userId: 'e2e-compliance-hours',
  firstName: 'Hal',
  lastName: 'Afterhours',
  phone: '+14155551415',
  shown: '+1 (415) 555-1415',
};
type SpecContact = typeof DO_NOT_CALL_CONTACT;

/** The contact exists (an ingest identify), so the dial pad's contact search finds it. */
async function ensureContact(adminApi: AdminApi, contact: SpecContact): Promise<void> {
  await adminApi.ingest([
    {
      type: 'identify',
      userId: contact.userId,
      traits: {
        firstName: contact.firstName,
        lastName: contact.lastName,
        phones: [{ phoneNumber: contact.phone, isPrimary: true }],
      },
    },
  ]);
}

/** Takes `phone` off the do-not-call list when a failed run left it there. */
async function removeFromDoNotCallList(adminApi: AdminApi, phone: string): Promise<void> {
  const { doNotCallNumbers } = await adminApi.graphql<{
    doNotCallNumbers: { entries: { phoneNumber: string }[] };
  }>('query ($search: String) { doNotCallNumbers(search: $search) { entries { phoneNumber } } }', {
    search: phone,
  });
  if (!doNotCallNumbers.entries.some((entry) => entry.phoneNumber === phone)) return;
  await adminApi.graphql(
    'mutation ($phoneNumber: String!) { removeDoNotCallNumber(phoneNumber: $phoneNumber) }',
    { phoneNumber: phone },
  );
}

/** The dial pad: the contact by its digits, its number, then Go with the from-number the profile sets. */
async function dialFromDialPad(desk: AgentDesk, contact: SpecContact): Promise<void> {
  const page = desk.page;
  await desk.navigationBar.getByRole('button', { name: 'Dial pad', exact: true }).click();
  await page.getByRole('textbox', { name: 'Search contacts' }).fill(contact.phone.slice(2));
  // A result's number button is named '{contact} {number}'.
  const escaped = contact.shown.replace(/[()+]/g, '\\$&');
  await page
    .getByRole('button', { name: new RegExp(` ${escaped}$`) })
    .first()
    .click();
  const step2 = page.getByRole('dialog', { name: 'Select phone number to dial/message from' });
  await expect(step2).toBeVisible();
  await step2.getByRole('button', { name: 'Go', exact: true }).click();
  await expect(step2).toBeHidden();
}

test.describe('[COMPLIANCE] outbound calls the rules forbid', () => {
  test.setTimeout(120_000);

  test('[ADMIN][COMPLIANCE][DNC] a number put on the do-not-call list is refused, and the log says why', async ({
    page,
    signInAs,
    openBrowserAs,
    adminApi,
  }) => {
    const contact = DO_NOT_CALL_CONTACT;
    await ensureContact(adminApi, contact);
    const shell = await signInAs('admin');
    const compliance = new ComplianceSettingsPage(page, shell);
    const alex = new AgentDesk((await openBrowserAs('agent', '/agent')).page);
    await alex.expectReady();

    try {
      await test.step('the admin adds the number with a note and sees it in the list', async () => {
        await compliance.goto();
        await compliance.addToDoNotCall('(415) 555-1414', 'Asked not to be called again');
        const row = compliance.doNotCallRow(contact.shown);
        await expect(row).toContainText('Added by hand');
        await expect(row).toContainText('Calls and texts');
        await expect(row).toContainText('Asked not to be called again');
        await saveScreenshot(page, 'compliance-do-not-call-list');
      });

      await test.step('the agent dials it from the dial pad: blocked by the do-not-call list', async () => {
        await alex.becomeAvailableNow();
        await dialFromDialPad(alex, contact);
        await expect(alex.page.getByText(BLOCKED_TEXT, { exact: true })).toBeVisible({ timeout: 15_000 });
        await saveScreenshot(alex.page, 'compliance-do-not-call-toast');
        // The call never connected: its task is canceled, as a carrier's refusal is.
        await alex.expectNoTasks();
      });

      await test.step('the decision log shows the skipped call with its reason', async () => {
        await compliance.searchDecisions('+1 415 555 1414');
        const skipped = compliance.decisionRows('Skipped');
        await expect(skipped).toHaveCount(1);
        await expect(skipped).toContainText(DO_NOT_CALL_REASON);
        await expect(skipped).toContainText('The number is on the do-not-call list.');
        await expect(skipped).toContainText('Call');
        await expect(skipped).toContainText('Agent');
        await compliance.decisionLog.scrollIntoViewIfNeeded();
        await saveScreenshot(page, 'compliance-decision-log');
      });

      await test.step('the admin removes the number again', async () => {
        await compliance.removeFromDoNotCall(contact.shown);
      });
    } finally {
      await removeFromDoNotCallList(adminApi, contact.phone);
      await setUnavailable(adminApi, ['agent']);
    }
  });

  test('[ADMIN][COMPLIANCE][HOURS] with every day closed, a call is refused as outside the daily available hours', async ({
    page,
    signInAs,
    openBrowserAs,
    adminApi,
  }) => {
    const contact = AFTER_HOURS_CONTACT;
    await ensureContact(adminApi, contact);
    const shell = await signInAs('admin', '/settings');
    const hours = new DailyAvailableHoursPage(page, shell);
    const alex = new AgentDesk((await openBrowserAs('agent', '/agent')).page);
    await alex.expectReady();

    try {
      await test.step('the admin switches every day off and saves', async () => {
        await hours.openFromSettings();
        await hours.closeEveryDay();
        await saveScreenshot(page, 'compliance-daily-hours-closed');
      });

      await test.step("the agent's call fails with a toast naming the rule", async () => {
        await alex.becomeAvailableNow();
        await dialFromDialPad(alex, contact);
        const toast = alex.page.getByText(OUTSIDE_HOURS_TEXT);
        await expect(toast).toBeVisible({ timeout: 15_000 });
        await expect(toast).toContainText('no available hours on');
        // One toast, the one that names the rule: not a second, general one.
        await expect(alex.page.getByText(/^Call failed to connect\./)).toHaveCount(1);
        await saveScreenshot(alex.page, 'compliance-outside-hours-toast');
        await alex.expectNoTasks();
      });

      await test.step('the admin opens every day again, 00:00–24:00', async () => {
        await hours.openEveryDay('00:00', '24:00');
        await page.reload();
        await expect(hours.availableSwitch('Sunday')).toBeChecked();
        await expect(hours.form.getByLabel('Sunday end', { exact: true })).toHaveValue('24:00');
      });
    } finally {
      // Whatever happened above, the demo brand stays open around the clock for the other specs.
      await adminApi.openAroundTheClock();
      await setUnavailable(adminApi, ['agent']);
    }
  });
});
