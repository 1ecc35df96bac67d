import { SKIP_REASON_LABELS } from '@parley/core/compliance/compliance-texts';
import { expect, type Locator, type Page } from '@playwright/test';
import type { AppShell } from './AppShell.ts';

// The two pages of issue 14 an admin works in (docs/compliance.md "Settings"): Settings › Compliance
// Settings (the do-not-call list and the decision log) and Settings › Call Restrictions › Daily
// Available Hours. The words are Parley's (issue 14 shows none): the reason labels come from
// packages/core, where the app takes them from; the rest is written out as the pages show it.

export const DO_NOT_CALL_REASON = SKIP_REASON_LABELS.dnc;

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** /settings/compliance-settings: the do-not-call list and "Why was this contact not called?". */
export class ComplianceSettingsPage {
  static readonly path = '/settings/compliance-settings';
  readonly main: Locator;
  readonly doNotCallList: Locator;
  readonly decisionLog: Locator;

  constructor(
    readonly page: Page,
    readonly shell: AppShell,
  ) {
    this.main = page.getByRole('main');
    this.doNotCallList = this.main.getByRole('table', { name: 'Do-not-call list', exact: true });
    this.decisionLog = this.main.getByRole('table', {
      name: 'Why was this contact not called?',
      exact: true,
    });
  }

  /** The page has no entry in the Settings navigation (spec 002 §2): it is reached by its path. */
  async goto(): Promise<void> {
    await this.page.goto(ComplianceSettingsPage.path);
    await this.shell.expectPageTitle('Compliance Settings');
    await expect(this.main.getByRole('heading', { name: 'Do-not-call list', exact: true })).toBeVisible();
  }

  /** The do-not-call list's row of `shown`, the number as the table writes it ("+1 (415) 555-0123"). */
  doNotCallRow(shown: string): Locator {
    return this.doNotCallList.getByRole('row').filter({ hasText: shown });
  }

  /** Add number: the number as a person types it, and a note. */
  async addToDoNotCall(typed: string, note: string): Promise<void> {
    await this.main.getByRole('button', { name: 'Add number', exact: true }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Add number' });
    await dialog.getByLabel(/^Number/).fill(typed);
    await dialog.getByLabel(/^Note/).fill(note);
    await dialog.getByRole('button', { name: 'Add number', exact: true }).click();
    await expect(dialog).toBeHidden();
  }

  /** The trash icon of the row, then Remove in the confirmation; the row goes. */
  async removeFromDoNotCall(shown: string): Promise<void> {
    await this.main.getByRole('button', { name: `Remove ${shown}`, exact: true }).click();
    const confirmation = this.page.getByRole('dialog', {
      name: 'Remove this number from the do-not-call list?',
    });
    await confirmation.getByRole('button', { name: 'Remove', exact: true }).click();
    await expect(confirmation).toBeHidden();
    await expect(this.doNotCallRow(shown)).toHaveCount(0);
  }

  /** Searches the decision log for a phone number (or a profile id). */
  async searchDecisions(text: string): Promise<void> {
    const form = this.main.getByRole('form', { name: 'Why was this contact not called?', exact: true });
    await form.getByLabel('Phone number or profile id', { exact: true }).fill(text);
    await form.getByRole('button', { name: 'Search', exact: true }).click();
  }

  /** The decision log's rows (header excluded) that contain `text`. */
  decisionRows(text: string): Locator {
    return this.decisionLog.locator('tbody tr').filter({ hasText: text });
  }
}

/** /settings/call-restrictions/contact-restrictions: seven weekday windows in the contact's time. */
export class DailyAvailableHoursPage {
  static readonly path = '/settings/call-restrictions/contact-restrictions';
  readonly main: Locator;
  readonly form: Locator;

  constructor(
    readonly page: Page,
    readonly shell: AppShell,
  ) {
    this.main = page.getByRole('main');
    this.form = this.main.getByRole('form', { name: 'Daily Available Hours', exact: true });
  }

  /** Through the Settings side navigation: the Call Restrictions group, then Daily Available Hours. */
  async openFromSettings(): Promise<void> {
    await this.shell.sideNav('Settings').open({
      group: 'Call Restrictions',
      label: 'Daily Available Hours',
      path: DailyAvailableHoursPage.path,
    });
    await expect(this.page).toHaveURL(DailyAvailableHoursPage.path);
    await this.shell.expectPageTitle('Daily Available Hours');
    await expect(this.availableSwitch('Monday')).toBeVisible();
  }

  availableSwitch(day: string): Locator {
    return this.form.getByRole('switch', { name: `${day} available`, exact: true });
  }

  /** Every weekday switched off, then Save. */
  async closeEveryDay(): Promise<void> {
    for (const day of WEEKDAYS) {
      // Mantine draws the switch over its (transparent) input.
      await this.availableSwitch(day).setChecked(false, { force: true });
      await expect(this.availableSwitch(day)).not.toBeChecked();
    }
    await this.save();
  }

  /** Every weekday switched on from `start` to `end` ("00:00", "24:00"), then Save. */
  async openEveryDay(start: string, end: string): Promise<void> {
    for (const day of WEEKDAYS) {
      await this.availableSwitch(day).setChecked(true, { force: true });
      await this.form.getByLabel(`${day} start`, { exact: true }).fill(start);
      await this.form.getByLabel(`${day} end`, { exact: true }).fill(end);
    }
    await this.save();
  }

  /** Save, and the server's answer: the toast of an earlier save may still be on screen. */
  private async save(): Promise<void> {
    const answered = this.page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/graphql') &&
        (response.request().postData() ?? '').includes('saveDailyAvailableHours'),
    );
    await this.form.getByRole('button', { name: 'Save', exact: true }).click();
    const response = await answered;
    expect(response.ok(), 'saveDailyAvailableHours answered').toBe(true);
    await expect(this.page.getByText('Daily available hours saved.', { exact: true })).toBeVisible();
  }
}
