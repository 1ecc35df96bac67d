import type { Request } from '@playwright/test';
import { AgentDesk } from '../pages/AgentDesk.ts';
import { CallPanel } from '../pages/CallPanel.ts';
import { SimulatorCalls } from '../pages/SimulatorCalls.ts';
import { saveScreenshot } from '../support/artifacts.ts';
import {
  expect,
  expectDoesNotHear,
  expectHears,
  mediaOf,
  selfSidOf,
  setFlag,
  setUnavailable,
  test,
} from './voice-fixtures.ts';

// Issue 5, "Tests that must exist": an inbound call from the Contact Simulator is offered,
// accepted, audio flows both ways (non-silent inbound audio measured on both ends), held,
// transferred to a second agent, and wrapped. Three browsers with fake microphones: the admin's
// Contact Simulator page (the contact's phone), Alex (agent) and Sam (supervisor, a second agent).

/** A demo contact (+1 212 555 01xx: no number rule applies). */
const CONTACT_PHONE = '+12125550121';
const DISPOSITION = 'Resolved';

test.describe('[VOICE] calls with real audio', () => {
  test.setTimeout(180_000);

  test('[VOICE][INBOUND] offered, accepted, audio both ways, held, transferred to a second agent, wrapped', async ({
    page,
    signInAs,
    openBrowserAs,
    adminApi,
  }) => {
    const contact =
      await test.step('the admin prepares: a contact, transfers for Alex, nobody else available', async () => {
        await adminApi.ensureDisposition(DISPOSITION);
        await setFlag(adminApi, 'agent', 'transfers', true);
        await setUnavailable(adminApi, ['admin']);
        return adminApi.contactByPhone(CONTACT_PHONE);
      });
    const contactName = contact.name ?? 'Contact';

    await signInAs('admin', '/dev/simulator');
    const simulator = new SimulatorCalls(page);
    const alexPage = (await openBrowserAs('agent', '/agent')).page;
    const samPage = (await openBrowserAs('supervisor', '/agent')).page;
    const alex = new AgentDesk(alexPage);
    const sam = new AgentDesk(samPage);
    const alexCall = new CallPanel(alexPage);
    const samCall = new CallPanel(samPage);
    await alex.expectReady();
    await sam.expectReady();
    await sam.setStatus('Unavailable');
    await alex.becomeAvailableNow();

    await test.step('the contact calls the brand; the call rings on Alex’s desk', async () => {
      await simulator.callTheBrand(CONTACT_PHONE);
      await alexCall.expectIncoming(contactName);
      await expect(
        simulator.call(contactName, 'ringing').or(simulator.call(contactName, 'queued')),
      ).toBeVisible();
      await saveScreenshot(alexPage, 'voice-incoming-call');
    });

    const { alexSid, contactSid } =
      await test.step('Alex accepts: the call connects, audio flows both ways', async () => {
        await alexCall.accept();
        await expect(simulator.call(contactName, 'in-progress')).toBeVisible();
        const alexSid = await selfSidOf(alexPage);
        const contactSid = await selfSidOf(page);
        await expectHears(alexPage, contactSid, 'Alex hears the contact');
        await expectHears(page, alexSid, 'the contact hears Alex');
        // Both microphones are live and the timer runs.
        expect((await mediaOf(alexPage))[0]?.microphone).toBe(true);
        await expect(alexCall.timer).toHaveText(/^0:0[1-9]|^0:[1-5]\d/);
        await saveScreenshot(alexPage, 'voice-active-call');
        return { alexSid, contactSid };
      });

    await test.step('Alex holds: neither hears the other; resuming brings the audio back', async () => {
      await alexCall.hold();
      await expectDoesNotHear(page, alexSid, 'the contact does not hear Alex on hold');
      await expectDoesNotHear(alexPage, contactSid, 'Alex does not hear the contact on hold');
      await alexCall.resume();
      await expectHears(page, alexSid, 'the contact hears Alex again');
      await expectHears(alexPage, contactSid, 'Alex hears the contact again');
    });

    await test.step('Alex transfers the call to Sam, who accepts and talks to the contact', async () => {
      await sam.becomeAvailableNow();
      await alexCall.transferTo('Sam Supervisor');
      await samCall.expectIncoming(contactName);
      await samCall.accept();
      const samSid = await selfSidOf(samPage);
      await expectHears(samPage, contactSid, 'Sam hears the contact');
      await expectHears(page, samSid, 'the contact hears Sam');
      // Alex has left the call: the task is his to wrap up.
      await expect(alex.wrapUpForm).toBeVisible({ timeout: 15_000 });
      await expect.poll(async () => (await mediaOf(alexPage)).length).toBe(0);
    });

    await test.step('Alex wraps up; the summary carries the call statistics', async () => {
      const summary = alexPage.waitForRequest(
        (request: Request) =>
          request.url().endsWith('/conv/tasks/summarize-task') && request.method() === 'POST',
      );
      const disposition = alex.wrapUpForm.getByRole('combobox', { name: 'Disposition' });
      await disposition.click();
      await alexPage.getByRole('option', { name: DISPOSITION, exact: true }).click();
      await alex.wrapUpForm.getByRole('button', { name: 'Submit', exact: true }).click();
      const body = (await summary).postDataJSON() as {
        audioStatistics: Record<string, { sampleCount: number; average: number | null }> | null;
      };
      expect(body.audioStatistics, 'audioStatistics').not.toBeNull();
      expect(body.audioStatistics?.rtt?.sampleCount).toBeGreaterThan(0);
      expect(body.audioStatistics?.audioOutputLevel?.average).toBeGreaterThan(0);
      await alex.expectNoTasks();
    });

    await test.step('Sam hangs up: the contact’s call completes, Sam wraps up', async () => {
      await samCall.hangUp();
      await expect(simulator.call(contactName, 'completed')).toBeVisible({ timeout: 15_000 });
      await expect(sam.wrapUpForm).toBeVisible();
      await sam.wrapUpForm.getByRole('combobox', { name: 'Disposition' }).click();
      await samPage.getByRole('option', { name: DISPOSITION, exact: true }).click();
      await sam.wrapUpForm.getByRole('button', { name: 'Submit', exact: true }).click();
      await sam.expectNoTasks();
      await sam.setStatus('Unavailable');
      await alex.setStatus('Unavailable');
    });
  });
});
