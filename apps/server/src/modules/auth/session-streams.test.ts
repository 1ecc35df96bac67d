import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  eventsNamed,
  openSse,
  rawBus,
  type SseClient,
  sleep,
  waitFor,
} from '../../platform/realtime/events-test-support.ts';
import { createTestBrand, createTestUser } from '../../test/factories.ts';
import { gql, signedInAs } from '../../test/settings-factories.ts';
import { createTestApp, type TestApp, TestClient } from '../../test/test-app.ts';
import { users } from '../users/users.tables.ts';
import { sessions } from './auth.tables.ts';

// Issue 11, item 5 and the idle timeout: an event stream closes within a second of its session
// ending (sign-out, deactivation, password reset, expiry, idle) or its roles changing, and gets
// nothing of the brand's events after (docs/security/sessions.md "Event streams").

let t: TestApp;
let base: string;
const streams: SseClient[] = [];

beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterEach(() => {
  for (const stream of streams.splice(0)) stream.close();
});
afterAll(async () => {
  await t.close();
});

let counter = 0;
async function agentOfBrand(brandId?: string) {
  const id = brandId ?? (await createTestBrand(t.database.db)).id;
  const user = await createTestUser(t.database.db, { brandId: id, roles: ['agent'] });
  counter += 1;
  const client = new TestClient(t.app, `10.90.0.${counter}`);
  expect((await client.signIn(user.email, user.password)).statusCode).toBe(200);
  return { client, user, brandId: id };
}

async function openStream(client: TestClient): Promise<SseClient> {
  const stream = await openSse(`${base}/api/sse/${client.brandSlug}`, { cookie: client.cookieHeader() });
  expect(stream.status).toBe(200);
  streams.push(stream);
  return stream;
}

/** Publishes a brand event and waits until the stream has it (the stream is live). */
async function brandEventArrives(stream: SseClient, brandId: string, name: string) {
  await rawBus(t.bus).publish({ brandId, name, data: null });
  await waitFor(() => eventsNamed(stream, name).length === 1, 2_000, name);
}

/** The stream ends within a second and gets none of the brand's events published after. */
async function endsWithinASecond(stream: SseClient, brandId: string, since: number) {
  await waitFor(stream.ended, 1_000 - (Date.now() - since), 'the stream to end');
  await rawBus(t.bus).publish({ brandId, name: 'after.end', data: null });
  await sleep(100);
  expect(eventsNamed(stream, 'after.end')).toEqual([]);
}

