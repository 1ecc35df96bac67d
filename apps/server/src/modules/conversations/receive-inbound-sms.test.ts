import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSimulatorCarrier } from '../../platform/carrier/simulator-carrier.ts';
import type { DbHandle } from '../../platform/db/database.ts';
import { createTestDatabase, testEngine } from '../../platform/db/test-database.ts';
import { checkedEventBus } from '../../platform/realtime/checked-event-bus.ts';
import { createEventBus } from '../../platform/realtime/create-event-bus.ts';
import type { EventBus } from '../../platform/realtime/event-bus.ts';
import { collect } from '../../platform/realtime/events-test-support.ts';
import { createTestBrand } from '../../test/factories.ts';
import { conversationMessages, conversations } from './conversations.tables.ts';
import { type ReceiveInboundSmsInput, receiveInboundSms } from './receive-inbound-sms.ts';
import type { NewTaskInput, TaskHolder, TaskRouting } from './task-routing.ts';

// receiveInboundSms against a fake routing port (task-routing.ts): what the conversations module asks
// of routing, and when, without the engine. The database is real (the transaction is the point).

let database: DbHandle;
let bus: EventBus;
beforeAll(async () => {
  database = await createTestDatabase();
  bus = checkedEventBus(createEventBus(database));
  await bus.start();
});
afterAll(async () => {
  await bus.close();
  await database.close();
});

const BRAND_PHONE = '+18005550100';
const carrier = createSimulatorCarrier();

/** receiveInboundSms of an ordinary text (no keyword): it always joins or opens a conversation. */
async function receive(routing: TaskRouting, sms: ReceiveInboundSmsInput) {
  const received = await receiveInboundSms({ db: database.db, bus, carrier, routing }, sms);
  const { conversationSid, taskSid } = received;
  if (!conversationSid || !taskSid) throw new Error('an ordinary text opened no conversation');
  return { ...received, conversationSid, taskSid };
}

/** Records what the use-case asks of routing; each task's holder is whatever the test sets. */
function fakeRouting() {
  const requested: NewTaskInput[] = [];
  /** Tasks whose afterCommit ran, with whether their conversation was committed by then. */
  const committed: Array<{ taskSid: string; conversationVisible: boolean }> = [];
  const holders = new Map<string, TaskHolder>();
  let failure: Error | null = null;
  const routing: TaskRouting = {
    async createTaskWithin(_tx, input) {
      if (failure) throw failure;
      requested.push(input);
      const taskSid = `WTfake${randomUUID().replaceAll('-', '')}`;
      holders.set(taskSid, { taskStatus: 'pending', reservation: null });
      return {
        taskSid,
        async afterCommit() {
          // Read outside the use-case's transaction: only a committed conversation is seen.
          const rows = await database.db
            .select({ sid: conversations.sid })
            .from(conversations)
            .where(eq(conversations.taskSid, taskSid));
          committed.push({ taskSid, conversationVisible: rows.length === 1 });
        },
      };
    },
    async findTaskHolder(_tx, { taskSid }) {
      return holders.get(taskSid) ?? null;
    },
  };
  return {
    routing,
    requested,
    committed,
    holders,
    failWith(error: Error | null) {
      failure = error;
    },
  };
}

async function messagesOf(brandId: string, conversationSid: string) {
  return database.db
    .select({ body: conversationMessages.body })
    .from(conversationMessages)
    .where(
      and(
        eq(conversationMessages.brandId, brandId),
        eq(conversationMessages.conversationSid, conversationSid),
      ),
    )
    .orderBy(conversationMessages.position);
}

