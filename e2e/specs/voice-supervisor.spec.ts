import { AgentDesk } from '../pages/AgentDesk.ts';
import { AgentsPage } from '../pages/AgentsPage.ts';
import { CallPanel } from '../pages/CallPanel.ts';
import { SimulatorCalls } from '../pages/SimulatorCalls.ts';
import { saveScreenshot } from '../support/artifacts.ts';
import {
  demoUser,
  expect,
  expectDoesNotHear,
  expectHears,
  peerOf,
  selfSidOf,
  test,
} from './voice-fixtures.ts';

// Issue 5, "Tests that must exist": a supervisor listens, then whispers, then barges, and the audio
// routing is checked on each side (docs/voice-contract.md media plan):
//   listen   the supervisor hears the agent and the contact, nobody hears the supervisor;
//   whisper  the agent hears the supervisor, the contact does not;
//   barge    both hear the supervisor.

const CONTACT_PHONE = '+13125550133';

test.describe('[VOICE] supervisor coaching', () => {
  test.setTimeout(180_000);

  test('[VOICE][SUPERVISOR] listen, then whisper, then barge, with the audio routed on each side', async ({
    page,
    signInAs,
    openBrowserAs,
    adminApi,
  }) => {
    const contact = await adminApi.contactByPhone(CONTACT_PHONE);
    const contactName = contact.name ?? 'Contact';
    const admin = await demoUser(adminApi, 'admin');
    await adminApi.graphql(
      'mutation ($data: UpdateUserDataInput!) { updateAgent(updateUserData: $data) { status } }',
      {
        data: { status: 'Unavailable', twilioSid: admin.workerSid },
      },
    );

    await signInAs('admin', '/dev/simulator');
    const simulator = new SimulatorCalls(page);
    const alexPage = (await openBrowserAs('agent', '/agent')).page;
    const samPage = (await openBrowserAs('supervisor', '/agent')).page;
    const alex = new AgentDesk(alexPage);
    const sam = new AgentDesk(samPage);
    await alex.expectReady();
    await sam.expectReady();
    await sam.setStatus('Unavailable');
    await alex.becomeAvailableNow();

    const { alexSid, contactSid } = await test.step('Alex is on a call with the contact', async () => {
      await simulator.callTheBrand(CONTACT_PHONE);
      const call = new CallPanel(alexPage);
      await call.expectIncoming(contactName);
      await call.accept();
      const alexSid = await selfSidOf(alexPage);
      const contactSid = await selfSidOf(page);
      await expectHears(alexPage, contactSid, 'Alex hears the contact');
      await expectHears(page, alexSid, 'the contact hears Alex');
      return { alexSid, contactSid };
    });

    const agents = new AgentsPage(samPage);
    await agents.goto();
    await expect(agents.row('Alex Agent')).toContainText(`Live call: ${contactName}`, { timeout: 15_000 });

    const samSid = await test.step('listen: Sam hears both, nobody hears Sam', async () => {
      await agents.start('Alex Agent', 'Listen');
      const samSid = await selfSidOf(samPage);
      await expectHears(samPage, alexSid, 'Sam hears Alex');
      await expectHears(samPage, contactSid, 'Sam hears the contact');
      expect((await peerOf(samPage, alexSid))?.send, 'Sam sends nothing to Alex').toBe(false);
      expect((await peerOf(samPage, contactSid))?.send, 'Sam sends nothing to the contact').toBe(false);
      await expectDoesNotHear(alexPage, samSid, 'Alex does not hear Sam');
      await expectDoesNotHear(page, samSid, 'the contact does not hear Sam');
      // The call itself goes on.
      await expectHears(alexPage, contactSid, 'Alex still hears the contact');
      await saveScreenshot(samPage, 'voice-supervisor-listening');
      return samSid;
    });

    await test.step('whisper: Alex hears Sam, the contact does not', async () => {
      await agents.start('Alex Agent', 'Whisper');
      await expectHears(alexPage, samSid, 'Alex hears Sam');
      await expectDoesNotHear(page, samSid, 'the contact does not hear Sam');
      await expectHears(samPage, contactSid, 'Sam still hears the contact');
      await expectHears(page, alexSid, 'the contact still hears Alex');
    });

    await test.step('barge: Alex and the contact both hear Sam', async () => {
      await agents.start('Alex Agent', 'Barge');
      await expectHears(alexPage, samSid, 'Alex hears Sam');
      await expectHears(page, samSid, 'the contact hears Sam');
      await expectHears(samPage, alexSid, 'Sam hears Alex');
      await expectHears(samPage, contactSid, 'Sam hears the contact');
      await saveScreenshot(samPage, 'voice-supervisor-barging');
    });

    await test.step('stop: Sam leaves the call; Alex and the contact talk on', async () => {
      await agents.stop('Alex Agent');
      await expect
        .poll(async () => (await peerOf(alexPage, samSid)) === undefined, { timeout: 15_000 })
        .toBe(true);
      await expectHears(alexPage, contactSid, 'Alex hears the contact');
    });

    await test.step('Alex hangs up and wraps up', async () => {
      await new CallPanel(alexPage).hangUp();
      await expect(simulator.call(contactName, 'completed')).toBeVisible({ timeout: 15_000 });
      await expect(alex.wrapUpForm).toBeVisible();
      await alex.wrapUpForm.getByRole('combobox', { name: 'Disposition' }).click();
      await alexPage.getByRole('option').first().click();
      await alex.wrapUpForm.getByRole('button', { name: 'Submit', exact: true }).click();
      await alex.expectNoTasks();
      await alex.setStatus('Unavailable');
    });
  });
});
