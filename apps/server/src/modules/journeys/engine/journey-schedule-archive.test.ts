import { randomBytes, randomUUID } from 'node:crypto';
import { type JourneyDefinition, journeyDefinitionSchema } from '@parley/core/journeys/journey';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testEngine } from '../../../platform/db/test-database.ts';
import type { RequestSession } from '../../../platform/http/request-session.ts';
import { createTestUser } from '../../../test/factories.ts';
import { publishDraft } from '../publish-journey.ts';
import { setJourneyHidden } from '../set-journey-hidden.ts';
import { engineRows } from './engine-sql.ts';
import {
  addContact,
  createEngineWorld,
  drain,
  type EngineWorld,
  edge,
  node,
  runsOf,
} from './engine-test-kit.ts';
import { scheduleJourneyTrigger } from './schedule-triggers.ts';

// Archiving a live journey stops its scheduled trigger (set-journey-hidden.ts, stop-schedule.ts): its
// pending schedule jobs go in the archive's transaction, and a job claimed before the archive stops
// at the archive flag; un-archiving schedules the next occurrence again, as publish does.

const HOUR = 3_600_000;
let world: EngineWorld;
let session: RequestSession;
beforeAll(async () => {
  world = await createEngineWorld();
  world.deps.schedulePageSize = 2;
  const admin = await createTestUser(world.db, { brandId: world.brandId, roles: ['admin'] });
  session = {
    sessionId: randomUUID(),
    brandId: world.brandId,
    brandSlug: 'test',
    userId: admin.id,
    email: 'admin@example.com',
    roles: ['admin'],
  };
});
afterAll(async () => {
  await world?.close();
});
beforeEach(() => {
  world.clock.now = new Date('2026-03-02T08:00:00.000Z');
});

async function segmentOf(count: number): Promise<string> {
  const id = randomUUID();
  await world.db.execute(sql`insert into segments (brand_id, id, name, type)
    values (${world.brandId}, ${id}, ${`Segment ${id}`}, 'static')`);
  for (let index = 0; index < count; index += 1) {
    const contact = await addContact(world, { firstName: 'Ada' });
    await world.db.execute(sql`insert into segment_members (brand_id, segment_id, contact_id)
      values (${world.brandId}, ${id}, ${contact.id})`);
  }
  return id;
}

function scheduledDefinition(schedule: Record<string, unknown>, segmentId: string): JourneyDefinition {
  return journeyDefinitionSchema.parse({
    nodes: [
      node('trigger', 'trigger', {
        triggerType: 'scheduled',
        schedule: { timeZone: 'UTC', cron: '', at: null, ...schedule },
        audience: { kind: 'segment', id: segmentId },
      }),
      node('set', 'updateContact', {
        updates: [{ propertyName: 'lastName', action: 'set', value: 'Scheduled' }],
      }),
    ],
    edges: [edge('trigger', 'set')],
    settings: { entryRule: 'againAfterLeaving' },
  });
}

async function publish(definition: JourneyDefinition): Promise<string> {
  const journeyId = randomUUID();
  await world.db.execute(sql`insert into journeys (brand_id, id, friendly_id, name, state, draft, draft_changed)
    values (${world.brandId}, ${journeyId}, ${`j-${randomBytes(4).toString('hex')}`}, 'Scheduled journey', 'draft',
      ${JSON.stringify(definition)}::jsonb, true)`);
  await world.db.transaction((tx) =>
    publishDraft(tx, { brandId: world.brandId, userId: session.userId, id: journeyId, now: world.clock.now }),
  );
  return journeyId;
}

function archive(journeyId: string, hidden: boolean) {
  return setJourneyHidden(world.db, { session, id: journeyId, hidden, now: world.clock.now });
}

/** The journey's schedule jobs as [due instant, page cursor]. */
async function scheduleJobs(journeyId: string): Promise<Array<[string, string | null]>> {
  const rows = await engineRows<{ due_at: Date | string; payload: { afterId: string | null } }>(
    world.db,
    sql`select due_at, payload from journey_jobs
      where brand_id = ${world.brandId} and journey_id = ${journeyId} and kind = 'schedule' order by due_at, key`,
  );
  return rows.map((row) => [new Date(row.due_at).toISOString(), row.payload.afterId]);
}

