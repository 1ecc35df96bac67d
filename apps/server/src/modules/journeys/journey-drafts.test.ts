import type { JourneyNode } from '@parley/core/journeys/graph';
import type { JourneyDefinition } from '@parley/core/journeys/journey';
import { RESOURCE_PROBLEM_TEXTS } from '@parley/core/journeys/resource-problems';
import { completeDefinition, withNode } from '@parley/core/journeys/test-fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../../test/settings-factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  createJourneyAs,
  GET_JOURNEY,
  gqlError,
  gqlField,
  JOURNEY_VERSIONS,
  type JourneyAnswer,
  learnFixtureSchema,
  PUBLISH,
  publishAs,
  refusalProblems,
  SAVE_DRAFT,
  saveDraftAs,
} from './journeys-test-kit.ts';

// Saving and publishing (docs/journeys.md "Validation", "Versions"): the server re-checks every
// definition with core's rules; bad input is a 400 naming the node and nothing is saved; a stale save
// is a 409; publishing needs canGoLive, snapshots a version and keeps the history.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function adminWithJourney() {
  const admin = await signedInAs(t, ['admin']);
  await learnFixtureSchema(t.database.db, admin.brandId);
  const journey = await createJourneyAs(admin.client);
  const trySave = (definition: unknown, extra: Record<string, unknown> = {}) =>
    gqlError(admin.client, SAVE_DRAFT, { id: journey.id, input: { name: 'Changed', definition, ...extra } });
  const reread = () => gqlField<JourneyAnswer>(admin.client, GET_JOURNEY, 'journey', { id: journey.id });
  return { admin, journey, trySave, reread };
}

const smsNode = (id: string, body: unknown): unknown => ({
  id,
  type: 'sms',
  position: { x: 0, y: 0 },
  data: { fromNumber: null, body },
});

