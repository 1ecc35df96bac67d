import { randomBytes, randomUUID } from 'node:crypto';
import {
  type JourneyDefinition,
  journeyDefinitionSchema,
  journeyTriggerType,
} from '@parley/core/journeys/journey';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { createCarrier } from '../../../platform/carrier/create-carrier.ts';
import type { DbExecutor, DbHandle } from '../../../platform/db/database.ts';
import { createTestDatabase } from '../../../platform/db/test-database.ts';
import type { OutgoingMail } from '../../../platform/mail/mailer.ts';
import { checkedEventBus } from '../../../platform/realtime/checked-event-bus.ts';
import { createEventBus } from '../../../platform/realtime/create-event-bus.ts';
import type { EventBus } from '../../../platform/realtime/event-bus.ts';
import { createTestBrand } from '../../../test/factories.ts';
import { seedContact } from '../../contacts/contact-search-test-kit.ts';
import { ingestCalls } from '../../events/ingest.ts';
import { readIngestBody } from '../../events/ingest-input.ts';
import type { EngineDeps } from './engine-deps.ts';
import { engineRows } from './engine-sql.ts';
import { runJobBatch } from './job-runner.ts';

// Test support for the journey engine's tests: a database with a brand, journeys written straight to
// the tables (live at version 1), contacts, and the runner driven by hand on a settable clock.

export const MINUTE_MS = 60_000;

export type EngineWorld = {
  sentMail: OutgoingMail[];
  database: DbHandle;
  db: DbExecutor;
  bus: EventBus;
  deps: EngineDeps;
  brandId: string;
  clock: { now: Date };
  close(): Promise<void>;
};

export async function createEngineWorld(): Promise<EngineWorld> {
  const database = await createTestDatabase();
  const bus = checkedEventBus(createEventBus(database));
  await bus.start();
  const brand = await createTestBrand(database.db);
  const sentMail: OutgoingMail[] = [];
  const deps: EngineDeps = {
    mailer: {
      async send(mail) {
        sentMail.push(mail);
      },
    },
    db: database.db,
    bus,
    carrier: createCarrier(),
    log: { error: () => {} },
    webhooks: { allowPrivateNetworks: true, timeoutMs: 2_000, retryBaseMs: 50 },
  };
  return {
    sentMail,
    database,
    db: database.db,
    bus,
    deps,
    brandId: brand.id,
    clock: { now: new Date() },
    async close() {
      await bus.close();
      await database.close();
    },
  };
}

/**
 * The test file's world: made before its tests (then `setup`, e.g. deps the file changes), closed
 * after them. Call at the top of the file; its fields can be read once the tests run.
 */
export function useEngineWorld(setup?: (world: EngineWorld) => Promise<void> | void): EngineWorld {
  let current: EngineWorld | undefined;
  beforeAll(async () => {
    current = await createEngineWorld();
    await setup?.(current);
  });
  afterAll(async () => {
    await current?.close();
  });
  const world = (): EngineWorld => {
    if (!current) throw new Error('the engine world exists once the tests run');
    return current;
  };
  return {
    get sentMail() {
      return world().sentMail;
    },
    get database() {
      return world().database;
    },
    get db() {
      return world().db;
    },
    get bus() {
      return world().bus;
    },
    get deps() {
      return world().deps;
    },
    get brandId() {
      return world().brandId;
    },
    get clock() {
      return world().clock;
    },
    close: () => world().close(),
  };
}

/**
 * A journey's rows written straight to the tables, as publishing leaves them: live at version 1 (its
 * version row too), or a draft never published.
 */
export async function insertJourneyRows(
  db: DbExecutor,
  input: { brandId: string; definition: JourneyDefinition; name?: string; live?: boolean; id?: string },
): Promise<string> {
  const { brandId, definition } = input;
  const journeyId = input.id ?? randomUUID();
  const live = input.live ?? true;
  await db.execute(sql`insert into journeys (brand_id, id, friendly_id, name, state, live_version, draft, draft_changed, trigger_type)
    values (${brandId}, ${journeyId}, ${`j-${randomBytes(4).toString('hex')}`}, ${input.name ?? 'Test journey'},
      ${live ? 'live' : 'draft'}, ${live ? 1 : null}, ${JSON.stringify(definition)}::jsonb, ${!live},
      ${journeyTriggerType(definition)})`);
  if (live)
    await db.execute(sql`insert into journey_versions (brand_id, journey_id, version, definition)
      values (${brandId}, ${journeyId}, 1, ${JSON.stringify(definition)}::jsonb)`);
  return journeyId;
}

/** A journey written straight to the tables, live at version 1 with this definition. */
export async function liveJourney(
  world: EngineWorld,
  input: { nodes: unknown[]; edges: unknown[]; settings?: unknown },
): Promise<{ journeyId: string; definition: JourneyDefinition }> {
  const definition = journeyDefinitionSchema.parse(input);
  const journeyId = await insertJourneyRows(world.db, { brandId: world.brandId, definition });
  return { journeyId, definition };
}

let eventNames = 0;
/** A live journey entered by a custom event of a name no other journey of the file listens to. */
export async function liveJourneyOnNewEvent(
  world: EngineWorld,
  input: { nodes: unknown[]; edges: unknown[]; settings?: unknown },
): Promise<{ journeyId: string; definition: JourneyDefinition; eventName: string }> {
  eventNames += 1;
  const eventName = `event_${eventNames}`;
  const journey = await liveJourney(world, { ...input, nodes: [customTrigger(eventName), ...input.nodes] });
  return { ...journey, eventName };
}

