import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestBrand, createTestUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp, TestClient } from '../../../test/test-app.ts';

// POST /conv/tasks/custom-task: the embedding host's create-task (docs/embedding.md).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function signedInAgent(ip: string) {
  const brand = await createTestBrand(t.database.db);
  const agent = await createTestUser(t.database.db, { brandId: brand.id });
  const client = new TestClient(t.app, ip);
  await client.signIn(agent.email, agent.password);
  return { agent, client };
}

describe('POST /conv/tasks/custom-task', () => {
  it('creates a custom task reserved straight to the calling agent', async () => {
    const { agent, client } = await signedInAgent('10.61.0.1');
    const created = await client.request({
      method: 'POST',
      url: '/conv/tasks/custom-task',
      payload: { title: 'Call back about the invoice', attributes: { invoice: 'INV-7', amount: 42 } },
    });
    expect(created.statusCode).toBe(200);
    const { taskSid } = created.json<{ success: true; taskSid: string }>();
    const reservations = await client.graphql(
      'query ($workerSid: String!) { reservations(workerSid: $workerSid) { taskSid status taskChannelUniqueName attributes } }',
      { workerSid: agent.workerSid },
    );
    expect(reservations.json().data.reservations).toEqual([
      {
        taskSid,
        status: 'pending',
        taskChannelUniqueName: 'custom-tasks',
        attributes: expect.objectContaining({
          title: 'Call back about the invoice',
          taskType: 'Custom Task',
          invoice: 'INV-7',
          amount: 42,
        }),
      },
    ]);
  });

  it('refuses a missing title and an object attribute, naming the field; nothing is created', async () => {
    const { agent, client } = await signedInAgent('10.61.0.2');
    const noTitle = await client.request({
      method: 'POST',
      url: '/conv/tasks/custom-task',
      payload: { title: ' ' },
    });
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json()).toMatchObject({ field: 'title' });
    const nested = await client.request({
      method: 'POST',
      url: '/conv/tasks/custom-task',
      payload: { title: 'x', attributes: { deep: { a: 1 } } },
    });
    expect(nested.statusCode).toBe(400);
    expect(nested.json().field).toMatch(/^attributes/);
    const reservations = await client.graphql(
      'query ($workerSid: String!) { reservations(workerSid: $workerSid) { taskSid } }',
      { workerSid: agent.workerSid },
    );
    expect(reservations.json().data.reservations).toEqual([]);
  });

  it('needs a session', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/conv/tasks/custom-task',
      payload: { title: 'x' },
    });
    expect([401, 403]).toContain(response.statusCode);
  });
});
