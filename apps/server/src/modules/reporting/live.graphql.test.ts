import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngine } from '../../platform/db/test-database.ts';
import { gqlError, gqlField } from '../../test/settings-factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { accept, makeAvailable, offerOf, post, signIn } from '../conversations/conversations-test-support.ts';
import { createTask } from '../routing/tasks/create-task.ts';
import { voiceBrand } from '../voice/voice-test-kit.ts';
import { rollUpFinishedTasks } from './roll-up-tasks.ts';

// Parley Live over GraphQL (issue 15; docs/reporting.md "Parley Live"): a task waiting, taken and
// finished through the real use-cases shows in the snapshot; admins and supervisors of the brand only.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const LIVE = `query ($timeZone: String!) { parleyLive(timeZone: $timeZone) {
  at timeZone serviceLevelSeconds callsInProgress
  agents { id name status available since taskCount taskChannel }
  queues { sid name waiting offered inProgress longestWaitSince today { created handled abandoned serviceLevel } }
  campaigns { id name dialing }
} }`;

type Live = {
  agents: { id: string; available: boolean; taskCount: number; taskChannel: string | null }[];
  queues: {
    waiting: number;
    offered: number;
    inProgress: number;
    longestWaitSince: string | null;
    today: { created: number; handled: number; serviceLevel: number | null };
  }[];
  campaigns: unknown[];
  callsInProgress: number;
  serviceLevelSeconds: number;
};

describe(`Parley Live on ${testEngine()}`, () => {
  it('shows a waiting task, then the agent holding it, then today’s service level, to staff of the brand only', async () => {
    const { brandId, simulator: admin, supervisor } = await voiceBrand(t, 0);
    const read = (client = supervisor.client) =>
      gqlField<Live>(client, LIVE, 'parleyLive', { timeZone: 'America/New_York' });

    const before = Date.now();
    const task = await createTask(t.database.db, t.bus, { brandId, channel: 'sms', attributes: {} });
    const waiting = await read();
    expect(waiting.queues).toHaveLength(1);
    expect(waiting.queues[0]).toMatchObject({ waiting: 1, offered: 0, inProgress: 0 });
    const since = Date.parse(waiting.queues[0]?.longestWaitSince ?? '');
    expect(since).toBeGreaterThanOrEqual(before - 1_000);
    expect(waiting).toMatchObject({ campaigns: [], callsInProgress: 0, serviceLevelSeconds: 20 });
    // Every worker of the brand shows (the admin and supervisor are workers too), none of them available.
    expect(waiting.agents.some((row) => row.available)).toBe(false);

    const agent = await signIn(t, ['agent'], brandId);
    await makeAvailable(t, agent);
    await accept(agent, await offerOf(agent, task.taskSid));
    const held = await read(admin.client);
    expect(held.queues[0]).toMatchObject({ waiting: 0, inProgress: 1, longestWaitSince: null });
    expect(held.agents.find((row) => row.id === agent.user.id)).toMatchObject({
      available: true,
      taskCount: 1,
      taskChannel: 'sms',
    });

    const done = await post(agent.client, '/conv/tasks/summarize-task', {
      sid: task.taskSid,
      phone: '+14155550100',
    });
    expect(done.statusCode, done.body).toBe(200);
    await rollUpFinishedTasks(t.database.db);
    const finished = await read();
    expect(finished.queues[0]).toMatchObject({
      inProgress: 0,
      today: { created: 1, handled: 1, serviceLevel: 1 },
    });
    expect(finished.agents.find((row) => row.id === agent.user.id)?.taskCount).toBe(0);

    expect(await gqlError(agent.client, LIVE, { timeZone: 'UTC' })).toMatchObject({ status: 403 });
    const other = await voiceBrand(t, 0);
    const theirs = await gqlField<Live>(other.supervisor.client, LIVE, 'parleyLive', { timeZone: 'UTC' });
    expect(theirs.queues.every((queue) => queue.waiting === 0 && queue.today.created === 0)).toBe(true);
    expect(theirs.agents.map((row) => row.id)).not.toContain(agent.user.id);
  });

  it('refuses a bad time zone naming the field', async () => {
    const { supervisor } = await voiceBrand(t, 0);
    const bad = await gqlError(supervisor.client, LIVE, { timeZone: 'Mars/Olympus' });
    expect(bad).toMatchObject({ field: 'timeZone', message: expect.stringContaining('is not a time zone') });
  });
});
