import { TASK_MANAGER_TEXTS } from '@parley/core/routing/task-manager-actions';
import { expect, type Locator, type Page } from '@playwright/test';
import { SUPERVISOR_TASK_TEXTS } from '../support/texts.ts';

/** /tasks: open tasks in offer order (GraphQL openTasks); managers cancel or assign from a row. */
export class OpenTasksPage {
  readonly heading: Locator;
  readonly table: Locator;

  constructor(readonly page: Page) {
    const main = page.getByRole('main');
    this.heading = main.getByRole('heading', { name: SUPERVISOR_TASK_TEXTS.tasksTitle, exact: true });
    this.table = main.getByRole('table', { name: SUPERVISOR_TASK_TEXTS.openTasksTab, exact: true });
  }

  async goto(): Promise<void> {
    await this.page.goto('/tasks');
    await expect(this.heading).toBeVisible();
  }

  /** The row of the open task of `contact` (the list is live: it follows task.updated). */
  row(contact: string): Locator {
    return this.table.getByRole('row').filter({ hasText: contact });
  }

  /** The row's state badge: Waiting, Offered, Accepted, Wrapping up. */
  async expectState(contact: string, state: string): Promise<void> {
    await expect(this.row(contact).getByText(state, { exact: true })).toBeVisible();
  }

  private actions(contact: string): Locator {
    return this.page.getByRole('group', { name: TASK_MANAGER_TEXTS.actionsLabel(contact), exact: true });
  }

  dialog(title: string): Locator {
    return this.page.getByRole('dialog', { name: title });
  }

  /** Opens the Assign (or Reassign) modal of the task, picks the agent, and confirms. */
  async assign(contact: string, agentOption: string): Promise<void> {
    await this.actions(contact)
      .getByRole('button', {
        name: new RegExp(`^(${TASK_MANAGER_TEXTS.assign}|${TASK_MANAGER_TEXTS.reassign})$`),
      })
      .click();
    const dialog = this.dialog(TASK_MANAGER_TEXTS.assignTitle);
    await expect(dialog).toBeVisible();
    await dialog.getByRole('combobox', { name: TASK_MANAGER_TEXTS.agentLabel }).click();
    // The choices open in a portal, outside the dialog.
    await this.page.getByRole('option', { name: agentOption, exact: true }).click();
    await dialog.getByRole('button', { name: TASK_MANAGER_TEXTS.confirmAssign }).click();
  }

  /** Opens the Cancel modal of the task, picks the reason, and confirms. */
  async cancel(contact: string, reason: string): Promise<void> {
    await this.actions(contact).getByRole('button', { name: TASK_MANAGER_TEXTS.cancel, exact: true }).click();
    const dialog = this.dialog(TASK_MANAGER_TEXTS.cancelTitle);
    await expect(dialog).toBeVisible();
    await dialog.getByRole('combobox', { name: TASK_MANAGER_TEXTS.cancelReasonLabel }).click();
    await this.page.getByRole('option', { name: reason, exact: true }).click();
    await dialog.getByRole('button', { name: TASK_MANAGER_TEXTS.confirmCancel }).click();
    await expect(dialog).toBeHidden();
  }

  /** A toast's text (the first, should an earlier same one still be fading out). */
  toast(text: string): Locator {
    return this.page.getByText(text, { exact: true }).first();
  }
}