describe('saving a draft refuses bad input, naming the node, and saves nothing', () => {
  it('refuses an unknown node type and a field of the wrong shape', async () => {
    const { journey, trySave, reread } = await adminWithJourney();
    const unknown = {
      ...journey.draft,
      nodes: [...journey.draft.nodes, { id: 'x1', type: 'teleport', position: { x: 0, y: 0 }, data: {} }],
    };
    expect(await trySave(unknown)).toMatchObject({
      code: 'validation_failed',
      status: 400,
      field: 'definition',
      message: 'The journey cannot be saved: Node x1 (type): Unknown node type "teleport".',
      details: { problems: [expect.objectContaining({ severity: 'invalid', nodeId: 'x1', field: 'type' })] },
    });
    const wrongShape = { ...journey.draft, nodes: [...journey.draft.nodes, smsNode('text-1', 42)] };
    const refused = await trySave(wrongShape);
    expect(refused.message).toMatch(/^The journey cannot be saved: Node text-1 \(data\.body\): /);
    expect(await reread()).toEqual(journey);
  });

  it('refuses a cycle, naming every node on it', async () => {
    const { trySave, reread, journey } = await adminWithJourney();
    const definition = completeDefinition();
    const cyclic: JourneyDefinition = {
      ...definition,
      edges: [
        ...definition.edges,
        { id: 'back', source: 'mark', target: 'wait', sourceHandle: null, targetHandle: null },
      ],
    };
    const refused = await trySave(cyclic);
    expect(refused).toMatchObject({ code: 'validation_failed', field: 'definition' });
    expect(refused.message).toContain('No cycles allowed.');
    const problems = refusalProblems(refused);
    expect(new Set(problems.map((item) => item.nodeId))).toEqual(
      new Set(['wait', 'vip', 'text', 'task', 'mark']),
    );
    expect(await reread()).toEqual(journey);
  });

  it('refuses an oversized journey, naming the limit', async () => {
    const { journey, trySave } = await adminWithJourney();
    const nodes = [
      ...journey.draft.nodes,
      ...Array.from({ length: 200 }, (_, index) => smsNode(`n${index}`, 'Hi')),
    ];
    expect(await trySave({ ...journey.draft, nodes })).toMatchObject({
      code: 'validation_failed',
      message: 'The journey cannot be saved: Journey: A journey can have at most 200 nodes.',
    });
    expect(await trySave('not a graph')).toMatchObject({
      message:
        'The journey cannot be saved: Journey: A journey needs a list of nodes and a list of connections.',
    });
  });

  it("refuses a template field the brand does not know, and accepts the brand's learned ones", async () => {
    const { admin, journey, trySave } = await adminWithJourney();
    const base = completeDefinition();
    const text = base.nodes.find((node) => node.id === 'text') as Extract<JourneyNode, { type: 'sms' }>;
    const unknownField = withNode(base, {
      ...text,
      data: { ...text.data, body: 'Hi {{ contact.shoeSize }}' },
    });
    expect(await trySave(unknownField)).toMatchObject({
      message: 'The journey cannot be saved: Node text (data.body): Unknown field {{ contact.shoeSize }}.',
    });
    const unknownEvent = withNode(base, { ...text, data: { ...text.data, body: 'Order {{ event.sku }}' } });
    expect(await trySave(unknownEvent)).toMatchObject({
      message: 'The journey cannot be saved: Node text (data.body): Unknown field {{ event.sku }}.',
    });
    // `plan` (an attribute) and `orderId` (the event's) were learned: the fixture saves.
    const saved = await saveDraftAs(admin.client, journey.id, { name: 'Learned', definition: base });
    expect(saved.problems).toEqual([]);
  });

  it('refuses a stale save (409) and keeps the other save', async () => {
    const { admin, journey, trySave, reread } = await adminWithJourney();
    const first = await saveDraftAs(admin.client, journey.id, {
      name: 'First editor',
      definition: journey.draft,
      expectedUpdatedAt: journey.updatedAt,
    });
    expect(await trySave(journey.draft, { expectedUpdatedAt: journey.updatedAt })).toMatchObject({
      code: 'conflict',
      status: 409,
      field: 'expectedUpdatedAt',
      message: 'Someone else saved this journey after you opened it. Reload it to see their changes.',
    });
    expect(await reread()).toEqual(first);
    // With the latest time it saves.
    const second = await saveDraftAs(admin.client, journey.id, {
      name: 'Second editor',
      definition: journey.draft,
      expectedUpdatedAt: first.updatedAt,
    });
    expect(second.name).toBe('Second editor');
  });

  it('refuses a bad name, description or tags, naming the field', async () => {
    const { journey, trySave } = await adminWithJourney();
    expect(await trySave(journey.draft, { name: '   ' })).toMatchObject({
      field: 'name',
      message: 'Name is required',
    });
    expect(await trySave(journey.draft, { name: 'x'.repeat(51) })).toMatchObject({
      field: 'name',
      message: 'Name must be at most 50 characters.',
    });
    expect(await trySave(journey.draft, { description: 'x'.repeat(1001) })).toMatchObject({
      field: 'description',
    });
    expect(await trySave(journey.draft, { tagNames: [' '] })).toMatchObject({ field: 'tagNames' });
    expect(
      await trySave(journey.draft, { tagNames: Array.from({ length: 21 }, (_, index) => `t${index}`) }),
    ).toMatchObject({ field: 'tagNames', message: 'A journey can have at most 20 tags' });
  });
});

