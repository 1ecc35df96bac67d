import '@xyflow/react/dist/style.css';
import { NODE_TYPES as JOURNEY_NODE_TYPES, type NodeType } from '@parley/core/journeys/node-types';
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
  useReactFlow,
} from '@xyflow/react';
import { type DragEvent, useCallback, useMemo } from 'react';
import { showErrorToast } from '../../../shared/notifications/toasts.ts';
import { BUILDER_TEXTS } from '../journeys-texts.ts';
import { useBuilder, useBuilderStore } from '../state/builder-context.ts';
import { type JourneyFlowEdge, type JourneyFlowNode, type NodeStats, toFlow } from '../utils/flow-mapping.ts';
import { PALETTE_DRAG_TYPE } from '../utils/palette-groups.ts';
import type { RunHighlight } from '../utils/test-run-highlight.ts';
import { JourneyStepNode } from './JourneyStepNode.tsx';
import { StickyNoteNode } from './StickyNoteNode.tsx';

const NODE_TYPES: NodeTypes = { journeyStep: JourneyStepNode, stickyNote: StickyNoteNode };
const DELETE_KEYS = ['Backspace', 'Delete'];

export type JourneyCanvasProps = {
  problems: readonly JourneyProblem[];
  stats?: ReadonlyMap<string, NodeStats>;
  edgeCounts?: ReadonlyMap<string, number>;
  readOnly?: boolean;
  /** The test run followed on the canvas. */
  run?: RunHighlight;
  /** A palette entry dropped on the canvas, at the flow position under the pointer. */
  onDropNode?: (type: NodeType, position: { x: number; y: number }) => void;
};

function droppedNodeType(event: DragEvent): NodeType | null {
  const value = event.dataTransfer.getData(PALETTE_DRAG_TYPE);
  return JOURNEY_NODE_TYPES.find((type) => type === value) ?? null;
}

/**
 * The journey graph in React Flow (pan, zoom, minimap, controls). React Flow is controlled: the
 * builder store holds the definition and the selection, and every change goes through the store's
 * actions, which apply core's graph edits (cycles and other refused edges toast the rule's text).
 */
export function JourneyCanvas(props: JourneyCanvasProps) {
  const { problems, stats, edgeCounts, readOnly = false, run, onDropNode } = props;
  const store = useBuilderStore();
  const definition = useBuilder((state) => state.definition);
  const selectedNodeIds = useBuilder((state) => state.selectedNodeIds);
  const selectedEdgeIds = useBuilder((state) => state.selectedEdgeIds);
  const measured = useBuilder((state) => state.measured);
  const flow = useMemo(
    () =>
      toFlow(definition, { problems, stats, edgeCounts, selectedNodeIds, selectedEdgeIds, measured, run }),
    [definition, problems, stats, edgeCounts, selectedNodeIds, selectedEdgeIds, measured, run],
  );
  const { screenToFlowPosition } = useReactFlow();

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

  const canDrop = !readOnly && onDropNode !== undefined;
  const onDragOver = useCallback((event: DragEvent) => {
    if (!event.dataTransfer.types.includes(PALETTE_DRAG_TYPE)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
  }, []);
  const onDrop = useCallback(
    (event: DragEvent) => {
      const type = droppedNodeType(event);
      if (!type || !onDropNode) return;
      event.preventDefault();
      onDropNode(type, screenToFlowPosition({ x: event.clientX, y: event.clientY }));
    },
    [onDropNode, screenToFlowPosition],
  );

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
      onDragOver={canDrop ? onDragOver : undefined}
      onDrop={canDrop ? onDrop : undefined}
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
      {/* Smaller than React Flow's 200 × 150, so it hides less of a canvas beside the side panel. */}
      <MiniMap pannable zoomable ariaLabel="Minimap" style={{ width: 150, height: 100 }} />
    </ReactFlow>
  );
}
