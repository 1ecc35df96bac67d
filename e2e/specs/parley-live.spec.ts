import { AgentDesk } from '../pages/AgentDesk.ts';
import { ParleyLive } from '../pages/ParleyLive.ts';
import { saveScreenshot } from '../support/artifacts.ts';
import { DEMO_USERS } from '../support/demo.ts';
import { expect, test } from '../support/test.ts';

// Issue 15 "the Live page updating in Chromium when an agent changes status and a task waits": Sam
// watches Parley Live while Alex changes status and a contact texts with nobody free to answer. The
// page reads nothing on a timer (docs/reporting.md "Parley Live"): it changes only because the
// stream's events made it read again. The demo users' statuses go back to what they were, and the
// task is canceled.

/** A demo contact no other spec texts from (docs/simulator.md: 555-01xx, delivered). */
const CONTACT_PHONE = '+13035550115';
/** Parley Live waits for at most one coalesced read (1 s) and its request after an event. */
const LIVE_TIMEOUT = 5_000;

type AgentStatus = { email: string; status: string };

test.describe('[SUPERVISOR] Parley Live', () => {
  test('[SUPERVISOR][LIVE] the wallboard follows an agent changing status and a task waiting', async ({
    page,
    signInAs,
    openBrowserAs,
    adminApi,
  }) => {
    test.setTimeout(120_000);
    const run = Date.now().toString(36);
    const { agents } = await adminApi.graphql<{ agents: AgentStatus[] }>('{ agents { email status } }');
    const adminStatus = agents.find((agent) => agent.email === DEMO_USERS.admin.email)?.status;
    const setAdminStatus = (status: string) =>
      adminApi.graphql(
        'mutation ($status: String!) { updateAgent(updateUserData: { status: $status }) { status } }',
        { status },
      );

    await signInAs('agent', '/agent');
    const alex = new AgentDesk(page);
    await alex.expectReady();
    const alexStatus = await alex.status();
    const sam = await openBrowserAs('supervisor', '/agent');
    const samDesk = new AgentDesk(sam.page);
    await samDesk.expectReady();
    const samStatus = await samDesk.status();

    let taskSid: string | null = null;
    const cancelTask = async () => {
      if (!taskSid) return;
      await adminApi.graphql(
        'mutation ($taskSid: String!) { cancelOpenTask(taskSid: $taskSid, cancellationReasonId: "Duplicate") }',
        { taskSid },
      );
      taskSid = null;
    };
    const restoreStatuses = async () => {
      if (alexStatus !== (await alex.status())) await alex.setStatus(alexStatus);
      await samDesk.goto();
      if (samStatus !== (await samDesk.status())) await samDesk.setStatus(samStatus);
      if (adminStatus) await setAdminStatus(adminStatus);
    };
    try {
      await test.step('Alex is the only one available; Sam opens Parley Live', async () => {
        await setAdminStatus('Unavailable');
        await samDesk.setStatus('Unavailable');
        if ((await alex.status()) !== 'Available') await alex.setStatus('Available');
        const live = new ParleyLive(sam.page);
        await live.goto();
        await expect(live.agentsIn('Available')).toContainText(DEMO_USERS.agent.name);
        await expect(live.fullScreenButton()).toBeVisible();
      });

      const live = new ParleyLive(sam.page);
      await test.step('Alex goes unavailable: the wallboard moves him within a few seconds', async () => {
        await alex.setStatus('Unavailable');
        await expect(live.agentsIn('Unavailable')).toContainText(DEMO_USERS.agent.name, {
          timeout: LIVE_TIMEOUT,
        });
        await expect(live.agentsIn('Available')).toHaveCount(0);
      });

      await test.step('a contact texts with nobody available: the task waits on the wallboard', async () => {
        const before = await live.waiting();
        taskSid = (await adminApi.sendInboundSms(CONTACT_PHONE, `Anyone there? (${run})`)).taskSid;
        expect(taskSid, 'the text made a task').toBeTruthy();
        await expect(live.summary('Waiting')).toHaveText(String(before + 1), { timeout: LIVE_TIMEOUT });
        const waitingTile = sam.page.getByTestId('live-queue').filter({ hasNotText: 'Longest wait—' });
        await expect(waitingTile.first()).toContainText(/Longest wait\s*\d+:\d\d/);
        await saveScreenshot(sam.page, 'parley-live-task-waiting');

        await cancelTask();
        await expect(live.summary('Waiting')).toHaveText(String(before), { timeout: LIVE_TIMEOUT });
      });
    } catch (error) {
      await cancelTask().catch(() => undefined);
      await restoreStatuses().catch(() => undefined);
      throw error;
    }
    await restoreStatuses();
  });
});
