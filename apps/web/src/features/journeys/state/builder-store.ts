// The builder's editing state (CONVENTIONS.md 4): the draft definition as the source of truth, the
// selection, undo / redo history, the dirty flag and the clipboard. Every graph edit goes through the
// pure functions of packages/core/src/journeys (graph-edits, clipboard), so the canvas and the
// server apply the same rules. One store per open journey (createBuilderStore).

import { copySelection, type JourneyClipboard, pasteClipboard } from '@parley/core/journeys/clipboard';
import type { Position } from '@parley/core/journeys/common-schemas';
import type { JourneyNode } from '@parley/core/journeys/graph';
import {
  addEdge,
  addNode,
  type Connection,
  removeEdges,
  removeNodes,
  replaceNode,
} from '@parley/core/journeys/graph-edits';
import type { JourneyDefinition } from '@parley/core/journeys/journey';
import type { NodeType } from '@parley/core/journeys/node-types';
import type { JourneySettings } from '@parley/core/journeys/settings';
import { createStore } from 'zustand/vanilla';
import { newGraphId } from '../utils/graph-ids.ts';

/** What undo / redo restore: the definition and the journey's own fields. */
export type BuilderSnapshot = {
  definition: JourneyDefinition;
  name: string;
  description: string;
  tags: string[];
};

/** The result of an edit the canvas reports: refused edits carry the rule's text (a toast). */
export type EditOutcome = { ok: true } | { ok: false; message: string };

/** The most snapshots undo keeps. */
export const MAX_UNDO_STEPS = 100;
/** Typing in one field of the side panel within this time is one undo step. */
export const EDIT_COALESCE_MS = 1_000;

export type BuilderState = BuilderSnapshot & {
  selectedNodeIds: string[];
  selectedEdgeIds: string[];
  past: BuilderSnapshot[];
  future: BuilderSnapshot[];
  /** The last saved state: the journey is dirty while the current one differs from it. */
  saved: BuilderSnapshot;
  dirty: boolean;
  clipboard: JourneyClipboard | null;
  /** Measured node sizes (React Flow needs them back on controlled nodes); not part of the history. */
  measured: Record<string, { width: number; height: number }>;
  /** The key and time of the last coalescing edit (side panel typing). */
  lastEdit: { key: string; at: number } | null;
  /** The state when a drag started: it becomes an undo step once something moves. */
  moveStart: BuilderSnapshot | null;
};

export type BuilderActions = {
  /** A freshly loaded or saved journey: the history and the dirty flag start over. */
  load: (snapshot: BuilderSnapshot) => void;
  /** After a save of `snapshot` (default: the current state); the history is kept. */
  markSaved: (snapshot?: BuilderSnapshot) => void;
  addNode: (type: NodeType, position: Position) => EditOutcome & { nodeId?: string };
  connect: (connection: Connection) => EditOutcome;
  /** Removes nodes and edges in one step; the trigger is kept (its reason is returned). */
  remove: (nodeIds: readonly string[], edgeIds: readonly string[]) => { kept: string[] };
  /** Replaces a node's data (the side panel); `coalesceKey` merges quick edits into one undo step. */
  updateNode: (node: JourneyNode, coalesceKey?: string) => void;
  updateSettings: (settings: JourneySettings, coalesceKey?: string) => void;
  setName: (name: string) => void;
  setDescription: (description: string) => void;
  setTags: (tags: string[]) => void;
  /** Called when a drag starts: the positions before it become one undo step. */
  beginMove: () => void;
  moveNode: (nodeId: string, position: Position) => void;
  setMeasured: (nodeId: string, size: { width: number; height: number }) => void;
  select: (nodeIds: readonly string[], edgeIds: readonly string[]) => void;
  copy: () => number;
  paste: () => EditOutcome;
  undo: () => void;
  redo: () => void;
};

export type BuilderStore = ReturnType<typeof createBuilderStore>;

function snapshotOf(state: BuilderSnapshot): BuilderSnapshot {
  return {
    definition: state.definition,
    name: state.name,
    description: state.description,
    tags: state.tags,
  };
}

function sameSnapshot(a: BuilderSnapshot, b: BuilderSnapshot): boolean {
  return (
    a.definition === b.definition &&
    a.name === b.name &&
    a.description === b.description &&
    a.tags.join('\n') === b.tags.join('\n')
  );
}

const emptyDefinition: JourneyDefinition = {
  nodes: [],
  edges: [],
  settings: {
    entryRule: 'once',
    exitGoal: null,
    quietHours: { enabled: false, start: '21:00', end: '08:00' },
    defaultTimeZone: 'America/New_York',
  },
};

