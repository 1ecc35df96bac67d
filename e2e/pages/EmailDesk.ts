import { EMAIL_TEXTS } from '@parley/core/email/email-texts';
import { expect, type Locator, type Page } from '@playwright/test';
import { AGENT_DESKTOP_TEXTS } from '../support/texts.ts';

/**
 * An email task on the agent desk (docs/email.md, apps/web/src/features/email): the thread of the
 * active task, one article per mail, and the composer the agent answers with.
 */
export class EmailDesk {
  readonly thread: Locator;
  readonly messages: Locator;
  readonly replyForm: Locator;
  readonly replySubject: Locator;
  readonly replyBody: Locator;
  readonly replyAttachments: Locator;
  readonly sendButton: Locator;

  constructor(readonly page: Page) {
    const activeTask = page.getByRole('region', { name: AGENT_DESKTOP_TEXTS.activeTask, exact: true });
    this.thread = activeTask.getByRole('region', { name: 'Email thread', exact: true });
    this.messages = this.thread.getByRole('article', { name: /^Email from / });
    this.replyForm = activeTask.getByRole('form', { name: EMAIL_TEXTS.reply, exact: true });
    this.replySubject = this.replyForm.getByRole('textbox', { name: EMAIL_TEXTS.subject, exact: true });
    this.replyBody = this.replyForm.getByRole('textbox', { name: EMAIL_TEXTS.body, exact: true });
    this.replyAttachments = this.replyForm.getByRole('list', { name: EMAIL_TEXTS.attachments, exact: true });
    this.sendButton = this.replyForm.getByRole('button', { name: EMAIL_TEXTS.send, exact: true });
  }

  /** The mail of the thread whose text holds `text` (its sender's name, subject or body). */
  message(text: string): Locator {
    return this.messages.filter({ hasText: text });
  }

  /** The download link of a mail's attachment. */
  attachment(message: Locator, filename: string): Locator {
    return message.getByRole('link', { name: EMAIL_TEXTS.downloadAttachment(filename), exact: true });
  }

  /** Opens the composer answering `message` (Reply), addressed back to its sender. */
  async startReply(message: Locator): Promise<void> {
    await message.getByRole('button', { name: EMAIL_TEXTS.reply, exact: true }).click();
    await expect(this.replyBody).toBeVisible();
  }

  /** Writes `body` at the start of the reply (above the signature, if any). */
  async writeReply(body: string): Promise<void> {
    await this.replyBody.click();
    await this.page.keyboard.press('ControlOrMeta+Home');
    await this.page.keyboard.type(body);
    await expect(this.replyBody).toContainText(body);
  }

  /** Picks `file` with "Attach files" and waits until it is uploaded to the draft. */
  async attach(file: string, filename: string): Promise<void> {
    const chooser = this.page.waitForEvent('filechooser');
    await this.replyForm.getByRole('button', { name: EMAIL_TEXTS.attach, exact: true }).click();
    await (await chooser).setFiles(file);
    await expect(
      this.replyAttachments.getByRole('button', {
        name: EMAIL_TEXTS.removeAttachment(filename),
        exact: true,
      }),
    ).toBeVisible();
    await expect(this.replyForm.getByText(EMAIL_TEXTS.uploading(filename), { exact: true })).toHaveCount(0);
  }

  /** Sends the reply: the composer closes once the server has taken it. */
  async send(): Promise<void> {
    await this.sendButton.click();
    await expect(this.replyForm).toHaveCount(0, { timeout: 15_000 });
  }
}
