import { Box, Group, Stack } from '@mantine/core';
import type { Position } from '@parley/core/journeys/common-schemas';
import type { NodeType } from '@parley/core/journeys/node-types';
import { ReactFlowProvider, useReactFlow } from '@xyflow/react';
import { useMemo, useState } from 'react';
import { showErrorToast } from '../../../shared/notifications/toasts.ts';
import type { AnalyticsRange } from '../api/journey-analytics-api.ts';
import type { JourneyDetail } from '../api/journeys-api.ts';
import { useBuilderCommands } from '../hooks/useBuilderCommands.ts';
import { useBuilderHotkeys } from '../hooks/useBuilderHotkeys.ts';
import { useJourneyProblems } from '../hooks/useJourneyProblems.ts';
import { useEdgeAnalytics, useNodeAnalytics } from '../hooks/useJourneyQueries.ts';
import { useLeaveGuard } from '../hooks/useLeaveGuard.ts';
import { useTestRun } from '../hooks/useTestRun.ts';
import { BuilderStoreContext, useBuilder } from '../state/builder-context.ts';
import { type BuilderState, type BuilderStore, createBuilderStore } from '../state/builder-store.ts';
import { CanvasOptionsContext } from '../state/canvas-context.ts';
import { NO_RUN_HIGHLIGHT, runHighlight } from '../utils/test-run-highlight.ts';
import { AnalyticsRangeBar } from './AnalyticsRangeBar.tsx';
import { BuilderToolbar } from './BuilderToolbar.tsx';
import { JourneyCanvas } from './JourneyCanvas.tsx';
import { LeaveConfirmModal } from './LeaveConfirmModal.tsx';
import { NodePalette } from './NodePalette.tsx';
import { NodeSidePanel } from './NodeSidePanel.tsx';
import { ProblemsList } from './ProblemsList.tsx';
import { TestRunBanner } from './TestRunBanner.tsx';
import { TestRunModal } from './TestRunModal.tsx';
import { VersionHistoryDrawer } from './VersionHistoryDrawer.tsx';

export type JourneyBuilderProps = { journey: JourneyDetail; canEdit: boolean };

/** The canvas width of a step card (JourneyStepNode) and the gap below a step where the next one goes. */
const STEP_WIDTH = 220;
const STEP_GAP = 140;

/** Under the selected step, else under the lowest one: a new step never lands on another. */
function newStepPosition(state: Pick<BuilderState, 'definition' | 'selectedNodeIds'>): Position {
  const { nodes } = state.definition;
  const selected = nodes.filter((node) => state.selectedNodeIds.includes(node.id));
  const anchors = selected.length > 0 ? selected : nodes;
  const lowest = anchors.reduce<(typeof nodes)[number] | undefined>(
    (low, node) => (!low || node.position.y > low.position.y ? node : low),
    undefined,
  );
  if (!lowest) return { x: 0, y: 0 };
  const x = lowest.position.x;
  let y = lowest.position.y + STEP_GAP;
  // Below whatever already sits there.
  while (
    nodes.some(
      (node) => Math.abs(node.position.x - x) < STEP_WIDTH && Math.abs(node.position.y - y) < STEP_GAP / 2,
    )
  )
    y += STEP_GAP;
  return { x, y };
}