export function createBuilderStore(
  initial: BuilderSnapshot = { definition: emptyDefinition, name: '', description: '', tags: [] },
  now: () => number = Date.now,
) {
  return createStore<BuilderState & BuilderActions>()((set, get) => {
    /** Applies an edit: the current state goes on the undo stack, redo is cleared, dirty is set. */
    const commit = (change: Partial<BuilderSnapshot>, coalesceKey?: string) => {
      const state = get();
      const at = now();
      const coalesce =
        coalesceKey !== undefined &&
        state.lastEdit?.key === coalesceKey &&
        at - state.lastEdit.at < EDIT_COALESCE_MS;
      const past = coalesce ? state.past : [...state.past, snapshotOf(state)].slice(-MAX_UNDO_STEPS);
      const next = { ...snapshotOf(state), ...change };
      set({
        ...change,
        past,
        future: [],
        dirty: !sameSnapshot(next, state.saved),
        lastEdit: coalesceKey === undefined ? null : { key: coalesceKey, at },
      });
    };
    const withDefinition = (definition: JourneyDefinition, coalesceKey?: string) =>
      commit({ definition }, coalesceKey);
    const keepExisting = (ids: readonly string[], existing: ReadonlySet<string>) =>
      ids.filter((id) => existing.has(id));

    return {
      ...initial,
      selectedNodeIds: [],
      selectedEdgeIds: [],
      past: [],
      future: [],
      saved: snapshotOf(initial),
      dirty: false,
      clipboard: null,
      measured: {},
      lastEdit: null,
      moveStart: null,

      load: (snapshot) =>
        set({
          ...snapshotOf(snapshot),
          saved: snapshotOf(snapshot),
          past: [],
          future: [],
          dirty: false,
          selectedNodeIds: [],
          selectedEdgeIds: [],
          lastEdit: null,
        }),
      markSaved: (snapshot) => {
        // What was sent is saved; edits made while the save was on its way stay dirty.
        const saved = snapshot ? snapshotOf(snapshot) : snapshotOf(get());
        set({ saved, dirty: !sameSnapshot(snapshotOf(get()), saved), lastEdit: null });
      },

      addNode: (type, position) => {
        const result = addNode(get().definition, type, newGraphId('node'), position);
        if (!result.ok) return { ok: false, message: result.message };
        withDefinition(result.graph);
        set({ selectedNodeIds: [result.node.id], selectedEdgeIds: [] });
        return { ok: true, nodeId: result.node.id };
      },
      connect: (connection) => {
        const result = addEdge(get().definition, connection, newGraphId('edge'));
        if (!result.ok) return { ok: false, message: result.message };
        withDefinition(result.graph);
        return { ok: true };
      },
      remove: (nodeIds, edgeIds) => {
        const { definition } = get();
        const withoutEdges = edgeIds.length > 0 ? removeEdges(definition, edgeIds) : definition;
        const result = removeNodes(withoutEdges, nodeIds);
        if (result.graph.nodes.length !== definition.nodes.length || withoutEdges !== definition) {
          withDefinition(result.graph);
          const nodes = new Set(result.graph.nodes.map((node) => node.id));
          const edges = new Set(result.graph.edges.map((edge) => edge.id));
          set((state) => ({
            selectedNodeIds: keepExisting(state.selectedNodeIds, nodes),
            selectedEdgeIds: keepExisting(state.selectedEdgeIds, edges),
          }));
        }
        return { kept: result.kept.map((item) => item.message) };
      },
      updateNode: (node, coalesceKey) => {
        const { definition } = get();
        const next = replaceNode(definition, node);
        if (next !== definition) withDefinition(next, coalesceKey);
      },
      updateSettings: (settings, coalesceKey) =>
        withDefinition({ ...get().definition, settings }, coalesceKey),
      setName: (name) => commit({ name }, 'journey.name'),
      setDescription: (description) => commit({ description }, 'journey.description'),
      setTags: (tags) => commit({ tags }),

      beginMove: () => set({ moveStart: snapshotOf(get()) }),
      moveNode: (nodeId, position) => {
        const state = get();
        const nodes = state.definition.nodes.map((node) =>
          node.id === nodeId ? { ...node, position } : node,
        );
        const definition = { ...state.definition, nodes };
        const history = state.moveStart
          ? { past: [...state.past, state.moveStart].slice(-MAX_UNDO_STEPS), future: [], moveStart: null }
          : {};
        set({
          ...history,
          definition,
          dirty: !sameSnapshot({ ...snapshotOf(state), definition }, state.saved),
          lastEdit: null,
        });
      },
      setMeasured: (nodeId, size) => set((state) => ({ measured: { ...state.measured, [nodeId]: size } })),
      select: (nodeIds, edgeIds) => {
        const state = get();
        const same =
          state.selectedNodeIds.join() === nodeIds.join() && state.selectedEdgeIds.join() === edgeIds.join();
        if (!same) set({ selectedNodeIds: [...nodeIds], selectedEdgeIds: [...edgeIds] });
      },

      copy: () => {
        const clipboard = copySelection(get().definition, get().selectedNodeIds);
        if (clipboard.nodes.length === 0) return 0;
        set({ clipboard });
        return clipboard.nodes.length;
      },
      paste: () => {
        const { clipboard, definition } = get();
        if (!clipboard || clipboard.nodes.length === 0) return { ok: true };
        const result = pasteClipboard(definition, clipboard, newGraphId);
        if (!result.ok) return { ok: false, message: result.message };
        withDefinition(result.graph);
        // spec 000 §4: pasting again cascades by another x 30, y 80.
        set({ clipboard: result.clipboard, selectedNodeIds: result.nodeIds, selectedEdgeIds: [] });
        return { ok: true };
      },

      undo: () => {
        const state = get();
        const previous = state.past.at(-1);
        if (!previous) return;
        set({
          ...previous,
          past: state.past.slice(0, -1),
          future: [snapshotOf(state), ...state.future],
          dirty: !sameSnapshot(previous, state.saved),
          lastEdit: null,
        });
      },
      redo: () => {
        const state = get();
        const next = state.future[0];
        if (!next) return;
        set({
          ...next,
          past: [...state.past, snapshotOf(state)],
          future: state.future.slice(1),
          dirty: !sameSnapshot(next, state.saved),
          lastEdit: null,
        });
      },
    };
  });
}
