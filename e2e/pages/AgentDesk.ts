import { expect, type Locator, type Page } from '@playwright/test';
import { ACCEPT_TO_MESSAGE, AGENT_DESKTOP_TEXTS, TODAYS_PROGRESS } from '../support/texts.ts';
import { DailyStatsPopover } from './DailyStatsPopover.ts';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** '1:05' → 65, '1:02:03' → 3723 (spec 001 §9: m:ss, h:mm:ss from an hour). */
export function parseStatusTimer(text: string): number {
  expect(text, 'the status timer reads m:ss or h:mm:ss').toMatch(/^(\d+:)?\d+:\d\d$/);
  return text.split(':').reduce((total, part) => total * 60 + Number(part), 0);
}

/**
 * /agent, the agent desktop (spec 001 §2–§4): the navigation bar (status dropdown with its timer,
 * Today's Progress), the task list, and the active task with its conversation and wrap-up form.
 */
export class AgentDesk {
  readonly navigationBar: Locator;
  readonly statusButton: Locator;
  readonly statusTimer: Locator;
  readonly statusMenu: Locator;
  readonly statsButton: Locator;
  readonly taskList: Locator;
  readonly tasksLoading: Locator;
  readonly noTasks: Locator;
  readonly activeTask: Locator;
  readonly acceptButton: Locator;
  readonly rejectButton: Locator;
  readonly wrapUpButton: Locator;
  readonly messages: Locator;
  readonly composer: Locator;
  readonly composerHint: Locator;
  readonly sendButton: Locator;
  readonly wrapUpForm: Locator;
  /** On one column (a phone): the open task's way back to the task list. */
  readonly backToTasksButton: Locator;
  /** Beside the task: the customer panel (collapsible). */
  readonly customerPanel: Locator;
  /** On one column: the customer over the task, opened from the header. */
  readonly customerDrawer: Locator;

  constructor(readonly page: Page) {
    this.navigationBar = page.getByLabel('Agent navigation', { exact: true });
    this.statusButton = this.navigationBar.getByRole('button', {
      name: new RegExp(`^${AGENT_DESKTOP_TEXTS.statusLabel}(: |$)`),
    });
    this.statusTimer = this.statusButton.getByTestId('status-timer');
    this.statusMenu = page.getByRole('menu');
    this.statsButton = this.navigationBar.getByRole('button', { name: TODAYS_PROGRESS, exact: true });
    this.taskList = page.getByRole('list', { name: AGENT_DESKTOP_TEXTS.tasksHeading, exact: true });
    this.tasksLoading = page.getByLabel(AGENT_DESKTOP_TEXTS.loadingTasks);
    this.noTasks = page.getByText(AGENT_DESKTOP_TEXTS.noTasksTitle, { exact: true });
    this.activeTask = page.getByRole('region', { name: AGENT_DESKTOP_TEXTS.activeTask, exact: true });
    this.acceptButton = this.activeTask.getByRole('button', {
      name: AGENT_DESKTOP_TEXTS.accept,
      exact: true,
    });
    this.rejectButton = this.activeTask.getByRole('button', {
      name: AGENT_DESKTOP_TEXTS.reject,
      exact: true,
    });
    this.wrapUpButton = this.activeTask.getByRole('button', {
      name: AGENT_DESKTOP_TEXTS.wrapUp,
      exact: true,
    });
    this.messages = this.activeTask.getByRole('list', { name: 'Messages', exact: true });
    this.composer = this.activeTask.getByRole('textbox', {
      name: AGENT_DESKTOP_TEXTS.composerPlaceholder,
      exact: true,
    });
    this.composerHint = this.activeTask.getByRole('note');
    this.sendButton = this.activeTask.getByRole('button', { name: AGENT_DESKTOP_TEXTS.send, exact: true });
    // Beside the task, or over it on one column (a drawer, outside the task's region).
    this.wrapUpForm = page.getByRole('form', {
      name: AGENT_DESKTOP_TEXTS.wrapUpTitle,
      exact: true,
    });
    this.backToTasksButton = this.activeTask.getByRole('button', { name: /^Back to tasks/ });
    this.customerPanel = this.activeTask.getByRole('complementary', { name: 'Customer', exact: true });
    this.customerDrawer = page.getByRole('dialog', { name: 'Customer', exact: true });
  }

