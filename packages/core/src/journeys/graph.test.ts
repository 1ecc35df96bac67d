import { describe, expect, it } from 'vitest';
import { journeyEdgeSchema, journeyGraphSchema, journeyNodeSchema } from './graph.ts';
import { journeyDefinitionSchema, journeyDraftInputSchema, journeyTriggerType } from './journey.ts';
import { createNode, defaultNodeData } from './node-defaults.ts';
import { NODE_TYPES } from './node-types.ts';
import { completeDefinition } from './test-fixtures.ts';

describe('the graph model (spec 000 §3)', () => {
  it('parses every node type with its blank data, dropping what React Flow adds', () => {
    for (const type of NODE_TYPES) {
      const raw = {
        id: `${type}-1`,
        type,
        position: { x: 1, y: 2 },
        data: defaultNodeData(type),
        selected: true,
        width: 80,
      };
      expect(journeyNodeSchema.parse(raw)).toEqual({
        id: `${type}-1`,
        type,
        position: { x: 1, y: 2 },
        data: defaultNodeData(type),
      });
    }
  });

  it('fills in missing fields of a draft node, and refuses wrong shapes', () => {
    expect(journeyNodeSchema.parse({ id: 's', type: 'sms', position: { x: 0, y: 0 }, data: {} })).toEqual(
      createNode('sms', 's', { x: 0, y: 0 }),
    );
    expect(
      journeyNodeSchema.safeParse({ id: 's s', type: 'sms', position: { x: 0, y: 0 }, data: {} }).success,
    ).toBe(false);
    expect(
      journeyNodeSchema.safeParse({ id: 's', type: 'sms', position: { x: Number.NaN, y: 0 }, data: {} })
        .success,
    ).toBe(false);
    expect(
      journeyNodeSchema.safeParse({ id: 's', type: 'fax', position: { x: 0, y: 0 }, data: {} }).success,
    ).toBe(false);
  });

  it('defaults edge handles to null', () => {
    expect(journeyEdgeSchema.parse({ id: 'e', source: 'a', target: 'b' })).toEqual({
      id: 'e',
      source: 'a',
      target: 'b',
      sourceHandle: null,
      targetHandle: null,
    });
  });

  it('round-trips a definition through its schema, with default settings when none are given', () => {
    const definition = completeDefinition();
    expect(journeyDefinitionSchema.parse(JSON.parse(JSON.stringify(definition)))).toEqual(definition);
    const { settings: _settings, ...graph } = definition;
    expect(journeyDefinitionSchema.parse(graph).settings).toEqual(definition.settings);
    expect(journeyGraphSchema.parse(graph).nodes).toHaveLength(6);
  });

  it('reads the trigger type for the listing, and checks draft inputs', () => {
    expect(journeyTriggerType(completeDefinition())).toBe('custom');
    expect(journeyTriggerType({ nodes: [] })).toBeNull();
    const input = journeyDraftInputSchema.safeParse({ name: '  ', definition: completeDefinition() });
    expect(input.error?.issues[0]?.message).toBe('Name is required');
    const long = journeyDraftInputSchema.safeParse({
      name: 'x'.repeat(51),
      definition: completeDefinition(),
    });
    expect(long.error?.issues[0]?.message).toBe('Name must be at most 50 characters.');
  });
});