describe(`receiveInboundSms with a fake routing port on ${testEngine()}`, () => {
  it('opens the conversation and asks for one SMS task in its transaction, routed after the commit', async () => {
    const brand = await createTestBrand(database.db);
    const fake = fakeRouting();
    const received = await receive(fake.routing, {
      brandId: brand.id,
      from: '+14155550160',
      to: BRAND_PHONE,
      body: 'Hello?',
    });
    expect(received.createdTask).toBe(true);
    expect(fake.requested).toEqual([
      {
        brandId: brand.id,
        channel: 'sms',
        attributes: {
          title: 'Inbound SMS',
          direction: 'inbound',
          contactPhone: '+14155550160',
          name: '+14155550160',
          profileId: expect.any(String),
          conversationSid: received.conversationSid,
          parleyVoicePhone: BRAND_PHONE,
        },
      },
    ]);
    expect(fake.committed).toEqual([{ taskSid: received.taskSid, conversationVisible: true }]);
    expect(await messagesOf(brand.id, received.conversationSid)).toEqual([{ body: 'Hello?' }]);
  });

  it('stores nothing when the task cannot be created', async () => {
    const brand = await createTestBrand(database.db);
    const fake = fakeRouting();
    fake.failWith(new Error('routing is down'));
    await expect(
      receive(fake.routing, { brandId: brand.id, from: '+14155550161', to: BRAND_PHONE, body: 'Lost?' }),
    ).rejects.toThrow('routing is down');
    expect(fake.committed).toEqual([]);
    const left = await database.db
      .select({ sid: conversations.sid })
      .from(conversations)
      .where(eq(conversations.brandId, brand.id));
    expect(left).toEqual([]);
    // The contact's next text starts afresh.
    fake.failWith(null);
    const next = await receive(fake.routing, {
      brandId: brand.id,
      from: '+14155550161',
      to: BRAND_PHONE,
      body: 'Hello again',
    });
    expect(await messagesOf(brand.id, next.conversationSid)).toEqual([{ body: 'Hello again' }]);
  });

  it('joins the open conversation without a task, and tells the agent holding it', async () => {
    const brand = await createTestBrand(database.db);
    const fake = fakeRouting();
    const sms = { brandId: brand.id, from: '+14155550162', to: BRAND_PHONE };
    const first = await receive(fake.routing, { ...sms, body: 'First' });
    const agentId = randomUUID();
    fake.holders.set(first.taskSid, {
      taskStatus: 'pending',
      reservation: { sid: 'WRfake', status: 'accepted', userId: agentId, workerSid: 'WKfake' },
    });
    const stream = collect(bus, { brandId: brand.id, userId: agentId });
    const second = await receive(fake.routing, { ...sms, body: 'Second' });
    stream.stop();
    expect(second).toMatchObject({
      conversationSid: first.conversationSid,
      taskSid: first.taskSid,
      createdTask: false,
    });
    expect(fake.requested).toHaveLength(1);
    expect(fake.committed).toHaveLength(1);
    expect(stream.events.map((event) => [event.name, event.userId])).toEqual([
      ['conversation.message', agentId],
    ]);
    expect(await messagesOf(brand.id, first.conversationSid)).toEqual([
      { body: 'First' },
      { body: 'Second' },
    ]);
  });

  it('closes a conversation whose task finished and opens the next one with a new task', async () => {
    const brand = await createTestBrand(database.db);
    const fake = fakeRouting();
    const sms = { brandId: brand.id, from: '+14155550163', to: BRAND_PHONE };
    const first = await receive(fake.routing, { ...sms, body: 'Order status?' });
    fake.holders.set(first.taskSid, { taskStatus: 'completed', reservation: null });
    const next = await receive(fake.routing, { ...sms, body: 'One more thing' });
    expect(next.createdTask).toBe(true);
    expect(next.conversationSid).not.toBe(first.conversationSid);
    expect(next.taskSid).not.toBe(first.taskSid);
    expect(fake.requested.map((input) => input.attributes.conversationSid)).toEqual([
      first.conversationSid,
      next.conversationSid,
    ]);
    const [closed] = await database.db
      .select({ closedAt: conversations.closedAt })
      .from(conversations)
      .where(and(eq(conversations.brandId, brand.id), eq(conversations.sid, first.conversationSid)));
    expect(closed?.closedAt).toBeInstanceOf(Date);
  });

  it('gives two first texts at once one conversation and one task', async () => {
    const brand = await createTestBrand(database.db);
    const fake = fakeRouting();
    const sms = { brandId: brand.id, from: '+14155550164', to: BRAND_PHONE };
    const [a, b] = await Promise.all([
      receive(fake.routing, { ...sms, body: 'One' }),
      receive(fake.routing, { ...sms, body: 'Two' }),
    ]);
    expect(b.conversationSid).toBe(a.conversationSid);
    expect(b.taskSid).toBe(a.taskSid);
    expect([a.createdTask, b.createdTask].sort()).toEqual([false, true]);
    // A loser's task was asked for in a transaction that rolled back: it is never routed.
    expect(fake.committed).toEqual([{ taskSid: a.taskSid, conversationVisible: true }]);
    const bodies = (await messagesOf(brand.id, a.conversationSid)).map((row) => row.body).sort();
    expect(bodies).toEqual(['One', 'Two']);
  });
});