describe('publishing', () => {
  it('refuses a journey that cannot go live, listing every problem, and changes nothing', async () => {
    const { admin, journey, reread } = await adminWithJourney();
    const refused = await gqlError(admin.client, PUBLISH, { id: journey.id });
    expect(refused).toMatchObject({
      code: 'validation_failed',
      status: 400,
      message:
        'This journey cannot go live (2 problems). Node trigger: Connect the trigger to the first step.',
      details: { problems: journey.problems },
    });
    expect(journey.problems.length).toBeGreaterThan(0);
    expect(await reread()).toEqual(journey);

    // A node that needs an integration blocks going live too.
    const definition = completeDefinition();
    const withDemo: JourneyDefinition = {
      ...definition,
      nodes: [
        ...definition.nodes,
        { id: 'eight', type: 'eightByEight', position: { x: 0, y: 500 }, data: { settings: {} } },
      ],
      edges: [
        ...definition.edges,
        { id: 'e7', source: 'mark', target: 'eight', sourceHandle: null, targetHandle: null },
      ],
    };
    const saved = await saveDraftAs(admin.client, journey.id, { name: 'Demo node', definition: withDemo });
    expect(saved.problems).toEqual([
      {
        severity: 'integration',
        nodeId: 'eight',
        edgeId: null,
        field: 'type',
        message: 'Needs an integration that is not configured.',
      },
    ]);
    expect(await gqlError(admin.client, PUBLISH, { id: journey.id })).toMatchObject({
      message: 'This journey cannot go live: Node eight (type): Needs an integration that is not configured.',
      details: { problems: saved.problems },
    });
  });

  it('refuses to go live with a queue or from number the brand does not have, naming the node', async () => {
    const { admin, journey } = await adminWithJourney();
    const definition = completeDefinition();
    const naming = (queueSid: string | null, fromNumber: string | null): JourneyDefinition => ({
      ...definition,
      nodes: definition.nodes.map((node) =>
        node.id === 'task'
          ? ({ ...node, data: { ...node.data, queueSid } } as typeof node)
          : node.id === 'text'
            ? ({ ...node, data: { ...node.data, fromNumber } } as typeof node)
            : node,
      ),
    });
    // The draft saves (the brand's settings may be changing); going live names each field.
    await saveDraftAs(admin.client, journey.id, {
      name: 'Stale',
      definition: naming('WQ-gone', '+14155550999'),
    });
    const refused = await gqlError(admin.client, PUBLISH, { id: journey.id });
    expect(refused).toMatchObject({ code: 'validation_failed', status: 400 });
    expect(refusalProblems(refused).map((item) => [item.nodeId, item.field, item.message])).toEqual([
      ['text', 'data.fromNumber', RESOURCE_PROBLEM_TEXTS.unknownNumber('+14155550999', 'texts')],
      ['task', 'data.queueSid', RESOURCE_PROBLEM_TEXTS.unknownQueue('WQ-gone')],
    ]);
    // The brand's own queue and number go live.
    const queues = await gqlField<{ sid: string }[]>(admin.client, 'query { queues { sid } }', 'queues');
    await saveDraftAs(admin.client, journey.id, {
      name: 'Fixed',
      definition: naming(queues[0]?.sid ?? '', '+18005550100'),
    });
    expect((await publishAs(admin.client, journey.id)).state).toBe('live');
  });

  it('snapshots a version, tracks the draft against it and keeps the history', async () => {
    const { admin, journey } = await adminWithJourney();
    const definition = completeDefinition();
    await saveDraftAs(admin.client, journey.id, { name: 'Orders', definition });
    const live = await publishAs(admin.client, journey.id);
    expect(live).toMatchObject({ state: 'live', version: 1, draftChanged: false, triggerType: 'custom' });
    expect(live.liveDefinition).toEqual(definition);
    expect(live.draft).toEqual(definition);

    // Publishing again without changes does nothing.
    expect(await publishAs(admin.client, journey.id)).toMatchObject({
      version: 1,
      updatedAt: live.updatedAt,
    });

    // Editing a live journey edits the next version; the live one stays.
    const delay = definition.nodes.find((node) => node.id === 'wait') as Extract<
      JourneyNode,
      { type: 'delay' }
    >;
    const edited = withNode(definition, {
      ...delay,
      data: { mode: 'duration', duration: { amount: 3, unit: 'hours' } },
    });
    const draft = await saveDraftAs(admin.client, journey.id, { name: 'Orders', definition: edited });
    expect(draft).toMatchObject({ state: 'live', version: 1, draftChanged: true });
    expect(draft.liveDefinition).toEqual(definition);
    // Back to what is live: nothing to publish.
    const same = await saveDraftAs(admin.client, journey.id, { name: 'Orders', definition });
    expect(same.draftChanged).toBe(false);

    await saveDraftAs(admin.client, journey.id, { name: 'Orders', definition: edited });
    const second = await publishAs(admin.client, journey.id);
    expect(second).toMatchObject({ version: 2, draftChanged: false });
    expect(second.liveDefinition).toEqual(edited);

    const versions = await gqlField<
      {
        version: number;
        publishedAt: string;
        publishedBy: { id: string; name: string };
        definition: unknown;
      }[]
    >(admin.client, JOURNEY_VERSIONS, 'journeyVersions', { journeyId: journey.id });
    expect(versions.map((row) => [row.version, row.publishedBy.id])).toEqual([
      [2, admin.user.id],
      [1, admin.user.id],
    ]);
    expect(versions[1]?.definition).toEqual(definition);
    expect(versions[0]?.definition).toEqual(edited);
    expect(versions[0]?.publishedAt).toBe(second.updatedAt);
  });
});
