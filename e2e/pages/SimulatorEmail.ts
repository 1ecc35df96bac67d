import { expect, type Locator, type Page } from '@playwright/test';

/** How long the inbox may take to show a mail the brand sent: it reads again every 3 s. */
const INBOX_TIMEOUT_MS = 15_000;

/**
 * The Contact Simulator (/dev/simulator) as the contact's mail client: the email form (From, To,
 * Subject, Body, "Send email") and the Inbox of what the brand sent to the From address, by thread,
 * with Reply on each mail.
 */
export class SimulatorEmail {
  readonly form: Locator;
  readonly fromField: Locator;
  readonly toField: Locator;
  readonly subjectField: Locator;
  readonly bodyField: Locator;
  readonly sendButton: Locator;
  readonly inbox: Locator;
  readonly threads: Locator;

  constructor(readonly page: Page) {
    this.sendButton = page.getByRole('button', { name: 'Send email', exact: true });
    this.form = page.locator('form').filter({ has: this.sendButton });
    this.fromField = this.form.getByRole('textbox', { name: 'From', exact: true });
    this.toField = this.form.getByRole('textbox', { name: 'To', exact: true });
    this.subjectField = this.form.getByRole('textbox', { name: 'Subject', exact: true });
    this.bodyField = this.form.getByRole('textbox', { name: 'Body', exact: true });
    this.inbox = page.getByRole('region', { name: 'Inbox', exact: true });
    this.threads = this.inbox.getByRole('list', { name: 'Threads', exact: true });
  }

  async goto(): Promise<void> {
    await this.page.goto('/dev/simulator');
    await expect(this.sendButton).toBeVisible();
  }

  /** The contact at `from` writes a new mail to the brand's simulator address; the task it made. */
  async emailTheBrand(mail: { from: string; subject: string; body: string }): Promise<string> {
    await this.fromField.fill(mail.from);
    await this.subjectField.fill(mail.subject);
    await this.bodyField.fill(mail.body);
    await this.sendButton.click();
    return this.confirmedTask('Email');
  }

  /**
   * The task the simulator names in its confirmation ("Email sent to the brand (WT…)." or "Reply
   * sent to the brand (WT…)."), once the form has emptied for the next mail.
   */
  private async confirmedTask(kind: 'Email' | 'Reply'): Promise<string> {
    const toast = this.page.getByRole('alert').filter({ hasText: `${kind} sent to the brand (WT` });
    await expect(toast).toBeVisible();
    await expect(this.subjectField).toHaveValue('');
    const taskSid = /\b(WT[0-9a-f]{32})\b/.exec(await toast.innerText())?.[1];
    expect(taskSid, `the task named in "${await toast.innerText()}"`).toBeDefined();
    return taskSid ?? '';
  }

  /** The inbox's thread named after its first mail's `subject`, waited for (the inbox polls). */
  async thread(subject: string): Promise<Locator> {
    const thread = this.threads.getByRole('listitem', { name: subject, exact: true });
    await expect(thread).toBeVisible({ timeout: INBOX_TIMEOUT_MS });
    return thread;
  }

  /** The brand's mails in `thread`, oldest first. */
  mails(thread: Locator): Locator {
    return thread.getByRole('article');
  }

  /** The names of the files attached to `mail`, as the inbox lists them ('notes.txt (1.2 KB)'). */
  attachments(mail: Locator): Locator {
    return mail.getByRole('list', { name: 'Attachments', exact: true }).getByRole('listitem');
  }

  /** Answers `mail` (Reply), addressed back to the brand in the same thread; the task it reached. */
  async reply(mail: Locator, body: string): Promise<string> {
    const subject = (await mail.getAttribute('aria-label')) ?? '';
    await mail.getByRole('button', { name: `Reply to ${subject}`, exact: true }).click();
    await expect(this.form.getByRole('alert')).toContainText(`Replying to “${subject}”`);
    await expect(this.subjectField).toHaveValue(subject);
    await this.bodyField.fill(body);
    await this.sendButton.click();
    return this.confirmedTask('Reply');
  }
}
