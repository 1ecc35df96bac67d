import { randomBytes, randomUUID } from 'node:crypto';
import { type JourneyDefinition, journeyDefinitionSchema } from '@parley/core/journeys/journey';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { firstNameGroup } from '../../../test/condition-factories.ts';
import { createTestUser } from '../../../test/factories.ts';
import { publishDraft } from '../publish-journey.ts';
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

// Scheduled triggers (schedule-triggers.ts) on the settable clock: a cron occurrence enters the
// audience's members page by page and stores the next occurrence; a re-run page enters nobody twice;
// a one-time schedule runs once; a new version replaces the pending occurrence.

const HOUR = 3_600_000;
let world: EngineWorld;
let userId: string;
beforeAll(async () => {
  world = await createEngineWorld();
  // Three members over two pages: the continuation job is exercised by every test.
  world.deps.schedulePageSize = 2;
  userId = (await createTestUser(world.db, { brandId: world.brandId, roles: ['admin'] })).id;
});
afterAll(async () => {
  await world?.close();
});
beforeEach(() => {
  world.clock.now = new Date('2026-03-02T08:00:00.000Z');
});

async function staticSegment(contactIds: string[]): Promise<string> {
  const id = randomUUID();
  await world.db.execute(sql`insert into segments (brand_id, id, name, type)
    values (${world.brandId}, ${id}, ${`Segment ${id}`}, 'static')`);
  for (const contactId of contactIds)
    await world.db.execute(sql`insert into segment_members (brand_id, segment_id, contact_id)
      values (${world.brandId}, ${id}, ${contactId})`);
  return id;
}

async function members(count: number, firstName = 'Ada') {
  const contacts = [];
  for (let index = 0; index < count; index += 1) contacts.push(await addContact(world, { firstName }));
  return contacts;
}

function scheduledDefinition(schedule: Record<string, unknown>, audience: Record<string, unknown>) {
  return journeyDefinitionSchema.parse({
    nodes: [
      node('trigger', 'trigger', {
        triggerType: 'scheduled',
        schedule: { timeZone: 'UTC', cron: '', at: null, ...schedule },
        audience,
      }),
      node('set', 'updateContact', {
        updates: [{ propertyName: 'lastName', action: 'set', value: 'Scheduled' }],
      }),
    ],
    edges: [edge('trigger', 'set')],
    settings: { entryRule: 'againAfterLeaving' },
  });
}

/** A draft journey made live through the publish use-case (as publishJourney does), at the clock. */
async function publish(definition: JourneyDefinition, journeyId: string = randomUUID()) {
  const [existing] = await engineRows<{ id: string }>(
    world.db,
    sql`select id from journeys where brand_id = ${world.brandId} and id = ${journeyId}`,
  );
  if (existing)
    await world.db.execute(sql`update journeys set draft = ${JSON.stringify(definition)}::jsonb, draft_changed = true
      where brand_id = ${world.brandId} and id = ${journeyId}`);
  else
    await world.db.execute(sql`insert into journeys (brand_id, id, friendly_id, name, state, draft, draft_changed)
      values (${world.brandId}, ${journeyId}, ${`j-${randomBytes(4).toString('hex')}`}, 'Scheduled journey', 'draft',
        ${JSON.stringify(definition)}::jsonb, true)`);
  await world.db.transaction((tx) =>
    publishDraft(tx, { brandId: world.brandId, userId, id: journeyId, now: world.clock.now }),
  );
  return journeyId;
}

type ScheduleJobRow = {
  key: string;
  due_at: Date | string;
  version: number;
  payload: { afterId: string | null };
};

async function scheduleJobs(journeyId: string): Promise<ScheduleJobRow[]> {
  return engineRows<ScheduleJobRow>(
    world.db,
    sql`select key, due_at, version, payload from journey_jobs
      where brand_id = ${world.brandId} and journey_id = ${journeyId} and kind = 'schedule' order by due_at, key`,
  );
}

async function enteredContacts(journeyId: string): Promise<string[]> {
  const rows = await engineRows<{ contact_id: string }>(
    world.db,
    sql`select contact_id from journey_runs where brand_id = ${world.brandId} and journey_id = ${journeyId}
      order by contact_id`,
  );
  return rows.map((row) => row.contact_id);
}

const sorted = (ids: string[]) => [...ids].sort();

