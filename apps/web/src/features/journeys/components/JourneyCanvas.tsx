import '@xyflow/react/dist/style.css';
import type { JourneyProblem } from '@parley/core/journeys/problems';
import {
  Background,
  type Connection,
  Controls,
  type EdgeChange,
  MiniMap,
  type NodeChange,
  type NodeTypes,
  type OnBeforeDelete,
  ReactFlow,
} from '@xyflow/react';
import { useCallback, useMemo } from 'react';
import { showErrorToast } from '../../../shared/notifications/toasts.ts';
import { BUILDER_TEXTS } from '../journeys-texts.ts';
import { useBuilder, useBuilderStore } from '../state/builder-context.ts';
import { type JourneyFlowEdge, type JourneyFlowNode, type NodeStats, toFlow } from '../utils/flow-mapping.ts';
import { JourneyStepNode } from './JourneyStepNode.tsx';
import { StickyNoteNode } from './StickyNoteNode.tsx';

const NODE_TYPES: NodeTypes = { journeyStep: JourneyStepNode, stickyNote: StickyNoteNode };
const DELETE_KEYS = ['Backspace', 'Delete'];

export type JourneyCanvasProps = {
  problems: readonly JourneyProblem[];
  stats?: ReadonlyMap<string, NodeStats>;
  edgeCounts?: ReadonlyMap<string, number>;
  readOnly?: boolean;
};

/**
 * The journey graph in React Flow (pan, zoom, minimap, controls). React Flow is controlled: the
 * builder store holds the definition and the selection, and every change goes through the store's
 * actions, which apply core's graph edits (cycles and other refused edges toast the rule's text).
 */
export function JourneyCanvas({ problems, stats, edgeCounts, readOnly = false }: JourneyCanvasProps) {
  const store = useBuilderStore();
  const definition = useBuilder((state) => state.definition);
  const selectedNodeIds = useBuilder((state) => state.selectedNodeIds);
  const selectedEdgeIds = useBuilder((state) => state.selectedEdgeIds);
  const measured = useBuilder((state) => state.measured);
  const flow = useMemo(
    () => toFlow(definition, { problems, stats, edgeCounts, selectedNodeIds, selectedEdgeIds, measured }),
    [definition, problems, stats, edgeCounts, selectedNodeIds, selectedEdgeIds, measured],
  );

  const onNodesChange = useCallback(
    (changes: NodeChange<JourneyFlowNode>[]) => {
      const state = store.getState();
      const selected = new Set(state.selectedNodeIds);
      for (const change of changes) {
        if (change.type === 'position' && change.position && !readOnly)
          state.moveNode(change.id, change.position);
        else if (change.type === 'dimensions' && change.dimensions)
          state.setMeasured(change.id, change.dimensions);
        else if (change.type === 'select') {
          if (change.selected) selected.add(change.id);
          else selected.delete(change.id);
        }
      }
      store.getState().select([...selected], store.getState().selectedEdgeIds);
    },
    [store, readOnly],
  );

  const onEdgesChange = useCallback(
    (changes: EdgeChange<JourneyFlowEdge>[]) => {
      const state = store.getState();
      const selected = new Set(state.selectedEdgeIds);
      for (const change of changes) {
        if (change.type !== 'select') continue;
        if (change.selected) selected.add(change.id);
        else selected.delete(change.id);
      }
      state.select(state.selectedNodeIds, [...selected]);
    },
    [store],
  );

  const onConnect = useCallback(
    (connection: Connection) => {
      const outcome = store.getState().connect(connection);
      // spec 000 §4: 'Failed DAG add. No cycles allowed.' and the other edge rules.
      if (!outcome.ok) showErrorToast(outcome.message);
    },
    [store],
  );

  // Deleting goes through core's removeNodes in one undo step; React Flow removes nothing itself.
  const onBeforeDelete: OnBeforeDelete<JourneyFlowNode, JourneyFlowEdge> = useCallback(
    async ({ nodes, edges }) => {
      const { kept } = store.getState().remove(
        nodes.map((node) => node.id),
        edges.map((edge) => edge.id),
      );
      for (const message of new Set(kept)) showErrorToast(message);
      return false;
    },
    [store],
  );

  const beginMove = useCallback(() => store.getState().beginMove(), [store]);

  return (
    <ReactFlow<JourneyFlowNode, JourneyFlowEdge>
      aria-label={BUILDER_TEXTS.canvasLabel}
      nodes={flow.nodes}
      edges={flow.edges}
      nodeTypes={NODE_TYPES}
      onNodesChange={onNodesChange}
      onEdgesChange={onEdgesChange}
      onConnect={readOnly ? undefined : onConnect}
      onBeforeDelete={onBeforeDelete}
      onNodeDragStart={beginMove}
      onSelectionDragStart={beginMove}
      nodesDraggable={!readOnly}
      nodesConnectable={!readOnly}
      deleteKeyCode={readOnly ? null : DELETE_KEYS}
      multiSelectionKeyCode={['Meta', 'Control', 'Shift']}
      fitView
      fitViewOptions={{ maxZoom: 1, padding: 0.2 }}
      minZoom={0.2}
      maxZoom={2}
      proOptions={{ hideAttribution: true }}
    >
      <Background gap={16} />
      <Controls showInteractive={false} />
      <MiniMap pannable zoomable ariaLabel="Minimap" />
    </ReactFlow>
  );
}
