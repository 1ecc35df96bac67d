import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestBrand } from '../../test/factories.ts';
import { createTestApp, type TestApp, TestClient } from '../../test/test-app.ts';
import { createAgent, giveSkill, type TestAgent, taskRow, waitForOffer } from './routing-test-kit.ts';
import { createTask } from './tasks/create-task.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

let address = 0;
async function signedIn(agent: { email: string; password: string }) {
  address += 1;
  const client = new TestClient(t.app, `10.50.${Math.floor(address / 250)}.${address % 250}`);
  expect((await client.signIn(agent.email, agent.password)).statusCode).toBe(200);
  return client;
}

const RESERVATION_FIELDS = `sid reservationSid taskSid status taskStatus attributes priority queueName queueSid
  taskChannelUniqueName channelType workflowName createdDate reservationAcceptedAt workerSid timeoutAt`;

describe('routing GraphQL', () => {
  it('lists reservations by worker sid and by email, and only pending ones on request', async () => {
    const brand = await createTestBrand(t.database.db);
    const agent = await createAgent(t.database.db, {
      brandId: brand.id,
      status: 'Available',
      capacity: { sms: 2 },
    });
    const other = await createAgent(t.database.db, { brandId: brand.id, status: 'Break' });
    const one = await createTask(t.database.db, t.bus, {
      brandId: brand.id,
      channel: 'sms',
      attributes: { title: 'One' },
    });
    const offer = await waitForOffer(t.database.db, brand.id, one.taskSid);
    const client = await signedIn(agent);
    await client.request({
      method: 'POST',
      url: '/conv/tasks/accept',
      payload: { taskSid: one.taskSid, reservationSid: offer.sid },
    });
    const two = await createTask(t.database.db, t.bus, {
      brandId: brand.id,
      channel: 'sms',
      attributes: { title: 'Two' },
    });
    await waitForOffer(t.database.db, brand.id, two.taskSid);

    const bySid = await client.graphql(
      `query ($sid: String!) { reservations(workerSid: $sid) { ${RESERVATION_FIELDS} } }`,
      {
        sid: agent.workerSid,
      },
    );
    const list = bySid.json().data.reservations;
    expect(list.map((r: { taskSid: string; status: string }) => [r.taskSid, r.status])).toEqual([
      [two.taskSid, 'pending'],
      [one.taskSid, 'accepted'],
    ]);
    expect(list[1]).toMatchObject({
      taskStatus: 'assigned',
      attributes: { title: 'One' },
      reservationAcceptedAt: expect.any(String),
      timeoutAt: null,
      workerSid: agent.workerSid,
    });
    const byEmail = await client.graphql(
      `query ($email: String!) { reservationsByEmail(email: $email) { sid } }`,
      {
        email: agent.email.toUpperCase(),
      },
    );
    expect(byEmail.json().data.reservationsByEmail).toHaveLength(2);
    const pending = await client.graphql(
      `query ($email: String!) { getPendingReservationsByEmail(email: $email) { taskSid status } }`,
      { email: agent.email },
    );
    expect(pending.json().data.getPendingReservationsByEmail).toEqual([
      { taskSid: two.taskSid, status: 'pending' },
    ]);
    // An agent may not read another agent's reservations.
    const refused = await client.graphql(`query ($sid: String!) { reservations(workerSid: $sid) { sid } }`, {
      sid: other.workerSid,
    });
    expect(refused.json().errors[0].extensions.code).toBe('forbidden');
  });

  it('pages, orders and filters agents (spec 001 §7)', async () => {
    const brand = await createTestBrand(t.database.db);
    const agents: TestAgent[] = [];
    for (let i = 0; i < 3; i += 1)
      agents.push(await createAgent(t.database.db, { brandId: brand.id, status: 'Available' }));
    await giveSkill(t.database.db, brand.id, 'English', agents.slice(0, 1));
    const client = await signedIn(agents[0] ?? { email: '', password: '' });
    const query = `query ($params: FindAllAgentsQueryParams) {
      findAllAgents(queryParams: $params) { total page size items { name email twilioSid isAvailable status conferenceStatus skills { name } teams { id name } userType } }
    }`;
    const page = await client.graphql(query, {
      params: {
        page: 0,
        size: 2,
        order: { field: 'email', direction: 'DESC' },
        filter: { name: { contains: 'test' } },
      },
    });
    const result = page.json().data.findAllAgents;
    const emails = agents
      .map((agent) => agent.email)
      .sort()
      .reverse();
    expect(result).toMatchObject({ total: 3, page: 0, size: 2 });
    expect(result.items.map((item: { email: string }) => item.email)).toEqual(emails.slice(0, 2));
    const second = await client.graphql(query, {
      params: { page: 1, size: 2, order: { field: 'email', direction: 'desc' } },
    });
    expect(second.json().data.findAllAgents.items.map((item: { email: string }) => item.email)).toEqual(
      emails.slice(2),
    );
    const none = await client.graphql(query, { params: { filter: { name: { contains: 'nobody' } } } });
    expect(none.json().data.findAllAgents).toMatchObject({ total: 0, items: [] });
    const skilled = result.items
      .concat(second.json().data.findAllAgents.items)
      .find((item: { email: string }) => item.email === agents[0]?.email);
    expect(skilled).toMatchObject({
      skills: [{ name: 'English' }],
      isAvailable: true,
      status: 'Available',
      userType: 'agent',
    });
    const bad = await client.graphql(query, { params: { order: { field: 'password' } } });
    expect(bad.json().errors[0].extensions).toMatchObject({
      code: 'validation_failed',
      field: 'order.field',
    });
    const all = await client.graphql('{ agents { email } }');
    expect(all.json().data.agents).toHaveLength(3);
  });

  it('lets admins and supervisors manage queues and rules, which then route tasks', async () => {
    const brand = await createTestBrand(t.database.db);
    const admin = await createAgent(t.database.db, { brandId: brand.id, roles: ['admin'] });
    const agent = await createAgent(t.database.db, { brandId: brand.id, status: 'Break' });
    const adminClient = await signedIn(admin);
    const agentClient = await signedIn(agent);
    const createQueue = `mutation ($input: QueueInput!) { createQueue(input: $input) { sid friendlyName requiredSkills reservationTimeoutSeconds isDefault transferEligible waitingCount offeredCount } }`;

    const refused = await agentClient.graphql(createQueue, { input: { friendlyName: 'VIP' } });
    expect(refused.json().errors[0].extensions.code).toBe('forbidden');
    const invalid = await adminClient.graphql(createQueue, {
      input: { friendlyName: 'VIP', reservationTimeoutSeconds: 0 },
    });
    expect(invalid.json().errors[0].extensions).toMatchObject({
      code: 'validation_failed',
      field: 'reservationTimeoutSeconds',
    });
    const created = await adminClient.graphql(createQueue, {
      input: {
        friendlyName: 'VIP',
        requiredSkills: ['Gold', 'Gold'],
        reservationTimeoutSeconds: 10,
        transferEligible: true,
      },
    });
    const vip = created.json().data.createQueue;
    expect(vip).toMatchObject({
      friendlyName: 'VIP',
      requiredSkills: ['Gold'],
      reservationTimeoutSeconds: 10,
      isDefault: false,
      transferEligible: true,
    });
    const duplicate = await adminClient.graphql(createQueue, { input: { friendlyName: 'VIP' } });
    expect(duplicate.json().errors[0].extensions).toMatchObject({ code: 'conflict', field: 'friendlyName' });

    const createRule = `mutation ($input: RoutingRuleInput!) { createRoutingRule(input: $input) { id name position enabled match queueSid queueName priority conditions { attribute operator value } } }`;
    const badRule = await adminClient.graphql(createRule, {
      input: {
        name: 'VIP',
        queueSid: vip.sid,
        conditions: [{ attribute: 'tier', operator: 'in', value: 'gold' }],
      },
    });
    expect(badRule.json().errors[0].extensions).toMatchObject({ field: 'conditions.0.value' });
    const rule = await adminClient.graphql(createRule, {
      input: {
        name: 'VIP customers',
        queueSid: vip.sid,
        priority: 9,
        match: 'any',
        conditions: [
          { attribute: 'tier', operator: 'in', value: ['gold', 'platinum'] },
          { attribute: 'vip', operator: 'equals', value: true },
        ],
      },
    });
    expect(rule.json().data.createRoutingRule).toMatchObject({
      name: 'VIP customers',
      position: 0,
      queueName: 'VIP',
      priority: 9,
    });
    const second = await adminClient.graphql(createRule, {
      input: {
        name: 'Emails',
        queueSid: vip.sid,
        enabled: false,
        conditions: [{ attribute: 'channel', operator: 'equals', value: 'email' }],
      },
    });
    const secondId = second.json().data.createRoutingRule.id;
    const firstId = rule.json().data.createRoutingRule.id;
    const reordered = await adminClient.graphql(
      'mutation ($ids: [ID!]!) { reorderRoutingRules(ids: $ids) { id position } }',
      {
        ids: [secondId, firstId],
      },
    );
    expect(reordered.json().data.reorderRoutingRules.map((r: { id: string }) => r.id)).toEqual([
      secondId,
      firstId,
    ]);

    const routed = await createTask(t.database.db, t.bus, {
      brandId: brand.id,
      channel: 'sms',
      attributes: { tier: 'platinum' },
    });
    const fallback = await createTask(t.database.db, t.bus, {
      brandId: brand.id,
      channel: 'email',
      attributes: { tier: 'bronze' },
    });
    expect(await taskRow(t.database.db, brand.id, routed.taskSid)).toMatchObject({
      queueSid: vip.sid,
      workflowName: 'VIP customers',
      priority: 9,
    });
    // The disabled "Emails" rule is skipped: the default queue takes the email.
    expect(await taskRow(t.database.db, brand.id, fallback.taskSid)).toMatchObject({
      workflowName: 'Default',
      priority: 0,
    });

    const queues = await agentClient.graphql(
      '{ queues { sid friendlyName isDefault waitingCount offeredCount } }',
    );
    expect(queues.json().data.queues).toEqual([
      expect.objectContaining({ friendlyName: 'Everyone', isDefault: true, waitingCount: 1 }),
      expect.objectContaining({ friendlyName: 'VIP', isDefault: false, waitingCount: 1, offeredCount: 0 }),
    ]);
    const counts = await agentClient.graphql(
      '{ taskCounts { waiting offered accepted queues { friendlyName waiting } } }',
    );
    expect(counts.json().data.taskCounts).toMatchObject({ waiting: 2, offered: 0, accepted: 0 });

    const cantDelete = await adminClient.graphql('mutation ($sid: ID!) { deleteQueue(sid: $sid) }', {
      sid: vip.sid,
    });
    expect(cantDelete.json().errors[0].extensions).toMatchObject({ code: 'conflict', field: 'sid' });
    const makeDefault = await adminClient.graphql(
      'mutation ($sid: ID!) { updateQueue(sid: $sid, input: { isDefault: true, friendlyName: "VIP+" }) { isDefault friendlyName } }',
      { sid: vip.sid },
    );
    expect(makeDefault.json().data.updateQueue).toEqual({ isDefault: true, friendlyName: 'VIP+' });
    const rules = await adminClient.graphql('{ routingRules { name queueName } }');
    expect(rules.json().data.routingRules.map((r: { name: string }) => r.name)).toEqual([
      'Emails',
      'VIP customers',
    ]);
    for (const id of [firstId, secondId]) {
      const deleted = await adminClient.graphql('mutation ($id: ID!) { deleteRoutingRule(id: $id) }', { id });
      expect(deleted.json().data.deleteRoutingRule).toBe(true);
    }
  });
});
