import { AgentDesk } from '../pages/AgentDesk.ts';
import { RecentTasksPage } from '../pages/RecentTasksPage.ts';
import { saveScreenshot } from '../support/artifacts.ts';
import { DEMO_USERS } from '../support/demo.ts';
import { expect, test } from '../support/test.ts';

// Issue 3, "Tests that must exist": two agents in two browsers; an inbound SMS is offered to one,
// rejected, offered to the other, accepted, answered, wrapped up with a disposition, and shows in
// recent tasks and in the daily stats. The contact's phone is played by the Contact Simulator API.

/** A demo contact (docs/simulator.md: +1<area>555 01xx; delivered, no failure rule). */
const CONTACT_PHONE = '+14155550107';
const DISPOSITION = 'Resolved by text';
const SIMULATOR_TIMEOUT_MS = 7_000;

test.describe('[AGENT] the agent desktop', () => {
  test('[AGENT][SMS] two agents: offered, rejected, offered to the other, accepted, answered, wrapped, counted', async ({
    page,
    signInAs,
    openBrowserAs,
    adminApi,
  }) => {
    // One run's texts, so its rows and messages are told apart from any other run's.
    const run = Date.now().toString(36);
    const texts = {
      first: `Hi, my order has not arrived (${run})`,
      reply: `Sorry about that! It ships today (${run})`,
      second: `Great, thank you (${run})`,
      notes: `Order delayed, ships today (${run})`,
    };

    const { contact } =
      await test.step('the admin prepares a disposition and picks a demo contact', async () => {
        await adminApi.ensureDisposition(DISPOSITION);
        return { contact: await adminApi.contactByPhone(CONTACT_PHONE) };
      });
    expect(contact.name, 'demo contacts have names').toBeTruthy();
    const contactName = contact.name ?? '';

    // Sam (the supervisor, who can work tasks too) and Alex (the agent), each in their own browser.
    await signInAs('agent', '/agent');
    const alex = new AgentDesk(page);
    const sam = new AgentDesk((await openBrowserAs('supervisor', '/agent')).page);
    await alex.expectReady();
    await sam.expectReady();

    const before = await test.step("Alex's Today's Progress before", async () => {
      const stats = await alex.openStats();
      const counts = {
        sms: Number(await stats.channelCount('SMS').innerText()),
        completed: await stats.completedToday(),
      };
      await stats.close();
      return counts;
    });

    await test.step('both go Available: Sam first (idle longest, offered first), then Alex', async () => {
      await sam.becomeAvailableNow();
      await alex.becomeAvailableNow();
      await sam.expectNoTasks();
      await alex.expectNoTasks();
    });

    const inbound = await test.step('the contact texts the brand', () =>
      adminApi.sendInboundSms(CONTACT_PHONE, texts.first));
    expect(inbound.taskSid).toMatch(/^WT[0-9a-f]{32}$/);

    await test.step('the text is offered to Sam alone, who rejects it', async () => {
      await sam.expectSmsOffer(contactName);
      // Issue 17 item 7: the offer is in the task list with its countdown, not a toast over the composer.
      await sam.expectOfferInTaskList(contactName);
      // The history can be read before accepting; only sending waits for it.
      await expect(sam.message(texts.first)).toBeVisible();
      await alex.expectNoTasks();
      await saveScreenshot(sam.page, 'agent-sms-offer');
      await sam.reject(contactName);
      await sam.expectNoTasks();
    });

    await test.step('it is offered to Alex next, who accepts it and reads the text', async () => {
      await alex.expectSmsOffer(contactName);
      await alex.accept();
      await expect(alex.message(texts.first)).toBeVisible();
      await sam.expectNoTasks();
    });

    await test.step('Alex answers, and the answer reaches the contact', async () => {
      await alex.send(texts.reply);
      await expect
        .poll(
          async () =>
            (await adminApi.messagesSentTo(CONTACT_PHONE))
              .filter((message) => message.body === texts.reply)
              .map(({ direction, status }) => ({ direction, status })),
          { message: 'GET /api/simulator/messages has the reply', timeout: SIMULATOR_TIMEOUT_MS },
        )
        .toEqual([{ direction: 'outbound', status: 'delivered' }]);
    });

    await test.step('the contact texts again, and Alex sees it live', async () => {
      const again = await adminApi.sendInboundSms(CONTACT_PHONE, texts.second);
      // The open conversation takes it: no second task.
      expect(again.conversationSid).toBe(inbound.conversationSid);
      expect([inbound.taskSid, null]).toContain(again.taskSid);
      await expect(alex.message(texts.second)).toBeVisible();
      await expect(alex.messages.getByRole('listitem')).toHaveCount(3);
      await saveScreenshot(alex.page, 'agent-sms-conversation');
    });

    await test.step('Alex wraps up with a disposition and notes, and the task leaves the list', async () => {
      await alex.wrapUp({ disposition: DISPOSITION, notes: texts.notes });
      await expect(alex.task(contactName)).toHaveCount(0);
      await alex.expectNoTasks();
    });

    await test.step('Sam finds the task in Recent Tasks', async () => {
      const recent = new RecentTasksPage(sam.page);
      await recent.goto();
      const row = recent.rowWith(contactName, texts.notes);
      await expect(row).toHaveCount(1);
      await expect(await recent.cell(row, 'Status')).toHaveText('completed');
      await expect(await recent.cell(row, 'Disposition')).toContainText(DISPOSITION);
      await expect(await recent.cell(row, 'Agent')).toHaveText(DEMO_USERS.agent.name);
      await expect(await recent.cell(row, 'Type')).toContainText(/sms/i);
      await saveScreenshot(sam.page, 'agent-sms-recent-tasks');
    });

    await test.step("Alex's Today's Progress counts the SMS", async () => {
      const stats = await alex.openStats();
      await expect(stats.channelCount('SMS')).toHaveText(String(before.sms + 1));
      await stats.expectCompletedText(before.completed + 1);
      await saveScreenshot(alex.page, 'agent-sms-stats');
    });
  });

  test('[AGENT][STATUS] the status dropdown changes status and the timer resets', async ({
    page,
    signInAs,
  }) => {
    await signInAs('agent', '/agent');
    const desk = new AgentDesk(page);
    await desk.expectReady();
    const from = await desk.status();
    const to = from === 'Break' ? 'Lunch' : 'Break';

    // The timer runs in the current status…
    await expect.poll(() => desk.statusSeconds(), { timeout: 5_000 }).toBeGreaterThanOrEqual(2);

    // …and starts again from 0:00 in the new one.
    await desk.setStatus(to);
    expect(await desk.statusSeconds()).toBeLessThan(2);
    await expect.poll(() => desk.statusSeconds(), { timeout: 4_000 }).toBeGreaterThanOrEqual(1);

    await test.step('the dropdown marks the new status', async () => {
      await desk.statusButton.click();
      await expect(desk.statusMenu.getByRole('menuitem', { name: to, exact: true })).toHaveAttribute(
        'aria-current',
        'true',
      );
      await expect(desk.statusMenu.getByRole('menuitem', { name: from, exact: true })).not.toHaveAttribute(
        'aria-current',
      );
      await saveScreenshot(page, 'agent-status-menu');
      await page.keyboard.press('Escape');
      await expect(desk.statusMenu).toBeHidden();
    });

    await test.step('the server kept it: a reload shows it, with the time since the change', async () => {
      await page.reload();
      await desk.expectReady();
      expect(await desk.status()).toBe(to);
      expect(await desk.statusSeconds()).toBeLessThan(15);
    });
  });
});
