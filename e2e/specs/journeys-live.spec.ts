import { AgentDesk } from '../pages/AgentDesk.ts';
import { JourneyBuilder } from '../pages/JourneyBuilder.ts';
import type { AdminApi } from '../support/admin-api.ts';
import { saveScreenshot } from '../support/artifacts.ts';
import { expect, test } from '../support/test.ts';

// Issue 13's end-to-end test: an admin builds a journey in the builder — a custom event → a delay → a
// conditional → an SMS (true) or a custom task (false) — and takes it live; events sent through ingest
// bring two contacts in; after the delay's real minute (the builder's shortest: DURATION_UNITS starts
// at minutes, and the e2e server keeps real time) one gets the text at the Contact Simulator and the
// other's task is offered on the agent's desk; the counts show on the canvas and in /journeys-users.
//
// The demo users are shared by every spec, so this one leaves nothing behind (docs/journeys.md,
// "journeys-live"): the task goes to a queue of its own that only the demo agent can take (the demo's
// Spanish skill is Alex's alone, seed-demo.ts), the agent works and wraps it and gets their status
// back, the queue is deleted (the server refuses while a task in it is open) and the journey archived
// (its trigger is an event name of this run only, so no later ingest enters it).

const LOAD = { timeout: 30_000 };
/** The journey's delay: one minute, waited for real. */
const DELAY_MINUTES = 1;
/** The delay, its timer's lateness and the SMS step on a busy two-core machine. */
const AFTER_DELAY = { timeout: DELAY_MINUTES * 60_000 + 60_000 };
/** A skill only the demo agent has (seed-demo.ts). */
const AGENT_ONLY_SKILL = 'Spanish';
const DISPOSITION = 'Resolved';

/** An ingest identify call: the contact, with their number subscribed to texts (spec 000 §3 optIn). */
function identify(userId: string, contact: { firstName: string; phone: string }) {
  return {
    type: 'identify',
    userId,
    traits: {
      firstName: contact.firstName,
      phones: [{ phoneNumber: contact.phone, isPrimary: true, optIn: true }],
      optIn: true,
    },
  };
}

/**
 * Numbers of this run: +1 415 555 2000–8999, clear of the demo contacts (555 01xx) and of the
 * simulator's failure rules (…0000–0009, docs/simulator.md), so the text is delivered.
 */
function runPhones(): [string, string] {
  const suffix = 2000 + (Date.now() % 6999);
  return [`+1415555${suffix}`, `+1415555${suffix + 1}`];
}

/**
 * After a failure: the journey archived, and the queue deleted or, while a task in it is open, given
 * a skill nobody has, so that task is never offered to anyone in the specs after this one.
 */
async function cleanUpAfterFailure(adminApi: AdminApi, journeyId: string | null, queueSid: string) {
  if (journeyId) await adminApi.archiveJourney(journeyId).catch(() => undefined);
  await adminApi
    .deleteQueue(queueSid)
    .catch(() => adminApi.setQueueSkills(queueSid, [`nobody-${queueSid}`]))
    .catch(() => undefined);
}