  /** The customer panel's collapse / expand button ('Hide customer' / 'Show customer'). */
  customerPanelToggle(): Locator {
    return this.customerPanel.getByRole('button', { name: /^(Hide|Show) customer$/ });
  }

  /** Collapses the customer panel if it is open, then opens it again: it answers both ways. */
  async toggleCustomerPanel(): Promise<void> {
    const toggle = this.customerPanelToggle();
    if ((await toggle.getAttribute('aria-expanded')) === 'true') {
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    }
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(this.customerPanel.getByRole('heading', { name: 'Customer', exact: true })).toBeVisible();
  }

  /** On one column: opens the customer over the task from its header, and closes it. */
  async openAndCloseCustomerDrawer(): Promise<void> {
    await this.activeTask.getByRole('button', { name: 'Show customer', exact: true }).click();
    await expect(this.customerDrawer).toBeVisible();
    await this.customerDrawer.getByRole('button', { name: 'Hide customer', exact: true }).click();
    await expect(this.customerDrawer).toBeHidden();
  }

  async goto(): Promise<void> {
    await this.page.goto('/agent');
    await this.expectReady();
  }

  /** The agent (status) and the task list have loaded. */
  async expectReady(): Promise<void> {
    await expect(this.page).toHaveURL('/agent');
    await expect(this.statusButton).toHaveAccessibleName(/^Status: /);
    await expect(this.tasksLoading).toHaveCount(0);
  }

  // --- status -------------------------------------------------------------------------------

  async status(): Promise<string> {
    await expect(this.statusButton).toHaveAccessibleName(/^Status: /);
    const name = (await this.statusButton.getAttribute('aria-label')) ?? '';
    return name.replace(/^Status: /, '');
  }

  /** Seconds in the current status, as the timer shows them. */
  async statusSeconds(): Promise<number> {
    return parseStatusTimer((await this.statusTimer.innerText()).trim());
  }

  /** Picks `name` in the status dropdown and waits until the server has taken it. */
  async setStatus(name: string): Promise<void> {
    await this.statusButton.click();
    await expect(this.statusMenu).toBeVisible();
    await this.statusMenu.getByRole('menuitem', { name, exact: true }).click();
    await expect(this.statusMenu).toBeHidden();
    await expect(this.statusButton).toHaveAccessibleName(`${AGENT_DESKTOP_TEXTS.statusLabel}: ${name}`);
  }

  /**
   * Becomes available now: an agent who already is goes unavailable first, so the routing engine's
   * idle time (longest idle first) starts at this call.
   */
  async becomeAvailableNow(): Promise<void> {
    if ((await this.status()) === 'Available') await this.setStatus('Unavailable');
    await this.setStatus('Available');
  }

  // --- tasks --------------------------------------------------------------------------------

  /** The task of `contact` in the list (its accessible name is "{contact}, {title}[, n unread]"). */
  task(contact: string, title = 'Inbound SMS'): Locator {
    return this.taskList.getByRole('button', {
      name: new RegExp(`^${escapeRegExp(contact)}, ${escapeRegExp(title)}(,|$)`),
    });
  }

  /** The badge in the active task's header: Offered, Accepted, Wrapping up, Completing… */
  activeTaskBadge(label: string): Locator {
    return this.activeTask.getByText(label, { exact: true });
  }

  /**
   * The time left to answer the offer of `contact`, in its row of the task list ("Expires in 0:27"):
   * on the desk an offer shows there, not as a toast (issue 17 item 7).
   */
  offerCountdown(contact: string, title = 'Inbound SMS'): Locator {
    // `has` is relative to the row: the row's own button, by the same name as task().
    const taskButton = this.page.getByRole('button', {
      name: new RegExp(`^${escapeRegExp(contact)}, ${escapeRegExp(title)}(,|$)`),
    });
    return this.taskList.getByRole('listitem').filter({ has: taskButton }).getByRole('timer');
  }

  /** The in-app notification of an offer ('New task from {contact}'), shown off the desk only. */
  offerToast(contact: string): Locator {
    return this.page.getByRole('alert').filter({ hasText: AGENT_DESKTOP_TEXTS.newTaskFrom(contact) });
  }

