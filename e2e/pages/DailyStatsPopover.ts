import { expect, type Locator, type Page } from '@playwright/test';
import { AGENT_DESKTOP_TEXTS, DAILY_TARGET_TASKS, TODAYS_PROGRESS } from '../support/texts.ts';

/** Labels of the per-channel counts in the popover (Parley's wording). */
export type StatsChannel = 'SMS' | 'Calls' | 'Emails' | 'Custom tasks' | 'Reminders' | 'Voicemails';

/**
 * spec 001 §2/§9 "Today's Progress": the popover of the trophy button — tasks completed today
 * against 150, the pace line, and the count per channel.
 */
export class DailyStatsPopover {
  readonly root: Locator;
  readonly completedLine: Locator;

  /** `trigger`: the trophy button that toggles the popover. */
  constructor(
    readonly page: Page,
    readonly trigger: Locator,
  ) {
    this.root = page
      .getByRole('dialog')
      .filter({ has: page.getByRole('heading', { name: TODAYS_PROGRESS, exact: true }) });
    this.completedLine = this.root.getByText(/ of \d+ tasks completed today/);
  }

  async expectLoaded(): Promise<void> {
    await expect(this.root).toBeVisible();
    await expect(this.completedLine).toBeVisible();
  }

  /** Tasks completed today, all channels, from "n of 150 tasks completed today". */
  async completedToday(): Promise<number> {
    const text = await this.completedLine.innerText();
    const match = new RegExp(`(\\d+) of ${DAILY_TARGET_TASKS} tasks completed today`).exec(text);
    expect(match, `"${text}" names the tasks completed today against ${DAILY_TARGET_TASKS}`).not.toBeNull();
    return Number(match?.[1]);
  }

  /**
   * The count shown above a channel's label in the grid of counts. The grid is the first place the
   * label appears (the channel's target bar, below it, repeats the label); the count is the text
   * just before it.
   */
  channelCount(channel: StatsChannel): Locator {
    return this.root.getByText(channel, { exact: true }).first().locator('xpath=preceding-sibling::*[1]');
  }

  async expectCompletedText(done: number): Promise<void> {
    await expect(this.completedLine).toContainText(
      AGENT_DESKTOP_TEXTS.completedToday(done, DAILY_TARGET_TASKS),
    );
  }

  /**
   * Closes it with the trophy again. (Escape only works once focus is inside the popover: the
   * trophy keeps the focus after the click, and there Escape does nothing.)
   */
  async close(): Promise<void> {
    await this.trigger.click();
    await expect(this.root).toBeHidden();
  }
}