function BuilderLayout({
  store,
  initial,
  canEdit,
}: {
  store: BuilderStore;
  initial: JourneyDetail;
  canEdit: boolean;
}) {
  const readOnly = !canEdit;
  const definition = useBuilder((state) => state.definition);
  const dirty = useBuilder((state) => state.dirty);
  const problems = useJourneyProblems(definition);
  const commands = useBuilderCommands(store, initial);
  const [problemsShown, setProblemsShown] = useState(false);
  const [versionsShown, setVersionsShown] = useState(false);
  const [showAnalytics, setShowAnalytics] = useState(false);
  const [range, setRange] = useState<AnalyticsRange>({ from: null, to: null });
  const analytics = useNodeAnalytics(initial.id, range, showAnalytics);
  const edgeAnalytics = useEdgeAnalytics(initial.id, range, showAnalytics);
  const blocker = useLeaveGuard(dirty);
  const flow = useReactFlow();
  useBuilderHotkeys(store, !readOnly);
  const [testRunPicking, setTestRunPicking] = useState(false);
  const testRun = useTestRun(initial.id, commands.ensureSaved);
  const testRunPath = testRun.run?.path;
  const run = useMemo(
    () => (testRunPath ? runHighlight(testRunPath, definition.edges) : NO_RUN_HIGHLIGHT),
    [testRunPath, definition.edges],
  );

  const addNodeAt = (type: NodeType, position: Position): boolean => {
    const outcome = store.getState().addNode(type, position);
    if (!outcome.ok) showErrorToast(outcome.message);
    return outcome.ok;
  };
  const addNode = (type: NodeType) => {
    const position = newStepPosition(store.getState());
    if (!addNodeAt(type, position)) return;
    // Bring the new step into view, at the current zoom.
    void flow.setCenter(position.x + STEP_WIDTH / 2, position.y + STEP_GAP / 2, {
      zoom: flow.getZoom(),
      duration: 200,
    });
  };
  // A dropped step is centred under the pointer, horizontally, its top just above it (a canvas not
  // laid out yet has no position to give: the step then goes where a click would put it).
  const dropNode = (type: NodeType, at: Position) =>
    Number.isFinite(at.x) && Number.isFinite(at.y)
      ? addNodeAt(type, { x: Math.round(at.x - STEP_WIDTH / 2), y: Math.round(at.y - 20) })
      : addNodeAt(type, newStepPosition(store.getState()));
  const refusal = commands.refusal;
  const shownProblems = refusal ?? (problemsShown ? problems : null);
  const canvasOptions = useMemo(
    () => ({ journeyId: initial.id, showAnalytics }),
    [initial.id, showAnalytics],
  );

  return (
    <Stack h="100%" gap={0}>
      <BuilderToolbar
        journey={commands.journey}
        readOnly={readOnly}
        saving={commands.save.isPending}
        publishing={commands.publish.isPending}
        onSave={() => commands.save.mutate()}
        onPublish={() => commands.publish.mutate(problems)}
        showAnalytics={showAnalytics}
        onToggleAnalytics={() => setShowAnalytics((shown) => !shown)}
        onShowVersions={() => setVersionsShown(true)}
        problemCount={problems.length}
        onShowProblems={() => setProblemsShown((shown) => !shown)}
        onTestRun={() => setTestRunPicking(true)}
      />
      {testRun.run && (
        <TestRunBanner
          run={testRun.run}
          onStop={testRun.stop}
          stopping={testRun.stopping}
          onClose={testRun.close}
        />
      )}
      {showAnalytics && <AnalyticsRangeBar value={range} onChange={setRange} />}
      {shownProblems && shownProblems.length > 0 && (
        <Box px="md" pt="xs">
          <ProblemsList
            problems={shownProblems}
            onClose={() => {
              commands.clearRefusal();
              setProblemsShown(false);
            }}
          />
        </Box>
      )}
      <Group gap={0} align="stretch" wrap="nowrap" style={{ flex: 1, minHeight: 0 }}>
        {!readOnly && (
          <Box w={200} style={{ borderRight: '1px solid var(--mantine-color-default-border)' }}>
            <NodePalette
              onAdd={addNode}
              hasTrigger={definition.nodes.some((node) => node.type === 'trigger')}
            />
          </Box>
        )}
        <Box style={{ flex: 1, minWidth: 0 }}>
          <CanvasOptionsContext.Provider value={canvasOptions}>
            <JourneyCanvas
              problems={problems}
              stats={showAnalytics ? analytics.data : undefined}
              edgeCounts={showAnalytics ? edgeAnalytics.data : undefined}
              readOnly={readOnly}
              run={run}
              onDropNode={dropNode}
            />
          </CanvasOptionsContext.Provider>
        </Box>
        <Box w={380} style={{ borderLeft: '1px solid var(--mantine-color-default-border)' }}>
          <NodeSidePanel problems={problems} readOnly={readOnly} />
        </Box>
      </Group>
      <VersionHistoryDrawer
        journeyId={initial.id}
        opened={versionsShown}
        onClose={() => setVersionsShown(false)}
      />
      {!readOnly && (
        <TestRunModal
          opened={testRunPicking}
          dirty={dirty}
          starting={testRun.start.isPending}
          onClose={() => setTestRunPicking(false)}
          onStart={(contact) =>
            testRun.start.mutate(contact.profileId, { onSuccess: () => setTestRunPicking(false) })
          }
        />
      )}
      <LeaveConfirmModal blocker={blocker} />
    </Stack>
  );
}

/** The visual builder of one journey: its own store, React Flow's provider, the layout. */
export function JourneyBuilder({ journey, canEdit }: JourneyBuilderProps) {
  const [store] = useState(() =>
    createBuilderStore({
      definition: journey.draft,
      name: journey.name,
      description: journey.description ?? '',
      tags: journey.tags.map((tag) => tag.name),
    }),
  );
  return (
    <BuilderStoreContext.Provider value={store}>
      <ReactFlowProvider>
        <BuilderLayout store={store} initial={journey} canEdit={canEdit} />
      </ReactFlowProvider>
    </BuilderStoreContext.Provider>
  );
}