export async function addContact(
  world: EngineWorld,
  options: { firstName?: string; phone?: string | null; email?: string | null; optIn?: boolean } = {},
) {
  return seedContact(world.db, {
    brandId: world.brandId,
    firstName: options.firstName ?? 'Ada',
    phone:
      options.phone === undefined
        ? `+1555${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`
        : options.phone,
    email: options.email ?? null,
    optIn: options.optIn ?? true,
  });
}

/** A track event for a contact through ingest's own use-case (its transaction runs the journeys hook). */
export async function track(
  world: EngineWorld,
  profileId: string,
  event: string,
  properties: Record<string, unknown> = {},
) {
  const receivedAt = world.clock.now;
  await ingestCalls(world.db, {
    brandId: world.brandId,
    calls: readIngestBody({ type: 'track', profileId, event, properties }, receivedAt),
    receivedAt,
  });
}

/** The contact's track event, then the runner until nothing is due: it enters and goes as far as it can. */
export async function enterByEvent(
  world: EngineWorld,
  eventName: string,
  contact: { profileId: string },
  properties: Record<string, unknown> = {},
): Promise<void> {
  await track(world, contact.profileId, eventName, properties);
  await drain(world);
}

/** Runs batches until no job is due at the world's clock (which moves 1 ms per batch). */
export async function drain(world: EngineWorld, options: { batchSize?: number } = {}): Promise<void> {
  for (let round = 0; round < 200; round += 1) {
    const claimed = await runJobBatch(world.deps, {
      batchSize: options.batchSize ?? 50,
      now: () => world.clock.now,
      retryBaseMs: 1_000,
    });
    if (claimed === 0) return;
    // One millisecond per batch, so the steps of a chain are ordered by their times.
    advanceClock(world, 1);
  }
  throw new Error('the journey jobs never drained');
}

export function advanceClock(world: EngineWorld, ms: number): void {
  world.clock.now = new Date(world.clock.now.getTime() + ms);
}

export type RunView = {
  id: string;
  state: string;
  node_id: string | null;
  end_reason: string | null;
  version: number;
};

export async function runsOf(world: EngineWorld, journeyId: string): Promise<RunView[]> {
  return engineRows<RunView>(
    world.db,
    sql`select id, state, node_id, end_reason, version from journey_runs
      where brand_id = ${world.brandId} and journey_id = ${journeyId} order by entered_at, id`,
  );
}

/** The journey's first run (it must have one) and its steps. */
export async function firstRunOf(world: EngineWorld, journeyId: string) {
  const [run] = await runsOf(world, journeyId);
  if (!run) throw new Error('no run');
  return { run, steps: await stepsOf(world, run.id) };
}

/** The journey's one run (it must have exactly one) and its steps. */
export async function onlyRunOf(world: EngineWorld, journeyId: string) {
  expect(await runsOf(world, journeyId)).toHaveLength(1);
  return firstRunOf(world, journeyId);
}

export type StepView = {
  node_id: string;
  status: string;
  output: string | null;
  reason: string | null;
  version: number;
  detail: Record<string, unknown> | null;
};

export async function stepsOf(world: EngineWorld, runId: string): Promise<StepView[]> {
  return engineRows<StepView>(
    world.db,
    sql`select node_id, status, output, reason, version, detail from journey_steps
      where brand_id = ${world.brandId} and run_id = ${runId} order by entered_at, node_id`,
  );
}

/** Node helpers: a node at the origin with its data. */
export function node(id: string, type: string, data: Record<string, unknown> = {}) {
  return { id, type, position: { x: 0, y: 0 }, data };
}

export function edge(source: string, target: string, sourceHandle: string | null = null) {
  return {
    id: `${source}-${sourceHandle ?? 'out'}-${target}`,
    source,
    target,
    sourceHandle,
    targetHandle: null,
  };
}

export function customTrigger(eventName: string, filters: unknown[] = []) {
  return node('trigger', 'trigger', { triggerType: 'custom', eventName, filters });
}

export function delayMinutesNode(id: string, minutes: number) {
  return node(id, 'delay', { mode: 'duration', duration: { amount: minutes, unit: 'minutes' } });
}

export function setFirstNameNode(id: string, value: string) {
  return node(id, 'updateContact', { updates: [{ propertyName: 'firstName', action: 'set', value }] });
}

export async function firstNameOf(world: EngineWorld, contactId: string): Promise<string | null> {
  const [row] = await engineRows<{ first_name: string | null }>(
    world.db,
    sql`select first_name from contacts where id = ${contactId}`,
  );
  return row?.first_name ?? null;
}

export type TaskView = { sid: string; channel: string; status: string; attributes: Record<string, unknown> };

/** The tasks the run's steps made, oldest first. */
export async function tasksOfRun(world: EngineWorld, runId: string): Promise<TaskView[]> {
  return engineRows<TaskView>(
    world.db,
    sql`select sid, channel, status, attributes from tasks where brand_id = ${world.brandId}
      and attributes->>'journeyRunId' = ${runId} order by created_at`,
  );
}

export async function taskBySid(world: EngineWorld, sid: string): Promise<TaskView | undefined> {
  const [task] = await engineRows<TaskView>(
    world.db,
    sql`select sid, channel, status, attributes from tasks where brand_id = ${world.brandId} and sid = ${sid}`,
  );
  return task;
}
