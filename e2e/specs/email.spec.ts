import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AgentDesk } from '../pages/AgentDesk.ts';
import { EmailDesk } from '../pages/EmailDesk.ts';
import { SimulatorEmail } from '../pages/SimulatorEmail.ts';
import { saveScreenshot } from '../support/artifacts.ts';
import { setUnavailable } from '../support/demo-users-api.ts';
import { expect, test } from '../support/test.ts';
import { AGENT_DESKTOP_TEXTS } from '../support/texts.ts';

// Issue 16, "Tests that must exist": the Contact Simulator emails the brand, an agent accepts,
// replies with an attachment, the simulator sees the reply in the same thread, the contact answers
// and the answer lands on the same agent's desk. Two browsers: the admin on the Contact Simulator
// (the contact's mail client) and Alex (the agent, with the email flag) on the desk.

/** spec 001 §4: the desk shows an inbound email 10 s after it arrives (Task Preferences' default). */
const EMAIL_OFFER_TIMEOUT_MS = 25_000;
/** The answer reaches the open thread through the event stream. */
const LIVE_TIMEOUT_MS = 15_000;

/** The accessible name of a mail the contact sent ('Email from casey…@example.com, 11/28/2026 …'). */
function fromContact(address: string): RegExp {
  return new RegExp(`^Email from (.* <)?${address.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}>?, `);
}

test.describe('[EMAIL] the email channel', () => {
  test.setTimeout(120_000);

  test('[AGENT][EMAIL] emailed, accepted, answered with a file; the contact answers in the same thread, on the same desk', async ({
    page,
    signInAs,
    openBrowserAs,
    adminApi,
  }) => {
    // One run's contact and subject, so its task, thread and inbox are told apart from any other run's.
    const run = Date.now().toString(36);
    const contactEmail = `casey.${run}@example.com`;
    const subject = `Order ${run} arrived damaged`;
    const texts = {
      first: `Hello, the vase in order ${run} arrived broken. Can you help?`,
      reply: `Sorry to hear that! The return label for order ${run} is attached.`,
      answer: `Thanks, I printed the label for order ${run}.`,
    };
    const attachmentName = `return-label-${run}.txt`;
    const attachmentFile = path.join(os.tmpdir(), attachmentName);
    const attachmentText = `Return label for order ${run}\nShip to: Demo Co Returns\n`;
    writeFileSync(attachmentFile, attachmentText);

    await test.step('nobody but Alex can be offered the mail, and the desks are empty', async () => {
      await setUnavailable(adminApi, ['admin', 'supervisor']);
      await adminApi.completeOpenTasks();
    });

    const agent = await openBrowserAs('agent', '/agent');
    const alex = new AgentDesk(agent.page);
    const alexEmail = new EmailDesk(agent.page);
    await alex.expectReady();
    await alex.becomeAvailableNow();

    await signInAs('admin', '/dev/simulator');
    const simulator = new SimulatorEmail(page);
    await simulator.goto();

    const taskSid = await test.step('the contact emails the brand', () =>
      simulator.emailTheBrand({ from: contactEmail, subject, body: texts.first }));

    const task = alex.task(contactEmail, 'Inbound Email');
    await test.step("the mail is offered on Alex's desk with its subject, and Alex accepts it", async () => {
      // The offer appears after the inbound email delay (spec 001 §4).
      await expect(task).toBeVisible({ timeout: EMAIL_OFFER_TIMEOUT_MS });
      await expect(task.getByTestId('task-snippet')).toHaveText(`${subject} — ${texts.first}`);
      await task.click();
      await expect(alex.activeTaskBadge(AGENT_DESKTOP_TEXTS.offered)).toBeVisible();
      await alex.acceptButton.click();
      await expect(alex.activeTaskBadge(AGENT_DESKTOP_TEXTS.accepted)).toBeVisible();
      await expect(alex.acceptButton).toHaveCount(0);
    });

    await test.step('the thread shows the contact’s mail', async () => {
      await expect(alexEmail.messages).toHaveCount(1);
      await expect(alexEmail.message(texts.first)).toBeVisible();
      await expect(alexEmail.messages.first()).toHaveAccessibleName(fromContact(contactEmail));
    });

    await test.step('Alex replies with a file attached, and the thread shows the reply with it', async () => {
      await alexEmail.startReply(alexEmail.message(texts.first));
      await expect(alexEmail.replySubject).toHaveValue(`Re: ${subject}`);
      await alexEmail.writeReply(texts.reply);
      await alexEmail.attach(attachmentFile, attachmentName);
      await alexEmail.send();
      await expect(alexEmail.messages).toHaveCount(2);
      const sent = alexEmail.messages.last();
      await expect(sent).toContainText(texts.reply);
      await expect(alexEmail.attachment(sent, attachmentName)).toBeVisible();
    });

    const inboxThread = `Re: ${subject}`;
    await test.step("the contact's inbox shows the reply, with the file, in the thread", async () => {
      const thread = await simulator.thread(inboxThread);
      await expect(simulator.threads.getByRole('listitem', { name: inboxThread, exact: true })).toHaveCount(
        1,
      );
      const mails = simulator.mails(thread);
      await expect(mails).toHaveCount(1);
      await expect(mails.first()).toContainText(texts.reply);
      await expect(mails.first()).toContainText(`To ${contactEmail}`);
      // The file as sent: its name and its size.
      await expect(simulator.attachments(mails.first())).toHaveText([
        `${attachmentName} (${Buffer.byteLength(attachmentText)} B)`,
      ]);
    });

    await test.step('the contact answers it, and the answer joins the task Alex holds', async () => {
      const thread = await simulator.thread(inboxThread);
      const answeredTask = await simulator.reply(simulator.mails(thread).first(), texts.answer);
      // The open task takes the answer: no new task, no new offer.
      expect(answeredTask).toBe(taskSid);
      await expect(alexEmail.messages).toHaveCount(3, { timeout: LIVE_TIMEOUT_MS });
      await expect(alexEmail.messages.last()).toContainText(texts.answer);
      await expect(alexEmail.messages.last()).toHaveAccessibleName(fromContact(contactEmail));
      await expect(task).toHaveCount(1);
      await expect(task).toHaveAttribute('aria-current', 'true');
      await expect(alex.activeTaskBadge(AGENT_DESKTOP_TEXTS.accepted)).toBeVisible();
      await saveScreenshot(alex.page, 'email-thread');
    });

    // The next spec finds Alex's desk empty.
    await adminApi.completeOpenTasks();
  });
});
