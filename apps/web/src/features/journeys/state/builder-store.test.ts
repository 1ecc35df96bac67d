import { newJourney } from '@parley/core/journeys/new-journey';
import { completeDefinition } from '@parley/core/journeys/test-fixtures';
import { JOURNEY_TEXTS } from '@parley/core/journeys/texts';
import { describe, expect, it } from 'vitest';
import { createBuilderStore, EDIT_COALESCE_MS } from './builder-store.ts';

function storeOf(definition = completeDefinition()) {
  let clock = 0;
  const store = createBuilderStore({ definition, name: 'Orders', description: '', tags: [] }, () => clock);
  return { store, tick: (ms: number) => (clock += ms) };
}

const nodeIds = (store: ReturnType<typeof storeOf>['store']) =>
  store.getState().definition.nodes.map((node) => node.id);

describe('builder store', () => {
  it('starts clean, and any edit sets the dirty flag', () => {
    const { store } = storeOf();
    expect(store.getState().dirty).toBe(false);
    store.getState().addNode('delay', { x: 10, y: 10 });
    expect(store.getState().dirty).toBe(true);
  });

  it('undoes and redoes edits, and is clean again when undone back to the saved state', () => {
    const { store } = storeOf();
    const before = nodeIds(store);
    const added = store.getState().addNode('sms', { x: 0, y: 500 });
    expect(added.ok).toBe(true);
    store.getState().setName('Orders v2');
    store.getState().undo();
    expect(store.getState().name).toBe('Orders');
    expect(store.getState().dirty).toBe(true);
    store.getState().undo();
    expect(nodeIds(store)).toEqual(before);
    expect(store.getState().dirty).toBe(false);
    store.getState().redo();
    store.getState().redo();
    expect(nodeIds(store)).toHaveLength(before.length + 1);
    expect(store.getState().name).toBe('Orders v2');
    expect(store.getState().dirty).toBe(true);
    // A new edit clears what could be redone.
    store.getState().undo();
    store.getState().setDescription('x');
    expect(store.getState().future).toEqual([]);
  });

  it('merges quick typing in one field into one undo step', () => {
    const { store, tick } = storeOf();
    const sms = store.getState().definition.nodes.find((node) => node.id === 'text');
    if (sms?.type !== 'sms') throw new Error('fixture has an sms node');
    store.getState().updateNode({ ...sms, data: { ...sms.data, body: 'H' } }, 'text.body');
    tick(100);
    store.getState().updateNode({ ...sms, data: { ...sms.data, body: 'Hi' } }, 'text.body');
    tick(EDIT_COALESCE_MS + 1);
    store.getState().updateNode({ ...sms, data: { ...sms.data, body: 'Hi!' } }, 'text.body');
    expect(store.getState().past).toHaveLength(2);
    store.getState().undo();
    const body = () => store.getState().definition.nodes.find((node) => node.id === 'text');
    expect(body()).toMatchObject({ data: { body: 'Hi' } });
    store.getState().undo();
    expect(body()).toEqual(sms);
  });

  it('makes a drag one undo step, and a click without a move none', () => {
    const { store } = storeOf();
    store.getState().beginMove();
    expect(store.getState().past).toHaveLength(0);
    store.getState().moveNode('wait', { x: 5, y: 5 });
    store.getState().moveNode('wait', { x: 50, y: 50 });
    expect(store.getState().past).toHaveLength(1);
    expect(store.getState().dirty).toBe(true);
    store.getState().undo();
    expect(store.getState().definition.nodes.find((node) => node.id === 'wait')?.position).toEqual({
      x: 0,
      y: 100,
    });
  });

  it('refuses an edge that closes a cycle with the spec text and changes nothing', () => {
    const { store } = storeOf();
    const before = store.getState().definition;
    const outcome = store.getState().connect({ source: 'mark', target: 'wait', sourceHandle: null });
    expect(outcome).toEqual({ ok: false, message: JOURNEY_TEXTS.cycleRefused });
    expect(store.getState().definition).toBe(before);
    expect(store.getState().dirty).toBe(false);
  });

  it('keeps the trigger when it is deleted, with the reason', () => {
    const { store } = storeOf();
    const result = store.getState().remove(['trigger', 'wait'], []);
    expect(result.kept).toEqual([JOURNEY_TEXTS.triggerCannotBeRemoved]);
    expect(nodeIds(store)).toContain('trigger');
    expect(nodeIds(store)).not.toContain('wait');
    expect(store.getState().definition.edges.some((edge) => edge.source === 'wait')).toBe(false);
  });

  it('pastes copies offset by x 30, y 80 with only the edges between copied nodes, cascading', () => {
    const { store } = storeOf();
    store.getState().select(['trigger', 'wait', 'vip'], []);
    expect(store.getState().copy()).toBe(2); // the trigger is never copied
    expect(store.getState().paste()).toEqual({ ok: true });
    const state = store.getState();
    const pasted = state.definition.nodes.filter((node) => state.selectedNodeIds.includes(node.id));
    expect(pasted.map((node) => [node.type, node.position])).toEqual([
      ['delay', { x: 30, y: 180 }],
      ['conditional', { x: 30, y: 280 }],
    ]);
    const pastedIds = new Set(pasted.map((node) => node.id));
    const pastedEdges = state.definition.edges.filter((edge) => pastedIds.has(edge.source));
    expect(pastedEdges).toHaveLength(1);
    expect(pastedIds.has(pastedEdges[0]?.target ?? '')).toBe(true);
    store.getState().paste();
    const again = store.getState();
    const second = again.definition.nodes.filter((node) => again.selectedNodeIds.includes(node.id));
    expect(second.map((node) => node.position)).toEqual([
      { x: 60, y: 260 },
      { x: 60, y: 360 },
    ]);
    store.getState().undo();
    store.getState().undo();
    expect(store.getState().definition).toEqual(completeDefinition());
  });

  it('refuses a second trigger', () => {
    const { store } = storeOf(newJourney('t1').definition);
    const outcome = store.getState().addNode('trigger', { x: 0, y: 0 });
    expect(outcome.ok).toBe(false);
  });

  it('is clean after a save, and dirty again on the next edit', () => {
    const { store } = storeOf();
    store.getState().setName('Renamed');
    store.getState().markSaved();
    expect(store.getState().dirty).toBe(false);
    store.getState().undo();
    expect(store.getState().dirty).toBe(true);
  });
});