describe(`archiving a scheduled journey on ${testEngine()}`, () => {
  it('archiving deletes the pending occurrence; un-archiving schedules the next one', async () => {
    const segmentId = await segmentOf(1);
    const journeyId = await publish(scheduledDefinition({ kind: 'cron', cron: '0 9 * * *' }, segmentId));
    expect(await scheduleJobs(journeyId)).toEqual([['2026-03-02T09:00:00.000Z', null]]);

    const archived = await archive(journeyId, true);
    expect(archived.hidden).toBe(true);
    expect(await scheduleJobs(journeyId)).toEqual([]);
    world.clock.now = new Date('2026-03-02T09:00:00.000Z');
    await drain(world);
    expect(await runsOf(world, journeyId)).toHaveLength(0);

    // Shown again at 10:00: today's 09:00 has passed, tomorrow's is next.
    world.clock.now = new Date('2026-03-02T10:00:00.000Z');
    expect((await archive(journeyId, false)).hidden).toBe(false);
    expect(await scheduleJobs(journeyId)).toEqual([['2026-03-03T09:00:00.000Z', null]]);
    // Showing a shown journey changes nothing.
    await archive(journeyId, false);
    expect(await scheduleJobs(journeyId)).toEqual([['2026-03-03T09:00:00.000Z', null]]);
    world.clock.now = new Date('2026-03-03T09:00:00.000Z');
    await drain(world);
    expect(await runsOf(world, journeyId)).toHaveLength(1);
  });

  it('deletes the pages of an occurrence being entered, and a job claimed before the archive stops', async () => {
    const segmentId = await segmentOf(3);
    const journeyId = await publish(scheduledDefinition({ kind: 'cron', cron: '0 9 * * *' }, segmentId));
    // A page still to come (the second page of today's occurrence) beside tomorrow's start.
    const [start] = await engineRows<{ key: string; payload: Record<string, unknown> }>(
      world.db,
      sql`select key, payload from journey_jobs
        where brand_id = ${world.brandId} and journey_id = ${journeyId} and kind = 'schedule'`,
    );
    await world.db.execute(sql`insert into journey_jobs (brand_id, kind, key, journey_id, node_id, version, payload, due_at)
      values (${world.brandId}, 'schedule', ${`${start?.key}:page`}, ${journeyId}, 'trigger', 1,
        ${JSON.stringify({ ...start?.payload, afterId: randomUUID() })}::jsonb, ${world.clock.now})`);
    expect(await scheduleJobs(journeyId)).toHaveLength(2);
    await archive(journeyId, true);
    expect(await scheduleJobs(journeyId)).toEqual([]);

    // A start job the runner held while the archive committed (SKIP LOCKED left it) runs afterwards:
    // it enters nobody and stores no next occurrence.
    const definition = scheduledDefinition({ kind: 'cron', cron: '0 9 * * *' }, segmentId);
    await scheduleJourneyTrigger(world.db, {
      brandId: world.brandId,
      journeyId,
      version: 1,
      definition,
      previous: null,
      now: world.clock.now,
    });
    world.clock.now = new Date('2026-03-02T09:00:00.000Z');
    await drain(world);
    expect(await runsOf(world, journeyId)).toHaveLength(0);
    expect(await scheduleJobs(journeyId)).toEqual([]);
  });

  it('a one-time instant: archived and shown before it, it still runs; shown after it, it does not', async () => {
    const segmentId = await segmentOf(1);
    const at = new Date(world.clock.now.getTime() + HOUR).toISOString();
    const soon = await publish(scheduledDefinition({ kind: 'once', at }, segmentId));
    const missed = await publish(scheduledDefinition({ kind: 'once', at }, segmentId));
    await archive(soon, true);
    await archive(missed, true);
    await archive(soon, false);
    expect(await scheduleJobs(soon)).toEqual([[at, null]]);

    world.clock.now = new Date(at);
    await drain(world);
    expect(await runsOf(world, soon)).toHaveLength(1);
    world.clock.now = new Date(new Date(at).getTime() + HOUR);
    await archive(missed, false);
    expect(await scheduleJobs(missed)).toEqual([]);
    await drain(world);
    expect(await runsOf(world, missed)).toHaveLength(0);
  });

  it('archiving a draft journey or a live one without a schedule touches no jobs', async () => {
    const journeyId = randomUUID();
    await world.db.execute(sql`insert into journeys (brand_id, id, friendly_id, name, state, draft, draft_changed)
      values (${world.brandId}, ${journeyId}, ${`j-${randomBytes(4).toString('hex')}`}, 'Draft', 'draft',
        ${JSON.stringify(scheduledDefinition({ kind: 'cron', cron: '0 9 * * *' }, randomUUID()))}::jsonb, true)`);
    expect((await archive(journeyId, true)).hidden).toBe(true);
    expect((await archive(journeyId, false)).hidden).toBe(false);
    expect(await scheduleJobs(journeyId)).toEqual([]);
  });
});