  /**
   * On the desk the offer of `contact` is in its row with a live countdown, no toast repeats it,
   * and nothing covers the conversation's composer (its hint takes the pointer).
   */
  async expectOfferInTaskList(contact: string): Promise<void> {
    const countdown = this.offerCountdown(contact);
    await expect(countdown).toHaveText(/^Expires in \d+:\d\d$/);
    const secondsLeft = async () =>
      parseStatusTimer((await countdown.innerText()).replace('Expires in ', ''));
    const first = await secondsLeft();
    await expect.poll(secondsLeft, { message: 'the offer counts down', timeout: 3_000 }).toBeLessThan(first);
    await expect(this.offerToast(contact)).toHaveCount(0);
    await this.composerHint.click({ trial: true });
  }

  /**
   * An SMS offer from `contact` is on the desk and active: Accept and Reject, the history readable,
   * and the composer disabled with the spec's hint in place.
   */
  async expectSmsOffer(contact: string): Promise<void> {
    await expect(this.task(contact)).toBeVisible();
    await expect(this.task(contact)).toHaveAttribute('aria-current', 'true');
    await expect(this.activeTask.getByRole('heading', { name: contact, exact: true })).toBeVisible();
    await expect(this.activeTaskBadge(AGENT_DESKTOP_TEXTS.offered)).toBeVisible();
    await expect(this.acceptButton).toBeEnabled();
    await expect(this.rejectButton).toBeEnabled();
    await expect(this.composerHint).toHaveText(ACCEPT_TO_MESSAGE);
    await expect(this.composer).toBeDisabled();
    await expect(this.sendButton).toBeDisabled();
  }

  async expectNoTasks(): Promise<void> {
    await expect(this.noTasks).toBeVisible();
    await expect(this.taskList).toHaveCount(0);
  }

  async reject(contact: string): Promise<void> {
    await this.rejectButton.click();
    await expect(this.task(contact)).toHaveCount(0);
  }

  async accept(): Promise<void> {
    await this.acceptButton.click();
    await expect(this.activeTaskBadge(AGENT_DESKTOP_TEXTS.accepted)).toBeVisible();
    await expect(this.acceptButton).toHaveCount(0);
    await expect(this.composerHint).toHaveCount(0);
    await expect(this.composer).toBeEnabled();
  }

  message(body: string): Locator {
    return this.messages.getByRole('listitem').filter({ hasText: body });
  }

  /** Types `body` in the composer and sends it; it shows in the conversation. */
  async send(body: string): Promise<void> {
    await this.composer.fill(body);
    await this.sendButton.click();
    await expect(this.composer).toHaveValue('');
    await expect(this.message(body)).toBeVisible();
  }

  /** "Wrap up", then the form: disposition, notes, Submit (`beforeSubmit` looks at the filled form). */
  async wrapUp(options: {
    disposition: string;
    notes: string;
    beforeSubmit?: () => Promise<void>;
  }): Promise<void> {
    await this.wrapUpButton.click();
    await expect(this.activeTaskBadge(AGENT_DESKTOP_TEXTS.wrapping)).toBeVisible();
    await expect(this.wrapUpForm).toBeVisible();
    const disposition = this.wrapUpForm.getByRole('combobox', { name: AGENT_DESKTOP_TEXTS.disposition });
    await disposition.click();
    await this.page.getByRole('option', { name: options.disposition, exact: true }).click();
    await expect(disposition).toHaveValue(options.disposition);
    await this.wrapUpForm
      .getByRole('textbox', { name: AGENT_DESKTOP_TEXTS.notes, exact: true })
      .fill(options.notes);
    await options.beforeSubmit?.();
    await this.wrapUpForm.getByRole('button', { name: AGENT_DESKTOP_TEXTS.submit, exact: true }).click();
  }

  /** A call task the agent has left (already wrapping): a disposition, then Submit; the list empties. */
  async submitCallWrapUp(dispositionName: string, options: { timeout?: number } = {}): Promise<void> {
    await expect(this.wrapUpForm).toBeVisible(options);
    await this.wrapUpForm.getByRole('combobox', { name: AGENT_DESKTOP_TEXTS.disposition }).click();
    await this.page.getByRole('option', { name: dispositionName, exact: true }).click();
    await this.wrapUpForm.getByRole('button', { name: AGENT_DESKTOP_TEXTS.submit, exact: true }).click();
    await this.expectNoTasks();
  }

  // --- stats --------------------------------------------------------------------------------

  async openStats(): Promise<DailyStatsPopover> {
    await this.statsButton.click();
    const popover = new DailyStatsPopover(this.page, this.statsButton);
    await popover.expectLoaded();
    return popover;
  }
}
