import { AgentDesk } from '../pages/AgentDesk.ts';
import { JourneyBuilder } from '../pages/JourneyBuilder.ts';
import { expect, test } from '../support/test.ts';

// Issue 13's end-to-end test: an admin builds a journey in the builder — a custom event → a delay → a
// conditional → an SMS (true) or a custom task (false) — and takes it live; events sent through ingest
// bring two contacts in; one gets the text at the Contact Simulator, the other's task is offered on an
// agent's desk; the counts show on the canvas and in /journeys-users. The e2e server runs delays 60 times
// faster (playwright.config.ts: JOURNEY_DELAY_SCALE), so the one-minute delay lasts a second.

const LOAD = { timeout: 30_000 };
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

test.describe('journeys, live', () => {
  test('[ADMIN][JOURNEYS][LIVE] a journey built in the builder texts one contact and gives an agent a task for the other', async ({
    page,
    signInAs,
    openBrowserAs,
    adminApi,
  }) => {
    test.setTimeout(240_000);
    await adminApi.ensureDisposition(DISPOSITION);
    const run = Date.now().toString(36);
    const eventName = `e2e_cart_${run}`;
    const gold = {
      firstName: `Goldie${run}`,
      phone: `+1415555${String(Date.now() % 10_000).padStart(4, '0')}`,
    };
    const plain = {
      firstName: `Plain${run}`,
      phone: `+1628555${String((Date.now() + 1) % 10_000).padStart(4, '0')}`,
    };
    const smsBody = `Your cart is waiting (${run})`;
    const taskTitle = `Call about the cart (${run})`;

    await signInAs('admin', '/journeys');
    await page.getByRole('main').locator('a[href="/journeys/new"]').click();
    await expect(page).toHaveURL(/\/journeys\/(?!new)[^/]+$/, LOAD);
    const journeyId = new URL(page.url()).pathname.split('/').pop() ?? '';
    const builder = new JourneyBuilder(page);
    await expect(builder.step('trigger')).toBeVisible(LOAD);

    await test.step('the admin builds trigger → delay → conditional → SMS / custom task', async () => {
      await builder.main.getByRole('textbox', { name: 'Journey name' }).fill(`Cart follow-up ${run}`);
      await builder.step('trigger').click();
      await builder.pick(builder.panel, 'Trigger', 'Custom Event');
      await builder.panel.getByLabel('Event Name', { exact: true }).fill(eventName);
      await page.keyboard.press('Escape');

      await builder.addStep('Delay', 'delay');
      await builder.panel.getByRole('textbox', { name: 'Wait', exact: true }).fill('1');
      await builder.pick(builder.panel, 'Wait unit', 'Minutes');

      await builder.addStep('Conditional', 'conditional');
      await builder.setAttributeCondition('firstName', 'equals', gold.firstName);

      await builder.addStep('SMS', 'sms');
      await builder.panel.getByLabel('Message', { exact: true }).fill(smsBody);
      await builder.addStep('Custom Task', 'customTask');
      await builder.panel.getByLabel('Title', { exact: true }).fill(taskTitle);

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

    await test.step('an agent is available for the task', async () => {
      const alex = new AgentDesk((await openBrowserAs('agent', '/agent')).page);
      await alex.expectReady();
      await alex.becomeAvailableNow();

      await test.step('two contacts send the event through ingest', async () => {
        await adminApi.ingest([
          identify(`gold-${run}`, gold),
          identify(`plain-${run}`, plain),
          { type: 'track', userId: `gold-${run}`, event: eventName, properties: { cart: 42 } },
          { type: 'track', userId: `plain-${run}`, event: eventName, properties: { cart: 7 } },
        ]);
      });

      await test.step("the plain contact's custom task is offered on the agent's desk", async () => {
        await expect(alex.taskList.getByText(taskTitle)).toBeVisible(LOAD);
        await alex.page.screenshot({ path: test.info().outputPath('journey-task-on-desk.png') });
        // Alex works it and finishes, so no offer is left for the specs after this one.
        await alex.task(plain.firstName, taskTitle).click();
        await alex.acceptButton.click();
        await alex.wrapUp({ disposition: DISPOSITION, notes: `Called about the cart (${run})` });
        await alex.expectNoTasks();
        await alex.setStatus('Unavailable');
      });
    });

    await test.step('the gold contact gets the text at the Contact Simulator', async () => {
      await expect
        .poll(async () => (await adminApi.messagesSentTo(gold.phone)).map((message) => message.body), LOAD)
        .toContain(smsBody);
      const simulator = await openBrowserAs('admin', '/dev/simulator');
      await simulator.page.getByRole('combobox', { name: 'Contact', exact: true }).fill(gold.phone);
      await simulator.page.getByRole('option').first().click();
      await expect(simulator.page.getByRole('log').getByText(smsBody)).toBeVisible(LOAD);
      await simulator.page.screenshot({ path: test.info().outputPath('journey-sms-at-simulator.png') });
      expect(await adminApi.messagesSentTo(plain.phone)).toEqual([]);
    });

    await test.step('the canvas counts both contacts, and /journeys-users lists them', async () => {
      await builder.analyticsButton.click();
      await expect(builder.step('conditional').getByLabel('Entered 2', { exact: true })).toBeVisible(LOAD);
      await expect(builder.step('sms').getByLabel('Completed 1', { exact: true })).toBeVisible(LOAD);
      await expect(builder.step('customTask').getByLabel('Completed 1', { exact: true })).toBeVisible(LOAD);
      await page.screenshot({ path: test.info().outputPath('journey-analytics.png') });

      await page.goto(`/journeys-users/${journeyId}`);
      const runs = page.getByRole('main');
      await expect(runs.getByText(gold.firstName, { exact: false })).toBeVisible(LOAD);
      await expect(runs.getByText(plain.firstName, { exact: false })).toBeVisible();
    });
  });
});
