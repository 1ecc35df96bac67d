import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestBrand, createTestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp, TestClient } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const UPDATE_AGENT = `mutation ($data: UpdateUserDataInput!) {
  updateAgent(updateUserData: $data) {
    name status twilioStatusChangedAt email twilioSid skills
    teams { id name } channelCapacity twilioAttributes agentActivityBreakdown { activityName duration }
  }
}`;

async function signedIn(roles: ('admin' | 'supervisor' | 'agent')[] = ['agent'], brandId?: string) {
  const id = brandId ?? (await createTestBrand(t.database.db)).id;
  const user = await createTestUser(t.database.db, { brandId: id, roles });
  const client = new TestClient(
    t.app,
    `10.30.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  );
  await client.signIn(user.email, user.password);
  return { client, user, brandId: id };
}

describe('updateAgent (spec 000 §4 status rules)', () => {
  it('sets a status found by name and returns the fields the spec lists', async () => {
    const { client, user } = await signedIn();
    const response = await client.graphql(UPDATE_AGENT, { data: { status: 'Break' } });
    const agent = response.json().data.updateAgent;
    expect(agent).toMatchObject({
      status: 'Break',
      email: user.email,
      twilioSid: user.workerSid,
      skills: [],
      teams: [],
    });
    expect(agent.channelCapacity).toEqual({ call: 1, customTask: 1, email: 1, sms: 1, voicemail: 1 });
    expect(new Date(agent.twilioStatusChangedAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(agent.agentActivityBreakdown).toEqual([{ activityName: 'Break', duration: 0 }]);
  });

  it('falls back to the first non-available status when the name is unknown', async () => {
    const { client } = await signedIn();
    const response = await client.graphql(UPDATE_AGENT, { data: { status: 'Gone fishing' } });
    expect(response.json().data.updateAgent.status).toBe('Unavailable');
  });

  it("publishes the change on the brand's event stream", async () => {
    const { client, user, brandId } = await signedIn();
    const received: unknown[] = [];
    const unsubscribe = t.bus.subscribe({ brandId, userId: user.id }, (event) => received.push(event));
    await client.graphql(UPDATE_AGENT, { data: { status: 'Available' } });
    await expect.poll(() => received.length).toBe(1);
    expect(received[0]).toMatchObject({
      name: 'agent.statusUpdated',
      data: { status: 'Available', available: true },
    });
    unsubscribe();
  });

  it("refuses an agent changing another worker's status, allows a supervisor", async () => {
    const { client, brandId } = await signedIn(['agent']);
    const other = await createTestUser(t.database.db, { brandId });
    const refused = await client.graphql(UPDATE_AGENT, {
      data: { status: 'Break', twilioSid: other.workerSid },
    });
    expect(refused.json().errors[0]).toMatchObject({ extensions: { code: 'forbidden' } });
    const supervisor = await signedIn(['supervisor'], brandId);
    const allowed = await supervisor.client.graphql(UPDATE_AGENT, {
      data: { status: 'Break', twilioSid: other.workerSid },
    });
    expect(allowed.json().data.updateAgent.status).toBe('Break');
  });

  it("never reaches another brand's worker", async () => {
    const { client } = await signedIn(['admin']);
    const elsewhere = await signedIn(['agent']);
    const response = await client.graphql(UPDATE_AGENT, {
      data: { status: 'Break', twilioSid: elsewhere.user.workerSid },
    });
    expect(response.json().errors[0]).toMatchObject({
      extensions: { code: 'not_found', field: 'twilioSid' },
    });
  });
});

describe('feature flags through GraphQL', () => {
  const SET_FLAG = `mutation ($userId: ID!, $key: String!, $value: JSON) { setUserFeatureFlag(userId: $userId, key: $key, value: $value) }`;

  it('lets an admin change a user flag, which the session then carries', async () => {
    const admin = await signedIn(['admin']);
    const agent = await createTestUser(t.database.db, { brandId: admin.brandId });
    const response = await admin.client.graphql(SET_FLAG, {
      userId: agent.id,
      key: 'campaigns',
      value: true,
    });
    expect(response.json().data.setUserFeatureFlag.campaigns).toBe(true);
    const agentClient = new TestClient(t.app, '10.31.0.1');
    await agentClient.signIn(agent.email, agent.password);
    const check = await agentClient.request({ method: 'GET', url: '/api/auth/session/check' });
    expect(check.json().featureFlags.campaigns).toBe(true);
    const cleared = await admin.client.graphql(SET_FLAG, { userId: agent.id, key: 'campaigns', value: null });
    expect(cleared.json().data.setUserFeatureFlag.campaigns).toBe(false);
  });

  it('names the field for an unknown key or a value of the wrong type', async () => {
    const admin = await signedIn(['admin']);
    const unknown = await admin.client.graphql(SET_FLAG, { userId: admin.user.id, key: 'nope', value: true });
    expect(unknown.json().errors[0].extensions).toMatchObject({ code: 'validation_failed', field: 'key' });
    const wrongType = await admin.client.graphql(SET_FLAG, {
      userId: admin.user.id,
      key: 'campaigns',
      value: 'yes',
    });
    expect(wrongType.json().errors[0].extensions).toMatchObject({
      code: 'validation_failed',
      field: 'value',
    });
  });

  it('refuses non-admins', async () => {
    const supervisor = await signedIn(['supervisor']);
    const response = await supervisor.client.graphql(SET_FLAG, {
      userId: supervisor.user.id,
      key: 'campaigns',
      value: true,
    });
    expect(response.json().errors[0].extensions.code).toBe('forbidden');
  });
});