test.describe('journeys, live', () => {
  test('[ADMIN][JOURNEYS][LIVE] a journey built in the builder texts one contact and gives the agent a task for the other', async ({
    page,
    signInAs,
    openBrowserAs,
    adminApi,
  }) => {
    // Building takes a minute on a busy machine, the delay another, then the desk and the counts.
    test.setTimeout(6 * 60_000);
    await adminApi.ensureDisposition(DISPOSITION);
    const run = Date.now().toString(36);
    const eventName = `e2e_cart_${run}`;
    const [goldPhone, plainPhone] = runPhones();
    const gold = { firstName: `Goldie${run}`, phone: goldPhone };
    const plain = { firstName: `Plain${run}`, phone: plainPhone };
    const smsBody = `Your cart is waiting (${run})`;
    const taskTitle = `Call about the cart (${run})`;
    const queue = await adminApi.createQueue({
      friendlyName: `Journey e2e ${run}`,
      requiredSkills: [AGENT_ONLY_SKILL],
    });
    let journeyId: string | null = null;
    let cleanedUp = false;

    try {
      await signInAs('admin', '/journeys');
      await page.getByRole('main').locator('a[href="/journeys/new"]').click();
      await expect(page).toHaveURL(/\/journeys\/(?!new)[^/]+$/, LOAD);
      journeyId = new URL(page.url()).pathname.split('/').pop() ?? null;
      const builder = new JourneyBuilder(page);
      await expect(builder.step('trigger')).toBeVisible(LOAD);

      await test.step('the admin builds trigger → delay → conditional → SMS / custom task', async () => {
        await builder.main.getByRole('textbox', { name: 'Journey name' }).fill(`Cart follow-up ${run}`);
        await builder.step('trigger').click();
        await builder.pick(builder.panel, 'Trigger', 'Custom Event');
        await builder.panel.getByLabel('Event Name', { exact: true }).fill(eventName);
        await page.keyboard.press('Escape');

        await builder.addStep('Delay', 'delay');
        await builder.panel.getByRole('textbox', { name: 'Wait', exact: true }).fill(String(DELAY_MINUTES));
        await builder.pick(builder.panel, 'Wait unit', 'Minutes');

        await builder.addStep('Conditional', 'conditional');
        await builder.setAttributeCondition('First name', 'equals', gold.firstName);

        await builder.addStep('SMS', 'sms');
        await builder.panel.getByLabel('Message', { exact: true }).fill(smsBody);
        await builder.addStep('Custom Task', 'customTask');
        await builder.panel.getByLabel('Title', { exact: true }).fill(taskTitle);
        // The queue only the agent takes: no other available user is offered the task.
        await builder.pick(builder.panel, 'Queue', queue.friendlyName);

        // Every step in view before the handles are dragged.
        await builder.canvas.getByRole('button', { name: 'Fit View' }).click();
        await builder.connect('trigger', 'delay');
        await builder.connect('delay', 'conditional');
        await builder.connect('conditional', 'sms', 'True');
        await builder.connect('conditional', 'customTask', 'False');
        await expect(builder.edges).toHaveCount(4);
      });

      await test.step('it goes live', async () => {
        await builder.publishButton.click();
        await expect(builder.toast('Journey Published.')).toBeVisible(LOAD);
        await expect(builder.main.getByText('Live', { exact: true }).first()).toBeVisible();
      });

      await test.step('two contacts send the event through ingest and wait at the delay', async () => {
        await adminApi.ingest([
          identify(`gold-${run}`, gold),
          identify(`plain-${run}`, plain),
          { type: 'track', userId: `gold-${run}`, event: eventName, properties: { cart: 42 } },
          { type: 'track', userId: `plain-${run}`, event: eventName, properties: { cart: 7 } },
        ]);
        await builder.analyticsButton.click();
        await expect(builder.step('delay').getByLabel('Waiting 2', { exact: true })).toBeVisible(LOAD);
      });

      await test.step('after the delay, the gold contact gets the text at the Contact Simulator', async () => {
        await expect
          .poll(
            async () => (await adminApi.messagesSentTo(gold.phone)).map((message) => message.body),
            AFTER_DELAY,
          )
          .toContain(smsBody);
        const simulator = await openBrowserAs('admin', '/dev/simulator');
        await simulator.page.getByRole('combobox', { name: 'Contact', exact: true }).fill(gold.phone);
        // The contact ingest made, once the search has answered (not an option of the list before it).
        await simulator.page.getByRole('option', { name: gold.firstName }).click();
        await expect(simulator.page.getByText(`${gold.firstName} · `)).toBeVisible();
        await expect(simulator.page.getByRole('log').getByText(smsBody)).toBeVisible(LOAD);
        await saveScreenshot(simulator.page, 'journey-sms-at-simulator');
        expect(await adminApi.messagesSentTo(plain.phone)).toEqual([]);
      });

      await test.step("the plain contact's task is offered to the agent, who works and wraps it", async () => {
        const alex = new AgentDesk((await openBrowserAs('agent', '/agent')).page);
        await alex.expectReady();
        const statusBefore = await alex.status();
        // Available only now: the task has waited in its queue, which nobody else may take.
        await alex.becomeAvailableNow();
        const task = alex.task(plain.firstName, taskTitle);
        await expect(task).toBeVisible(LOAD);
        await saveScreenshot(alex.page, 'journey-task-on-desk');
        await task.click();
        // The header names the task's queue: the one set in the step's side panel.
        await expect(alex.activeTask.getByText(queue.friendlyName, { exact: false })).toBeVisible();
        await alex.acceptButton.click();
        await expect(alex.acceptButton).toHaveCount(0);
        await alex.wrapUp({ disposition: DISPOSITION, notes: `Called about the cart (${run})` });
        await alex.expectNoTasks();
        // As the specs after this one expect to find the agent.
        if ((await alex.status()) !== statusBefore) await alex.setStatus(statusBefore);
      });

      await test.step('the canvas counts both contacts, and /journeys-users lists them', async () => {
        await expect(builder.step('conditional').getByLabel('Entered 2', { exact: true })).toBeVisible(LOAD);
        await expect(builder.step('sms').getByLabel('Completed 1', { exact: true })).toBeVisible(LOAD);
        await expect(builder.step('customTask').getByLabel('Completed 1', { exact: true })).toBeVisible(LOAD);
        await saveScreenshot(page, 'journey-analytics');

        await page.goto(`/journeys-users/${journeyId}`);
        const runs = page.getByRole('main');
        await expect(runs.getByText(gold.firstName, { exact: false })).toBeVisible(LOAD);
        await expect(runs.getByText(plain.firstName, { exact: false })).toBeVisible();
        await saveScreenshot(page, 'journey-users');
      });

      await test.step('nothing is left behind: the queue is deleted and the journey archived', async () => {
        // Refused while a task in the queue is still open.
        await adminApi.deleteQueue(queue.sid);
        await adminApi.archiveJourney(journeyId ?? '');
        cleanedUp = true;
      });
    } finally {
      if (!cleanedUp) await cleanUpAfterFailure(adminApi, journeyId, queue.sid);
    }
  });
});
