import { AgentDesk } from '../pages/AgentDesk.ts';
import { CallPanel } from '../pages/CallPanel.ts';
import { SimulatorCalls } from '../pages/SimulatorCalls.ts';
import { saveScreenshot } from '../support/artifacts.ts';
import { toneWav } from '../support/tone-wav.ts';
import { expect, setFlag, setUnavailable, test } from './voice-fixtures.ts';

// Leaving a call without hanging up on the contact (spec 000 §7, spec 001 §2, §6;
// docs/voice-contract.md "Voicemail drops", "External transfer"): Alex uploads a pre-recorded
// voicemail drop from the desk's My Settings, drops it on a call (the Contact Simulator, the contact's
// phone, plays it; the call completes once it has played), and transfers another call cold to an
// External Transfer Phonebook entry. Two browsers: the admin's Contact Simulator and Alex (agent).

/** Demo contacts (+1 212 555 01xx: no number rule applies). */
const DROP_CONTACT = '+12125550122';
const TRANSFER_CONTACT = '+12125550123';
/** A phonebook entry whose number a silent contact answers at once (the simulator's rule 0007). */
const PARTNER = { name: 'E2E Billing partner', phoneNumber: '+14155550007' };
const DROP_NAME = 'E2E greeting';
const DROP_SECONDS = 6;

const DISPOSITION = 'Resolved';

test.describe('[VOICE] leaving a call to a voicemail drop or an outside number', () => {
  test.setTimeout(150_000);

  test('[VOICE][DROP][TRANSFER] a drop uploaded on My Settings plays to the contact; a call goes cold to the phonebook', async ({
    page,
    signInAs,
    openBrowserAs,
    adminApi,
  }) => {
    const contacts =
      await test.step('the admin prepares: flags, a phonebook entry, nobody else available', async () => {
        await adminApi.ensureDisposition(DISPOSITION);
        await setFlag(adminApi, 'agent', 'hasPreRecordedVmDrops', true);
        await setFlag(adminApi, 'agent', 'transfers', true);
        const { externalTransferPhonebook } = await adminApi.graphql<{
          externalTransferPhonebook: { name: string }[];
        }>('query { externalTransferPhonebook { name } }');
        if (!externalTransferPhonebook.some((entry) => entry.name === PARTNER.name)) {
          await adminApi.graphql(
            'mutation ($input: ExternalTransferPhonebookEntryInput!) { createExternalTransferPhonebookEntry(input: $input) { id } }',
            { input: PARTNER },
          );
        }
        await setUnavailable(adminApi, ['admin', 'supervisor']);
        return {
          drop: await adminApi.contactByPhone(DROP_CONTACT),
          transfer: await adminApi.contactByPhone(TRANSFER_CONTACT),
        };
      });

    await signInAs('admin', '/dev/simulator');
    const simulator = new SimulatorCalls(page);
    const alexPage = (await openBrowserAs('agent', '/agent')).page;
    const alex = new AgentDesk(alexPage);
    const alexCall = new CallPanel(alexPage);
    await alex.expectReady();

    await test.step('Alex opens My Settings from the status menu and uploads a voicemail drop', async () => {
      await alex.statusButton.click();
      await alex.statusMenu.getByRole('menuitem', { name: 'My Settings', exact: true }).click();
      await expect(alexPage).toHaveURL('/agent/my-settings');
      const section = alexPage.getByRole('region', { name: 'My Pre-recorded Voicemail Drops' });
      const form = section.getByRole('form', { name: 'Upload a recording' });
      await form.getByLabel(/^Name/).fill(DROP_NAME);
      await section.locator('input[type="file"]').setInputFiles({
        name: 'greeting.wav',
        mimeType: 'audio/wav',
        buffer: toneWav(DROP_SECONDS),
      });
      await form.getByRole('button', { name: 'Upload a recording' }).click();
      await expect(section.getByRole('cell', { name: DROP_NAME, exact: true })).toBeVisible();
      await saveScreenshot(alexPage, 'voice-agent-my-settings');
      await alex.goto();
      await alex.becomeAvailableNow();
    });

    const dropName = contacts.drop.name ?? 'Contact';
    await test.step('Alex drops the voicemail: free at once, the contact’s phone plays it, the call completes', async () => {
      await simulator.callTheBrand(DROP_CONTACT);
      await alexCall.expectIncoming(dropName);
      await alexCall.accept();
      await expect(simulator.call(dropName, 'in-progress')).toBeVisible();
      await alexCall.control('Voicemail drop').click();
      await alexPage.getByRole('menuitem', { name: new RegExp(`^${DROP_NAME}`) }).click();
      await expect(
        alexCall.panel.getByText(
          `“${DROP_NAME}” is playing on the contact’s voicemail. You have left the call; it ends when the recording has played (${DROP_SECONDS} s).`,
        ),
      ).toBeVisible();
      const row = simulator.call(dropName, 'in-progress');
      const player = row.getByLabel('Voicemail drop', { exact: true });
      await expect(player).toHaveAttribute('src', /^\/api\/voicemail-drops\/[0-9a-f-]+\/audio$/);
      // The stored audio arrives and plays (the admin may read any drop of the brand).
      await expect
        .poll(() => player.evaluate((audio: HTMLAudioElement) => !audio.paused && audio.currentTime > 0))
        .toBe(true);
      await expect(row.getByRole('status')).toHaveText(/playing it \(6 s\)|has played/);
      await saveScreenshot(page, 'voice-drop-playing');
      await expect(alex.wrapUpForm).toBeVisible({ timeout: 15_000 });
      await expect(simulator.call(dropName, 'completed')).toBeVisible({ timeout: 15_000 });
      await alex.submitCallWrapUp(DISPOSITION);
    });

    const transferName = contacts.transfer.name ?? 'Contact';
    await test.step('Alex transfers the next call cold to the phonebook entry; contact and number talk on', async () => {
      await alex.becomeAvailableNow();
      await simulator.callTheBrand(TRANSFER_CONTACT);
      await alexCall.expectIncoming(transferName);
      await alexCall.accept();
      await expect(simulator.call(transferName, 'in-progress')).toBeVisible();
      await alexCall.control('Transfer').click();
      await expect(alexCall.transferDialog).toBeVisible();
      await alexCall.transferDialog.getByRole('tab', { name: 'External' }).click();
      await alexCall.transferDialog.getByRole('textbox', { name: 'Search the phonebook' }).fill('billing');
      await alexCall.transferDialog.getByRole('radio', { name: new RegExp(PARTNER.name) }).click();
      await alexCall.transferDialog.getByRole('button', { name: 'Transfer', exact: true }).click();
      await expect(alexCall.transferDialog).toBeHidden();
      await expect(
        alexCall.panel.getByText(`Transferred to ${PARTNER.name} (`, { exact: false }),
      ).toBeVisible();
      await expect(alex.wrapUpForm).toBeVisible({ timeout: 15_000 });
      // The contact stays on the call with the number until one of them hangs up.
      const live = simulator.call(transferName, 'in-progress');
      await expect(live).toBeVisible();
      await live.getByRole('button', { name: 'Hang up', exact: true }).click();
      await expect(simulator.call(transferName, 'completed')).toBeVisible({ timeout: 15_000 });
      await alex.submitCallWrapUp(DISPOSITION);
      await alex.setStatus('Unavailable');
      await setFlag(adminApi, 'agent', 'hasPreRecordedVmDrops', false);
    });
  });
});
