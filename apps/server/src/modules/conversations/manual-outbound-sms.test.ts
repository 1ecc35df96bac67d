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

describe('POST /conv/tasks/manual-outbound-call-task with channel sms', () => {
  it('reserves the task to the caller with a conversation to text in', async () => {
    const brand = await createTestBrand(t.database.db);
    const agent = await createTestUser(t.database.db, { brandId: brand.id });
    const client = new TestClient(t.app, '10.60.0.1');
    await client.signIn(agent.email, agent.password);
    const created = await client.request({
      method: 'POST',
      url: '/conv/tasks/manual-outbound-call-task',
      payload: { contactPhone: '(415) 555-0142', parleyVoicePhone: '+18005550100', channel: 'sms' },
    });
    expect(created.statusCode).toBe(200);
    const { taskSid } = created.json<{ taskSid: string }>();
    const reservations = await client.graphql(
      'query ($workerSid: String!) { reservations(workerSid: $workerSid) { taskSid status attributes } }',
      { workerSid: agent.workerSid },
    );
    const reservation = reservations
      .json()
      .data.reservations.find((item: { taskSid: string }) => item.taskSid === taskSid);
    expect(reservation?.status).toBe('pending');
    expect(reservation?.attributes).toMatchObject({ direction: 'outbound', contactPhone: '+14155550142' });
    expect(reservation?.attributes.conversationSid).toMatch(/^CH/);
  });

  it('refuses a phone number that does not parse, naming the field', async () => {
    const brand = await createTestBrand(t.database.db);
    const agent = await createTestUser(t.database.db, { brandId: brand.id });
    const client = new TestClient(t.app, '10.60.0.2');
    await client.signIn(agent.email, agent.password);
    const response = await client.request({
      method: 'POST',
      url: '/conv/tasks/manual-outbound-call-task',
      payload: { contactPhone: '12', parleyVoicePhone: '+18005550100', channel: 'sms' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'invalid_phone_number',
      message: 'Invalid phone number',
      field: 'contactPhone',
    });
  });
});
