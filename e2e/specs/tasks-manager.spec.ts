import { TASK_MANAGER_TEXTS } from '@parley/core/routing/task-manager-actions';
import { AgentDesk } from '../pages/AgentDesk.ts';
import { OpenTasksPage } from '../pages/OpenTasksPage.ts';
import { saveScreenshot } from '../support/artifacts.ts';
import { DEMO_USERS } from '../support/demo.ts';
import { expect, test } from '../support/test.ts';

// Issue 17 item 4: a task rejected by the only available agent waited forever, and /tasks offered no
// way out. The supervisor now cancels a waiting task and assigns another to the agent, who sees the
// offer; canceling that offer takes it off the agent's desk. Nothing is left open for later specs.

/** Demo contacts no other spec texts from (docs/simulator.md: 555-01xx, delivered). */
const FIRST_PHONE = '+16175550104';
const SECOND_PHONE = '+17135550104';
/** A cancellation reason of the demo brand (the seed's Agent Desktop lists). */
const CANCELLATION_REASON = 'Duplicate';

type AgentStatus = { email: string; status: string };

test.describe('[SUPERVISOR] manager actions on /tasks', () => {
  test('[SUPERVISOR][TASKS] cancels a waiting task and assigns another to the agent, who sees the offer', async ({
    page,
    signInAs,
    openBrowserAs,
    adminApi,
  }) => {
    // Two browsers, two texts offered and rejected, four modal round trips: more than the default 30 s.
    test.setTimeout(120_000);
    const run = Date.now().toString(36);
    const [first, second] = await Promise.all([
      adminApi.contactByPhone(FIRST_PHONE),
      adminApi.contactByPhone(SECOND_PHONE),
    ]);
    const firstName = first.name ?? '';
    const secondName = second.name ?? '';
    expect(firstName && secondName, 'demo contacts have names').toBeTruthy();

    const { agents } = await adminApi.graphql<{ agents: AgentStatus[] }>('{ agents { email status } }');
    const adminStatus = agents.find((agent) => agent.email === DEMO_USERS.admin.email)?.status;
    const setAdminStatus = (status: string) =>
      adminApi.graphql(
        'mutation ($status: String!) { updateAgent(updateUserData: { status: $status }) { status } }',
        {
          status,
        },
      );

    await signInAs('agent', '/agent');
    const alex = new AgentDesk(page);
    await alex.expectReady();
    const alexStatus = await alex.status();
    const samBrowser = await openBrowserAs('supervisor', '/agent');
    const samDesk = new AgentDesk(samBrowser.page);
    await samDesk.expectReady();
    const samStatus = await samDesk.status();

    // The demo users are shared with later specs: their statuses go back to what they were (a failure
    // while restoring must not hide the test's own).
    const taskSids: (string | null)[] = [];
    /** After a failure: the run's tasks canceled (one already finished is refused, which is fine). */
    const cancelLeftovers = async () => {
      for (const taskSid of taskSids) {
        if (!taskSid) continue;
        await adminApi
          .graphql(
            'mutation ($taskSid: String!) { cancelOpenTask(taskSid: $taskSid, cancellationReasonId: "e2e") }',
            {
              taskSid,
            },
          )
          .catch(() => undefined);
      }
    };
    const restoreStatuses = async () => {
      if (alexStatus !== (await alex.status())) await alex.setStatus(alexStatus);
      await samDesk.goto();
      if (samStatus !== (await samDesk.status())) await samDesk.setStatus(samStatus);
      if (adminStatus) await setAdminStatus(adminStatus);
    };
    try {
      await test.step('Alex is the only agent available', async () => {
        await setAdminStatus('Unavailable');
        await samDesk.setStatus('Unavailable');
        await alex.becomeAvailableNow();
        await alex.expectNoTasks();
      });

      await test.step('two contacts text; Alex rejects both, and both wait with nobody to take them', async () => {
        taskSids.push((await adminApi.sendInboundSms(FIRST_PHONE, `Is anyone there? (${run})`)).taskSid);
        await alex.expectSmsOffer(firstName);
        await alex.reject(firstName);
        taskSids.push((await adminApi.sendInboundSms(SECOND_PHONE, `Please call me back (${run})`)).taskSid);
        await alex.expectSmsOffer(secondName);
        await alex.reject(secondName);
        await alex.expectNoTasks();
      });

      const tasks = new OpenTasksPage(samBrowser.page);
      await test.step('Sam finds both waiting on /tasks', async () => {
        await tasks.goto();
        await tasks.expectState(firstName, 'Waiting');
        await tasks.expectState(secondName, 'Waiting');
      });

      await test.step('Sam assigns the second to Alex, who is offered it again', async () => {
        await tasks.assign(secondName, `${DEMO_USERS.agent.name} (Available)`);
        await expect(tasks.toast(TASK_MANAGER_TEXTS.assigned(DEMO_USERS.agent.name))).toBeVisible();
        await alex.expectSmsOffer(secondName);
        await tasks.expectState(secondName, 'Offered');
        await expect(tasks.row(secondName)).toContainText(DEMO_USERS.agent.name);
        await saveScreenshot(samBrowser.page, 'tasks-manager-assigned');
      });

      await test.step('the first cannot go to Alex too: his one SMS slot is taken, and Sam is told so', async () => {
        await tasks.assign(firstName, `${DEMO_USERS.agent.name} (Available)`);
        await expect(
          tasks.toast(TASK_MANAGER_TEXTS.agentAtCapacity(DEMO_USERS.agent.name, 'SMS', 1)),
        ).toBeVisible();
        const dialog = tasks.dialog(TASK_MANAGER_TEXTS.assignTitle);
        await dialog.getByRole('button', { name: TASK_MANAGER_TEXTS.back }).click();
        await expect(dialog).toBeHidden();
        await tasks.expectState(firstName, 'Waiting');
      });

      await test.step("Sam cancels the offered one: it leaves Alex's desk", async () => {
        await tasks.cancel(secondName, CANCELLATION_REASON);
        await expect(tasks.row(secondName)).toHaveCount(0);
        await alex.expectNoTasks();
      });

      await test.step('Sam cancels the first, which leaves the list', async () => {
        await tasks.cancel(firstName, CANCELLATION_REASON);
        await expect(tasks.toast(TASK_MANAGER_TEXTS.canceled)).toBeVisible();
        await expect(tasks.row(firstName)).toHaveCount(0);
      });

      await test.step('Alex’s own /tasks lists his open tasks (none now), with no refusal', async () => {
        await page.goto('/tasks');
        await expect(page.getByRole('heading', { name: TASK_MANAGER_TEXTS.myTasksTitle })).toBeVisible();
        await expect(page.getByText(TASK_MANAGER_TEXTS.noOwnOpenTasks)).toBeVisible();
        await expect(page.getByText('You do not have permission to do this')).toHaveCount(0);
        await alex.goto();
      });
    } catch (error) {
      await cancelLeftovers();
      await restoreStatuses().catch(() => undefined);
      throw error;
    }
    await restoreStatuses();
  });
});