describe('event streams end with their session', () => {
  it('sign-out', async () => {
    const agent = await agentOfBrand();
    const stream = await openStream(agent.client);
    await brandEventArrives(stream, agent.brandId, 'before.signout');
    const since = Date.now();
    const signOut = await agent.client.request({ method: 'POST', url: '/api/auth/session/destroy' });
    expect(signOut.statusCode).toBe(200);
    // Nothing published after the sign-out reaches it, not even before it has ended.
    await rawBus(t.bus).publish({ brandId: agent.brandId, name: 'right.after', data: null });
    await endsWithinASecond(stream, agent.brandId, since);
    expect(eventsNamed(stream, 'right.after')).toEqual([]);
  });

  it('deactivation of the user, by an admin', async () => {
    const admin = await signedInAs(t, ['admin']);
    const agent = await agentOfBrand(admin.brandId);
    const stream = await openStream(agent.client);
    await brandEventArrives(stream, agent.brandId, 'before.deactivation');
    const since = Date.now();
    const body = await gql(admin.client, 'mutation($id: ID!) { deactivateUser(id: $id) { id } }', {
      id: agent.user.id,
    });
    expect(body.errors).toBeUndefined();
    await endsWithinASecond(stream, agent.brandId, since);
    expect((await agent.client.request({ method: 'GET', url: '/api/auth/session/check' })).statusCode).toBe(
      401,
    );
  });

  it('a role change: the stream closes, the session stays (the browser reconnects with the new roles)', async () => {
    const admin = await signedInAs(t, ['admin']);
    const agent = await agentOfBrand(admin.brandId);
    const stream = await openStream(agent.client);
    await brandEventArrives(stream, agent.brandId, 'before.rolechange');
    const since = Date.now();
    const body = await gql(
      admin.client,
      'mutation($id: ID!, $input: UpdateUserInput!) { updateUser(id: $id, input: $input) { id } }',
      { id: agent.user.id, input: { roles: ['supervisor'] } },
    );
    expect(body.errors).toBeUndefined();
    await endsWithinASecond(stream, agent.brandId, since);
    const check = await agent.client.request({ method: 'GET', url: '/api/auth/session/check' });
    expect(check.json().roles).toEqual(['supervisor']);
    const again = await openStream(agent.client);
    await brandEventArrives(again, agent.brandId, 'after.reconnect');
  });

  it('a session ended elsewhere (another process) or expired: the sweep closes the stream', async () => {
    const agent = await agentOfBrand();
    const ended = await openStream(agent.client);
    const other = await agentOfBrand(agent.brandId);
    const expired = await openStream(other.client);
    await brandEventArrives(ended, agent.brandId, 'before.sweep');
    const since = Date.now();
    // Straight in the database: no signal in this process, as if another process had done it.
    await t.database.db.delete(sessions).where(eq(sessions.userId, agent.user.id));
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(sessions.userId, other.user.id));
    await endsWithinASecond(ended, agent.brandId, since);
    await endsWithinASecond(expired, agent.brandId, since);
  });
});

describe('idle timeout (30 minutes without a request)', () => {
  const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
  const setLastSeen = (userId: string, at: Date) =>
    t.database.db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.userId, userId));
  const lastSeenOf = async (userId: string) =>
    (await t.database.db.select().from(sessions).where(eq(sessions.userId, userId)))[0]?.lastSeenAt;

  it('ends an idle session: the next request gets 401 and its stream closes', async () => {
    const agent = await agentOfBrand();
    const stream = await openStream(agent.client);
    await brandEventArrives(stream, agent.brandId, 'before.idle');
    const since = Date.now();
    await setLastSeen(agent.user.id, minutesAgo(31));
    await endsWithinASecond(stream, agent.brandId, since);
    expect((await agent.client.request({ method: 'GET', url: '/api/auth/session/check' })).statusCode).toBe(
      401,
    );
  });

  it('counts requests as activity, at most one write a minute; opening a stream is none', async () => {
    const agent = await agentOfBrand();
    const recent = minutesAgo(0.5);
    await setLastSeen(agent.user.id, recent);
    await agent.client.request({ method: 'GET', url: '/api/auth/session/check' });
    expect(await lastSeenOf(agent.user.id)).toEqual(recent);
    await setLastSeen(agent.user.id, minutesAgo(29));
    await openStream(agent.client);
    expect((await lastSeenOf(agent.user.id))?.getTime()).toBeLessThan(minutesAgo(28).getTime());
    await agent.client.request({ method: 'GET', url: '/api/auth/session/check' });
    expect((await lastSeenOf(agent.user.id))?.getTime()).toBeGreaterThan(minutesAgo(0.2).getTime());
  });

  it('keeps an agent waiting in an available status with the desk open signed in', async () => {
    const agent = await agentOfBrand();
    await t.database.db
      .update(users)
      .set({ status: 'Available' })
      .where(and(eq(users.brandId, agent.brandId), eq(users.id, agent.user.id)));
    const stream = await openStream(agent.client);
    await setLastSeen(agent.user.id, minutesAgo(29.9));
    await sleep(1_200);
    expect(stream.ended()).toBe(false);
    expect((await lastSeenOf(agent.user.id))?.getTime()).toBeGreaterThan(minutesAgo(0.2).getTime());
    expect((await agent.client.request({ method: 'GET', url: '/api/auth/session/check' })).statusCode).toBe(
      200,
    );
  });
});
