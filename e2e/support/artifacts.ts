import path from 'node:path';
import type { Page } from '@playwright/test';

// Screenshots kept for people to look at (e2e/.artifacts is git-ignored), beside the traces of failures.
const SCREENSHOT_DIR = path.resolve(import.meta.dirname, '..', '.artifacts', 'screenshots');

export async function saveScreenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({
    path: path.join(SCREENSHOT_DIR, `${name}.png`),
    fullPage: true,
    animations: 'disabled',
  });
}
