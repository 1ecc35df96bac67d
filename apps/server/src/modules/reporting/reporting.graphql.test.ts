import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngine } from '../../platform/db/test-database.ts';
import { gqlError, gqlField } from '../../test/settings-factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { accept, makeAvailable, offerOf, post } from '../conversations/conversations-test-support.ts';
import { until } from '../events/platform-events-test-kit.ts';
import { voiceBrand } from '../voice/voice-test-kit.ts';
import { rollUpFinishedTasks } from './roll-up-tasks.ts';

// Reporting › Dashboard over GraphQL (issue 15): a task handled through the real use-cases shows in
// the dashboard once finished; admins and supervisors of the brand only; bad input names the field.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const DASHBOARD = `query ($input: DashboardInput!) { reportingDashboard(input: $input) {
  granularity totals { created handled completed abandoned averageHandleSeconds }
  byChannel { channel figures { created } } byAgent { agentId figures { handled } } series { period figures { created } }
} }`;

const today = () => new Date().toISOString().slice(0, 10);

describe(`the reporting dashboard on ${testEngine()}`, () => {
  it("counts a task an agent handled through the desk, for the brand's admins and supervisors only", async () => {
    const { simulator: admin, agents } = await voiceBrand(t, 1);
    const [agent] = agents;
    if (!agent) throw new Error('agent missing');
    await makeAvailable(t, agent);
    const created = await post(agent.client, '/conv/tasks/custom-task', { title: 'Call back Ada' });
    expect(created.statusCode, created.body).toBeLessThan(300);
    const { taskSid } = created.json<{ taskSid: string }>();
    await accept(agent, await offerOf(agent, taskSid));
    const done = await post(agent.client, '/conv/tasks/summarize-task', {
      sid: taskSid,
      phone: '+14155550100',
    });
    expect(done.statusCode, done.body).toBe(200);
    await rollUpFinishedTasks(t.database.db);
    const input = { from: today(), to: today(), timeZone: 'UTC' };
    const dashboard = await until(
      () =>
        gqlField<{
          totals: { created: number; completed: number };
          granularity: string;
          byAgent: { agentId: string }[];
          series: { period: string; figures: { created: number } }[];
        }>(admin.client, DASHBOARD, 'reportingDashboard', { input }),
      (answer) => answer.totals.completed >= 1,
    );
    expect(dashboard).toMatchObject({ granularity: 'hour', totals: { created: 1, completed: 1 } });
    expect(dashboard.byAgent.map((row) => row.agentId)).toEqual([agent.user.id]);
    // The rows behind it: the drill-down lists the task, with its agent.
    const behind = await gqlField<{
      total: number;
      items: { sid: string; agentId: string; title: string }[];
    }>(
      admin.client,
      'query ($input: DashboardInput!, $period: String) { reportingTasks(input: $input, period: $period) { total items { sid agentId title } } }',
      'reportingTasks',
      { input, period: dashboard.series.find((row) => row.figures.created > 0)?.period },
    );
    expect(behind).toEqual({
      total: 1,
      items: [{ sid: taskSid, agentId: agent.user.id, title: 'Call back Ada' }],
    });

    const refused = await gqlError(agent.client, DASHBOARD, { input });
    expect(refused).toMatchObject({ status: 403 });

    const other = await voiceBrand(t, 0);
    const theirs = await gqlField<{ totals: { created: number } }>(
      other.simulator.client,
      DASHBOARD,
      'reportingDashboard',
      {
        input,
      },
    );
    expect(theirs.totals.created).toBe(0);
  });

  it('refuses bad input naming the field', async () => {
    const { simulator: admin } = await voiceBrand(t, 0);
    const bad = await gqlError(admin.client, DASHBOARD, {
      input: { from: today(), to: today(), timeZone: 'Mars/Olympus' },
    });
    expect(bad).toMatchObject({ field: 'timeZone', message: expect.stringContaining('is not a time zone') });
  });
});