describe('scheduled trigger: cron', () => {
  it('enters the members at the due instant, page by page, and stores the next occurrence', async () => {
    const [a, b, c] = await members(3);
    const outsider = await addContact(world);
    if (!a || !b || !c) throw new Error('no contacts');
    const segmentId = await staticSegment([a.id, b.id, c.id]);
    const journeyId = await publish(
      scheduledDefinition({ kind: 'cron', cron: '0 9 * * *' }, { kind: 'segment', id: segmentId }),
    );
    let jobs = await scheduleJobs(journeyId);
    expect(jobs).toHaveLength(1);
    expect(new Date(jobs[0]?.due_at ?? 0).toISOString()).toBe('2026-03-02T09:00:00.000Z');

    await drain(world);
    expect(await enteredContacts(journeyId)).toEqual([]);

    world.clock.now = new Date('2026-03-02T09:00:00.000Z');
    await drain(world);
    expect(await enteredContacts(journeyId)).toEqual(sorted([a.id, b.id, c.id]));
    expect(await enteredContacts(journeyId)).not.toContain(outsider.id);
    const runs = await runsOf(world, journeyId);
    expect(runs.every((run) => run.state === 'completed')).toBe(true);
    jobs = await scheduleJobs(journeyId);
    expect(jobs.map((job) => [new Date(job.due_at).toISOString(), job.payload.afterId])).toEqual([
      ['2026-03-03T09:00:00.000Z', null],
    ]);

    // The next day's occurrence enters them again (againAfterLeaving: their runs ended).
    world.clock.now = new Date('2026-03-03T09:00:00.000Z');
    await drain(world);
    expect(await runsOf(world, journeyId)).toHaveLength(6);
    expect(new Date((await scheduleJobs(journeyId))[0]?.due_at ?? 0).toISOString()).toBe(
      '2026-03-04T09:00:00.000Z',
    );
  });

  it('a page run again (a crash, a retry) enters nobody twice', async () => {
    const contacts = await members(3);
    const segmentId = await staticSegment(contacts.map((contact) => contact.id));
    const journeyId = await publish(
      scheduledDefinition({ kind: 'cron', cron: '30 8 * * *' }, { kind: 'segment', id: segmentId }),
    );
    const [start] = await engineRows<Record<string, unknown>>(
      world.db,
      sql`select kind, key, journey_id, node_id, version, payload, due_at from journey_jobs
        where brand_id = ${world.brandId} and journey_id = ${journeyId} and kind = 'schedule'`,
    );
    world.clock.now = new Date('2026-03-02T08:30:00.000Z');
    await drain(world);
    expect(await runsOf(world, journeyId)).toHaveLength(3);
    // The same start job again, and the second page's job again.
    await world.db.execute(sql`insert into journey_jobs (brand_id, kind, key, journey_id, node_id, version, payload, due_at)
      values (${world.brandId}, 'schedule', ${String(start?.key)}, ${journeyId}, 'trigger', ${Number(start?.version)},
        ${JSON.stringify(start?.payload)}::jsonb, ${world.clock.now})`);
    const secondPage = {
      ...(start?.payload as Record<string, unknown>),
      afterId: sorted(contacts.map((c) => c.id))[1],
    };
    await world.db.execute(sql`insert into journey_jobs (brand_id, kind, key, journey_id, node_id, version, payload, due_at)
      values (${world.brandId}, 'schedule', ${`${String(start?.key)}:again`}, ${journeyId}, 'trigger',
        ${Number(start?.version)}, ${JSON.stringify(secondPage)}::jsonb, ${world.clock.now})`);
    await drain(world);
    const runs = await runsOf(world, journeyId);
    expect(runs).toHaveLength(3);
    expect(await enteredContacts(journeyId)).toEqual(sorted(contacts.map((contact) => contact.id)));
  });

  it('a new version replaces the pending occurrence', async () => {
    const [a] = await members(1);
    if (!a) throw new Error('no contact');
    const segmentId = await staticSegment([a.id]);
    const journeyId = await publish(
      scheduledDefinition({ kind: 'cron', cron: '0 9 * * *' }, { kind: 'segment', id: segmentId }),
    );
    await publish(
      scheduledDefinition({ kind: 'cron', cron: '0 12 * * *' }, { kind: 'segment', id: segmentId }),
      journeyId,
    );
    const jobs = await scheduleJobs(journeyId);
    expect(jobs.map((job) => [new Date(job.due_at).toISOString(), job.version])).toEqual([
      ['2026-03-02T12:00:00.000Z', 2],
    ]);
    // The old version's 09:00 never runs; the new one's 12:00 does.
    world.clock.now = new Date('2026-03-02T09:00:00.000Z');
    await drain(world);
    expect(await runsOf(world, journeyId)).toHaveLength(0);
    world.clock.now = new Date('2026-03-02T12:00:00.000Z');
    await drain(world);
    expect((await runsOf(world, journeyId)).map((run) => run.version)).toEqual([2]);
  });
});

describe('scheduled trigger: once', () => {
  it('enters the contact list at the instant, once, with no next occurrence', async () => {
    const firstName = `Once${randomBytes(3).toString('hex')}`;
    const contacts = await members(3, firstName);
    await addContact(world, { firstName: 'Someone else' });
    const listId = randomUUID();
    const pageQuery = {
      joinType: 'all',
      dynamicConditions: [firstNameGroup(firstName)],
      sortBy: null,
      order: 'desc',
      keyType: null,
    };
    await world.db.execute(sql`insert into saved_views (brand_id, id, name, page, page_query)
      values (${world.brandId}, ${listId}, ${`List ${listId}`}, '/agent/contacts', ${JSON.stringify(pageQuery)}::jsonb)`);
    const at = new Date(world.clock.now.getTime() + HOUR);
    const journeyId = await publish(
      scheduledDefinition({ kind: 'once', at: at.toISOString() }, { kind: 'contactList', id: listId }),
    );
    expect(new Date((await scheduleJobs(journeyId))[0]?.due_at ?? 0).toISOString()).toBe(at.toISOString());
    world.clock.now = at;
    await drain(world);
    expect(await enteredContacts(journeyId)).toEqual(sorted(contacts.map((contact) => contact.id)));
    expect(await scheduleJobs(journeyId)).toEqual([]);
  });

  it('an instant already past at publish runs at once, unless the version before had it', async () => {
    const journeyId = randomUUID();
    const past = new Date(world.clock.now.getTime() - HOUR);
    const definition = scheduledDefinition(
      { kind: 'once', at: past.toISOString() },
      { kind: 'segment', id: randomUUID() },
    );
    const options = { brandId: world.brandId, journeyId, version: 1, definition, now: world.clock.now };
    expect(await scheduleJourneyTrigger(world.db, { ...options, previous: null })).toEqual(world.clock.now);
    expect(await scheduleJobs(journeyId)).toHaveLength(1);
    expect(
      await scheduleJourneyTrigger(world.db, { ...options, version: 2, previous: definition }),
    ).toBeNull();
    expect(await scheduleJobs(journeyId)).toEqual([]);
  });
});
