import { describe, expect, it } from 'vitest';
import { MAX_JOURNEY_EDGES, MAX_JOURNEY_NODES } from './limits.ts';
import { blockingSave, formatProblem, type JourneyProblem } from './problems.ts';
import { completeDefinition, FIXTURE_CONTEXT, withNode } from './test-fixtures.ts';
import { parseJourneyDefinition, validateJourney } from './validate-journey.ts';

const summary = (problems: JourneyProblem[]) =>
  problems.map((problem) => ({
    severity: problem.severity,
    nodeId: problem.nodeId,
    message: problem.message,
  }));

describe('validateJourney', () => {
  it('finds nothing wrong with a complete journey, and parses it', () => {
    const parsed = parseJourneyDefinition(completeDefinition(), FIXTURE_CONTEXT);
    expect(parsed).toEqual({ ok: true, definition: completeDefinition(), problems: [] });
  });

  it('refuses what is not a graph at all', () => {
    expect(summary(validateJourney({ nodes: 'x' }))).toEqual([
      {
        severity: 'invalid',
        nodeId: null,
        message: 'A journey needs a list of nodes and a list of connections.',
      },
    ]);
  });

  it('names an unknown node type and its node', () => {
    const definition = completeDefinition();
    const raw = {
      ...definition,
      nodes: [...definition.nodes, { id: 'x', type: 'fax', position: { x: 0, y: 0 }, data: {} }],
    };
    const problems = validateJourney(raw, FIXTURE_CONTEXT);
    expect(summary(problems)).toEqual([
      { severity: 'invalid', nodeId: 'x', message: 'Unknown node type "fax".' },
    ]);
    expect(formatProblem(problems[0] as JourneyProblem)).toBe('Node x (type): Unknown node type "fax".');
  });

  it('names the field of a node whose data has the wrong shape', () => {
    const definition = completeDefinition();
    const raw = {
      ...definition,
      nodes: definition.nodes.map((node) => (node.id === 'text' ? { ...node, data: { body: 42 } } : node)),
    };
    const [problem] = validateJourney(raw, FIXTURE_CONTEXT);
    expect(problem).toMatchObject({ severity: 'invalid', nodeId: 'text', field: 'data.body' });
    expect(problem?.message).toMatch(/^data\.body: /);
  });

  it('names dangling edges, by which end is missing', () => {
    const definition = completeDefinition();
    definition.edges.push({
      id: 'd1',
      source: 'mark',
      target: 'gone',
      sourceHandle: null,
      targetHandle: null,
    });
    definition.edges.push({
      id: 'd2',
      source: 'lost',
      target: 'mark',
      sourceHandle: null,
      targetHandle: null,
    });
    expect(
      validateJourney(definition, FIXTURE_CONTEXT).map(({ nodeId, edgeId, message }) => ({
        nodeId,
        edgeId,
        message,
      })),
    ).toEqual([
      { nodeId: 'mark', edgeId: 'd1', message: 'The connection leads to a node that does not exist (gone).' },
      { nodeId: null, edgeId: 'd2', message: 'The connection starts at a node that does not exist (lost).' },
    ]);
  });

  it('names every node of a cycle', () => {
    const definition = completeDefinition();
    definition.edges.push({
      id: 'back',
      source: 'mark',
      target: 'wait',
      sourceHandle: null,
      targetHandle: null,
    });
    const problems = validateJourney(definition, FIXTURE_CONTEXT);
    expect(problems.every((problem) => problem.severity === 'invalid')).toBe(true);
    expect(
      problems.every((problem) => problem.message === 'This node is part of a cycle. No cycles allowed.'),
    ).toBe(true);
    expect(problems.map((problem) => problem.nodeId).sort()).toEqual(['mark', 'task', 'text', 'vip', 'wait']);
  });

  it('refuses edges the canvas would refuse: self, into the trigger, unknown or reused outputs', () => {
    const definition = completeDefinition();
    definition.edges.push(
      { id: 's', source: 'mark', target: 'mark', sourceHandle: null, targetHandle: null },
      { id: 'i', source: 'mark', target: 'trigger', sourceHandle: null, targetHandle: null },
      { id: 'h', source: 'vip', target: 'mark', sourceHandle: 'maybe', targetHandle: null },
      { id: 'u', source: 'vip', target: 'mark', sourceHandle: 'true', targetHandle: null },
    );
    expect(
      validateJourney(definition, FIXTURE_CONTEXT).map(({ edgeId, message }) => [edgeId, message]),
    ).toEqual([
      ['s', 'Source and target must differ.'],
      ['i', 'Nothing can lead into the trigger.'],
      ['h', 'This node has no output "maybe".'],
      ['u', 'This output is already connected.'],
    ]);
  });

  it('needs exactly one trigger and unique ids', () => {
    const definition = completeDefinition();
    const noTrigger = {
      ...definition,
      nodes: definition.nodes.filter((node) => node.type !== 'trigger'),
      edges: [],
    };
    expect(validateJourney(noTrigger)[0]?.message).toBe('A journey needs a trigger node.');
    const twice = {
      ...definition,
      nodes: [...definition.nodes, { ...definition.nodes[0], id: 'trigger-2' }],
    };
    expect(summary(validateJourney(twice, FIXTURE_CONTEXT))).toContainEqual({
      severity: 'invalid',
      nodeId: 'trigger-2',
      message: 'A journey has exactly one trigger node.',
    });
    const sameId = { ...definition, nodes: [...definition.nodes, { ...definition.nodes[1] }] };
    expect(summary(validateJourney(sameId, FIXTURE_CONTEXT))).toEqual([
      { severity: 'invalid', nodeId: 'wait', message: 'Another node has the same id.' },
    ]);
  });

  it(`refuses more than ${MAX_JOURNEY_NODES} nodes or ${MAX_JOURNEY_EDGES} edges, naming the limit`, () => {
    const definition = completeDefinition();
    const nodes = Array.from({ length: MAX_JOURNEY_NODES + 1 }, (_, index) => ({
      id: `n${index}`,
      type: 'stickyNote',
      position: { x: 0, y: 0 },
      data: {},
    }));
    expect(summary(validateJourney({ ...definition, nodes }))).toEqual([
      { severity: 'invalid', nodeId: null, message: 'A journey can have at most 200 nodes.' },
    ]);
    const edges = Array.from({ length: MAX_JOURNEY_EDGES + 1 }, (_, index) => ({
      id: `e${index}`,
      source: 'a',
      target: 'b',
    }));
    expect(validateJourney({ ...definition, edges })[0]?.message).toBe(
      'A journey can have at most 400 connections.',
    );
  });

  it('reports nodes the trigger does not lead to, and branching nodes with no way out, as incomplete', () => {
    const definition = completeDefinition();
    definition.edges = definition.edges.filter((edge) => edge.source !== 'vip');
    expect(summary(validateJourney(definition, FIXTURE_CONTEXT))).toEqual([
      { severity: 'incomplete', nodeId: 'vip', message: 'Connect at least one output of this node.' },
      { severity: 'incomplete', nodeId: 'text', message: 'This node is not connected to the trigger.' },
      { severity: 'incomplete', nodeId: 'task', message: 'This node is not connected to the trigger.' },
      { severity: 'incomplete', nodeId: 'mark', message: 'This node is not connected to the trigger.' },
    ]);
  });

  it('lets a branch end without an edge on every output', () => {
    const definition = completeDefinition();
    definition.edges = definition.edges.filter((edge) => edge.id !== 'e4' && edge.id !== 'e6');
    definition.nodes = definition.nodes.filter((node) => node.id !== 'task');
    expect(validateJourney(definition, FIXTURE_CONTEXT)).toEqual([]);
  });

  it('refuses templates that use unknown fields, naming node and field', () => {
    const definition = completeDefinition();
    expect(summary(validateJourney(definition, { contactFields: ['plan', 'lastOrderFollowedUp'] }))).toEqual([
      { severity: 'invalid', nodeId: 'text', message: 'Unknown field {{ event.orderId }}.' },
    ]);
    const broken = withNode(definition, {
      id: 'text',
      type: 'sms',
      position: { x: 0, y: 0 },
      data: { fromNumber: null, body: 'Hi {{ contact.firstName' },
    });
    expect(validateJourney(broken, FIXTURE_CONTEXT)[0]).toMatchObject({
      nodeId: 'text',
      field: 'data.body',
      message: 'A {{ field }} is not closed with }}.',
    });
  });

  it('refuses event fields when the trigger brings no event', () => {
    const definition = withNode(completeDefinition(), {
      id: 'trigger',
      type: 'trigger',
      position: { x: 0, y: 0 },
      data: { triggerType: 'addContactToStaticSegment', segmentId: 'seg-1' },
    });
    expect(summary(validateJourney(definition, FIXTURE_CONTEXT))).toEqual([
      {
        severity: 'invalid',
        nodeId: 'text',
        message: "{{ event.orderId }}: this journey's trigger has no event.",
      },
    ]);
  });

  it('refuses a bad cron expression at the trigger', () => {
    const definition = withNode(completeDefinition(), {
      id: 'trigger',
      type: 'trigger',
      position: { x: 0, y: 0 },
      data: {
        triggerType: 'scheduled',
        schedule: { kind: 'cron', cron: '61 * * * *', at: null, timeZone: 'America/Chicago' },
        audience: { kind: 'segment', id: 'seg-1' },
      },
    });
    const text = withNode(definition, {
      id: 'text',
      type: 'sms',
      position: { x: 0, y: 0 },
      data: { fromNumber: null, body: 'Hi {{ contact.firstName }}' },
    });
    const parsed = parseJourneyDefinition(text, FIXTURE_CONTEXT);
    expect(parsed.ok).toBe(false);
    expect(summary(blockingSave(parsed.problems))).toEqual([
      {
        severity: 'invalid',
        nodeId: 'trigger',
        message: 'Invalid cron expression. Use five fields: minute, hour, day of month, month, day of week.',
      },
    ]);
  });

  it('keeps a draft with incomplete nodes savable', () => {
    const definition = withNode(completeDefinition(), {
      id: 'text',
      type: 'sms',
      position: { x: 0, y: 0 },
      data: { fromNumber: null, body: '  ' },
    });
    const parsed = parseJourneyDefinition(definition, FIXTURE_CONTEXT);
    expect(parsed.ok).toBe(true);
    expect(summary(parsed.problems)).toEqual([
      { severity: 'incomplete', nodeId: 'text', message: 'Message is required.' },
    ]);
  });

  it('checks the settings', () => {
    const definition = completeDefinition();
    definition.settings = {
      ...definition.settings,
      quietHours: { enabled: true, start: '21:00', end: '21:00' },
      defaultTimeZone: 'Mars/Olympus',
    };
    expect(
      validateJourney(definition, FIXTURE_CONTEXT).map(({ field, message }) => [field, message]),
    ).toEqual([
      ['settings.quietHours', 'Quiet hours must start and end at different times.'],
      ['settings.defaultTimeZone', 'Unknown time zone.'],
    ]);
  });
});
