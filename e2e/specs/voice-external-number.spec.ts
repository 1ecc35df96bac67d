import { AgentDesk } from '../pages/AgentDesk.ts';
import { CallPanel } from '../pages/CallPanel.ts';
import { SimulatorCalls } from '../pages/SimulatorCalls.ts';
import { saveScreenshot } from '../support/artifacts.ts';
import { expect, setFlag, setUnavailable, test } from './voice-fixtures.ts';

// A cold transfer to a typed outside number (docs/voice-web.md "A typed number", docs/voice-contract.md
// "Typed outside numbers"): only with Alex's feature flag externalTransferToAnyNumber (Parley's,
// default off) does the transfer dialog's External tab offer a "Phone number" field; a number that is
// not valid is refused in the browser, and a valid one that is in no phonebook takes the call — the
// agent leaves, the contact talks on with the number. Two browsers: the admin's Contact Simulator
// (the contact's phone) and Alex (agent).

/** A demo contact (+1 212 555 01xx: no number rule applies) no other spec calls with. */
const CONTACT = '+12125550125';
/** Typed as a person would; in no phonebook. Ends in 0007: a silent contact answers it at once. */
const OUTSIDE_TYPED = '(650) 555-0007';
const OUTSIDE_E164 = '+16505550007';
const OUTSIDE_SHOWN = '+1 (650) 555-0007';
/** Too short to be a phone number. */
const INVALID_TYPED = '555-01';
const INVALID_MESSAGE = 'Not a valid phone number. US numbers can be typed without +1.';
const FLAG = 'externalTransferToAnyNumber';
const DISPOSITION = 'Resolved';

test.describe('[VOICE] a cold transfer to a typed outside number', () => {
  test.setTimeout(150_000);

  test('[VOICE][TRANSFER] with externalTransferToAnyNumber an agent transfers a call cold to a typed number outside the phonebook', async ({
    page,
    signInAs,
    openBrowserAs,
    adminApi,
  }) => {
    const contact =
      await test.step('the admin prepares: transfers on, the typed-number flag off, nobody else available', async () => {
        await adminApi.ensureDisposition(DISPOSITION);
        await setFlag(adminApi, 'agent', 'transfers', true);
        await setFlag(adminApi, 'agent', FLAG, false);
        const { externalTransferPhonebook } = await adminApi.graphql<{
          externalTransferPhonebook: { phoneNumber: string }[];
        }>('query { externalTransferPhonebook { phoneNumber } }');
        expect(
          externalTransferPhonebook.map((entry) => entry.phoneNumber),
          'the typed number is in no phonebook entry',
        ).not.toContain(OUTSIDE_E164);
        await setUnavailable(adminApi, ['admin', 'supervisor']);
        return adminApi.contactByPhone(CONTACT);
      });

    await signInAs('admin', '/dev/simulator');
    const simulator = new SimulatorCalls(page);
    const alexPage = (await openBrowserAs('agent', '/agent')).page;
    const alex = new AgentDesk(alexPage);
    const alexCall = new CallPanel(alexPage);
    await alex.expectReady();
    const externalTransfers: string[] = [];
    alexPage.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/conv/transfers/external')) {
        externalTransfers.push(request.postData() ?? '');
      }
    });
    const dialog = alexCall.transferDialog;
    const phoneField = dialog.getByRole('textbox', { name: 'Phone number', exact: true });
    const contactName = contact.name ?? 'Contact';

    /** The contact calls, Alex accepts and opens Transfer › External. */
    const callAndOpenExternal = async () => {
      await alex.becomeAvailableNow();
      await simulator.callTheBrand(CONTACT);
      await alexCall.expectIncoming(contactName);
      await alexCall.accept();
      await expect(simulator.call(contactName, 'in-progress')).toBeVisible();
      await alexCall.control('Transfer').click();
      await expect(dialog).toBeVisible();
      await dialog.getByRole('tab', { name: 'External' }).click();
      await expect(dialog.getByRole('textbox', { name: 'Search the phonebook' })).toBeVisible();
    };

    await test.step('without the flag the External tab offers the phonebook only, no "Phone number" field', async () => {
      await callAndOpenExternal();
      await expect(phoneField).toHaveCount(0);
      await alexPage.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await alexCall.hangUp();
      await expect(simulator.call(contactName, 'completed').first()).toBeVisible({ timeout: 15_000 });
      await alex.submitCallWrapUp(DISPOSITION, { timeout: 15_000 });
    });

    await test.step('with the flag (the page loaded again) the field is there; an invalid number shows its error and sends nothing', async () => {
      await setFlag(adminApi, 'agent', FLAG, true);
      await alex.goto();
      await callAndOpenExternal();
      await expect(phoneField).toBeVisible();
      await expect(phoneField).toHaveAttribute('placeholder', 'Or type a number, e.g. (415) 555-0100');
      await phoneField.fill(INVALID_TYPED);
      await dialog.getByRole('button', { name: 'Transfer', exact: true }).click();
      await expect(dialog.getByText(INVALID_MESSAGE, { exact: true })).toBeVisible();
      await expect(phoneField).toHaveAttribute('aria-invalid', 'true');
      // Nothing went out: the dialog stays, Alex is still on the call with the contact.
      await expect(dialog).toBeVisible();
      await expect(alexCall.control('Hang up')).toBeVisible();
      await expect(simulator.call(contactName, 'in-progress')).toBeVisible();
      expect(externalTransfers, 'transfer requests after an invalid number').toEqual([]);
      await saveScreenshot(alexPage, 'voice-external-number-invalid');
    });

    await test.step('Alex types a number outside the phonebook and transfers cold; contact and number talk on', async () => {
      await phoneField.fill(OUTSIDE_TYPED);
      // Typing clears the error.
      await expect(dialog.getByText(INVALID_MESSAGE, { exact: true })).toHaveCount(0);
      await dialog.getByRole('button', { name: 'Transfer', exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(
        alexPage.getByText(`Call transferred to ${OUTSIDE_SHOWN}.`, { exact: true }),
      ).toBeVisible();
      await expect(
        alexCall.panel.getByText(
          `Transferred to ${OUTSIDE_SHOWN}. You have left the call; the contact stays on it with them.`,
          { exact: true },
        ),
      ).toBeVisible();
      expect(externalTransfers.map((body) => JSON.parse(body) as unknown)).toEqual([
        expect.objectContaining({ phoneNumber: OUTSIDE_E164 }),
      ]);
      await expect(alex.wrapUpForm).toBeVisible({ timeout: 15_000 });
      // The contact stays on the call, now with the outside number (its silent leg, answered at once).
      const live = simulator.call(contactName, 'in-progress');
      await expect(live).toBeVisible();
      await expect(simulator.call(OUTSIDE_SHOWN, 'in-progress')).toBeVisible();
      await saveScreenshot(page, 'voice-external-number-transferred');
      await live.getByRole('button', { name: 'Hang up', exact: true }).click();
      await expect(simulator.call(contactName, 'in-progress')).toHaveCount(0, { timeout: 15_000 });
      await expect(simulator.call(contactName, 'completed').first()).toBeVisible();
      await alex.submitCallWrapUp(DISPOSITION, { timeout: 15_000 });
      await alex.setStatus('Unavailable');
      await setFlag(adminApi, 'agent', FLAG, false);
    });
  });
});
