import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngine } from '../../../platform/db/test-database.ts';
import { createTestBrand } from '../../../test/factories.ts';
import { gqlError, gqlField } from '../../../test/settings-factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { signIn } from '../../conversations/conversations-test-support.ts';
import { userStatusHistory, users } from '../../users/users.tables.ts';
import { tasks } from '../routing.tables.ts';
import { getAgentsOverview } from './get-agents-overview.ts';

// The Agents page's figures (issue 15 "Agents", docs/reporting.md "Agents"): status time per day in
// the viewer's zone, handled tasks, average handle time, occupancy, current task; staff of the brand only.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const at = (iso: string) => new Date(iso);
// 03:00 in New York (EST, UTC−5): the local day began at 05:00 UTC.
const NOW = at('2026-11-27T08:00:00Z');

async function arrangeAgentDay(brandId: string, userId: string) {
  const db = t.database.db;
  await db.delete(userStatusHistory).where(eq(userStatusHistory.userId, userId));
  await db.insert(userStatusHistory).values([
    // From 22:00 yesterday (local) to 01:00 today: one hour of it is today's.
    {
      brandId,
      userId,
      status: 'Unavailable',
      startedAt: at('2026-11-27T03:00:00Z'),
      endedAt: at('2026-11-27T06:00:00Z'),
    },
    { brandId, userId, status: 'Available', startedAt: at('2026-11-27T06:00:00Z'), endedAt: null },
  ]);
  await db
    .update(users)
    .set({ status: 'Available', statusChangedAt: at('2026-11-27T06:00:00Z') })
    .where(eq(users.id, userId));
  const task = (status: string, acceptedAt: string, endedAt: string | null, attributes = {}) => ({
    brandId,
    sid: `WT${randomBytes(16).toString('hex')}`,
    status,
    channel: 'sms',
    capacityChannel: 'sms',
    attributes,
    queueSid: 'WQ-overview',
    queueName: 'Overview',
    workflowName: 'Default',
    assignedUserId: userId,
    createdAt: at(acceptedAt),
    updatedAt: at(endedAt ?? acceptedAt),
    acceptedAt: at(acceptedAt),
    endedAt: endedAt ? at(endedAt) : null,
  });
  await db.insert(tasks).values([
    // Yesterday, local: 23:00 → 23:20.
    task('completed', '2026-11-27T04:00:00Z', '2026-11-27T04:20:00Z'),
    // Two completed tasks today, 30 minutes each, overlapping by 10: 50 minutes on tasks.
    task('completed', '2026-11-27T06:10:00Z', '2026-11-27T06:40:00Z'),
    task('completed', '2026-11-27T06:30:00Z', '2026-11-27T07:00:00Z'),
    // On a text since 02:50: 10 more minutes on tasks, and the current task.
    task('accepted', '2026-11-27T07:50:00Z', null, { title: 'Follow up', name: 'Ada Lovelace' }),
  ]);
}

const OVERVIEW = `query ($timeZone: String) { agentsOverview(timeZone: $timeZone) {
  timeZone agents { id name handledToday occupancy activityBreakdown { activityName duration } }
} }`;

describe(`the Agents page's overview on ${testEngine()}`, () => {
  it("counts an agent's day in the viewer's zone: breakdown, handled, handle time, occupancy, current task", async () => {
    const brand = await createTestBrand(t.database.db);
    const agent = await signIn(t, ['agent'], brand.id);
    await arrangeAgentDay(brand.id, agent.user.id);

    const newYork = await getAgentsOverview(t.database.db, {
      brandId: brand.id,
      timeZone: 'America/New_York',
      now: NOW,
    });
    expect(newYork.dayStart).toEqual(at('2026-11-27T05:00:00Z'));
    const row = newYork.agents.find((item) => item.userId === agent.user.id);
    expect(row).toMatchObject({
      status: 'Available',
      activityBreakdown: [
        { activityName: 'Available', duration: 7_200 },
        { activityName: 'Unavailable', duration: 3_600 },
      ],
      handledToday: 2,
      averageHandleSeconds: 1_800,
      // 60 minutes on tasks (the overlap once, the open task up to now) ÷ 2 hours available.
      occupancy: 0.5,
      currentTask: {
        channel: 'sms',
        status: 'accepted',
        title: 'Follow up',
        contact: 'Ada Lovelace',
        since: at('2026-11-27T07:50:00Z'),
      },
    });

    // In UTC the day began at midnight: three hours Unavailable, and yesterday's (local) task is today's.
    const utc = await getAgentsOverview(t.database.db, { brandId: brand.id, now: NOW });
    expect(utc.agents.find((item) => item.userId === agent.user.id)).toMatchObject({
      activityBreakdown: [
        { activityName: 'Unavailable', duration: 10_800 },
        { activityName: 'Available', duration: 7_200 },
      ],
      handledToday: 3,
    });
  });

  it('shows nothing where there is nothing: no handle time, no occupancy without available time', async () => {
    const brand = await createTestBrand(t.database.db);
    const agent = await signIn(t, ['agent'], brand.id);
    await t.database.db.delete(userStatusHistory).where(eq(userStatusHistory.userId, agent.user.id));
    const overview = await getAgentsOverview(t.database.db, { brandId: brand.id, now: NOW });
    expect(overview.agents.find((item) => item.userId === agent.user.id)).toMatchObject({
      activityBreakdown: [],
      handledToday: 0,
      averageHandleSeconds: null,
      occupancy: null,
      currentTask: null,
    });
  });

  it("answers the brand's admins and supervisors, never another brand's, and refuses agents", async () => {
    const brand = await createTestBrand(t.database.db);
    const admin = await signIn(t, ['admin'], brand.id);
    const supervisor = await signIn(t, ['supervisor'], brand.id);
    const agent = await signIn(t, ['agent'], brand.id);
    await arrangeAgentDay(brand.id, agent.user.id);
    type Answer = { timeZone: string; agents: { id: string; handledToday: number }[] };

    for (const viewer of [admin, supervisor]) {
      const answer = await gqlField<Answer>(viewer.client, OVERVIEW, 'agentsOverview', {
        timeZone: 'America/New_York',
      });
      expect(answer.timeZone).toBe('America/New_York');
      expect(answer.agents.map((row) => row.id)).toContain(agent.user.id);
    }

    const other = await createTestBrand(t.database.db);
    const otherAdmin = await signIn(t, ['admin'], other.id);
    const theirs = await gqlField<Answer>(otherAdmin.client, OVERVIEW, 'agentsOverview');
    expect(theirs.agents.map((row) => row.id)).toEqual([otherAdmin.user.id]);

    expect(await gqlError(agent.client, OVERVIEW)).toMatchObject({ status: 403 });
    expect(await gqlError(admin.client, OVERVIEW, { timeZone: 'Mars/Olympus' })).toMatchObject({
      field: 'timeZone',
    });
  });
});
