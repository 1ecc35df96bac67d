import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { AgentDesk } from '../pages/AgentDesk.ts';
import { saveScreenshot } from '../support/artifacts.ts';
import { expect, test } from '../support/test.ts';

// Issue 15, "Tests that must exist": a drill-down from the dashboard to its rows and a CSV export
// whose rows match. The agent handles a task through the desk; the admin's Reporting counts it a few
// seconds after it ends, lists it behind the figures and exports the same row.

const RUN = Date.now().toString(36);
const TITLE = `E2E report ${RUN}`;

async function post(page: Page, path: string, data: Record<string, unknown>) {
  const csrf = await page.request.get('/api/auth/csrf-token');
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const response = await page.request.post(path, { headers: { 'x-csrf-token': csrfToken }, data });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return response.json() as Promise<Record<string, unknown>>;
}

test.describe('[REPORTING] the dashboard', () => {
  test.setTimeout(120_000);

  test('[REPORTING] counts a handled task, drills down to it and exports the same row', async ({
    page,
    signInAs,
    openBrowserAs,
  }) => {
    const agent = await openBrowserAs('agent', '/agent');
    const desk = new AgentDesk(agent.page);
    await desk.expectReady();
    await desk.becomeAvailableNow();
    await test.step('the agent takes a task of their own and completes it', async () => {
      const { taskSid } = await post(agent.page, '/conv/tasks/custom-task', { title: TITLE });
      const row = desk.taskList.getByRole('button', { name: new RegExp(TITLE) });
      await expect(row).toBeVisible({ timeout: 15_000 });
      await row.click();
      await desk.acceptButton.click();
      await expect(desk.acceptButton).toBeHidden();
      await post(agent.page, '/conv/tasks/summarize-task', { sid: taskSid, phone: '+14155550100' });
    });

    await signInAs('admin', '/reporting');
    await test.step('Reporting counts it once the rollups take it (a few seconds)', async () => {
      await expect(async () => {
        await page.reload();
        await expect(page.getByRole('group', { name: 'Handled' })).not.toHaveText(/Handled\s*0$/, {
          timeout: 3_000,
        });
      }).toPass({ timeout: 30_000 });
      await saveScreenshot(page, 'reporting-dashboard');
    });

    await test.step('the drill-down lists it, and its CSV holds the same row', async () => {
      await page.getByRole('button', { name: 'Show the tasks' }).click();
      const table = page.getByRole('table', { name: 'Tasks behind the figures' });
      const row = table.getByRole('row').filter({ hasText: TITLE });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText('Custom task');
      await expect(row).toContainText('completed');
      await saveScreenshot(page, 'reporting-drill-down');
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('dialog').getByRole('button', { name: 'Export CSV' }).click(),
      ]);
      const csv = await readFile(await download.path(), 'utf8');
      const lines = csv.trim().split('\n');
      expect(lines[0]).toContain('Created,Contact,Channel,Queue,Agent,Status');
      const mine = lines.filter((line) => line.includes(TITLE));
      expect(mine).toHaveLength(1);
      expect(mine[0]).toContain(',Custom task,');
      expect(mine[0]).toContain(',completed,');
    });

    await desk.setStatus('Unavailable');
  });
});
