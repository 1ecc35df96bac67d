import { Anchor, Badge, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { acceptsInput, outputHandles } from '@parley/core/journeys/handles';
import { NODE_TYPE_LABELS, needsIntegration } from '@parley/core/journeys/node-types';
import { JOURNEY_TEXTS } from '@parley/core/journeys/texts';
import { IconAlertTriangle, IconPlugConnectedX } from '@tabler/icons-react';
import { Handle, type NodeProps, Position } from '@xyflow/react';
import { Link } from 'react-router';
import { TEST_RUN_TEXTS } from '../builder-texts.ts';
import { useContactFieldLabeller } from '../hooks/useContactAttributeOptions.ts';
import { BUILDER_TEXTS } from '../journeys-texts.ts';
import { useCanvasOptions } from '../state/canvas-context.ts';
import type { JourneyFlowNode } from '../utils/flow-mapping.ts';
import { nodeSummary } from '../utils/node-summary.ts';
import { outputLabel } from '../utils/output-label.ts';
import type { RunStepStatus } from '../utils/test-run-highlight.ts';
import { NodeStatsLine } from './NodeStatsLine.tsx';

export type JourneyStepNodeProps = NodeProps<JourneyFlowNode>;

/** The colour of a test run's outcome at a step. */
const RUN_STATUS_COLORS: Readonly<Record<RunStepStatus, string>> = {
  completed: 'teal',
  waiting: 'blue',
  skipped: 'gray',
  failed: 'red',
  ended: 'gray',
};

function borderColor(selected: boolean, runStatus: RunStepStatus | null, hasProblems: boolean) {
  if (selected) return 'var(--mantine-color-blue-6)';
  if (runStatus) return `var(--mantine-color-${RUN_STATUS_COLORS[runStatus]}-6)`;
  return hasProblems ? 'var(--mantine-color-orange-5)' : undefined;
}

/** A step of the journey on the canvas: its type, what it does, its problems, outputs and counts. */
export function JourneyStepNode({ data, selected }: JourneyStepNodeProps) {
  const { journeyNode: node, problems, stats, runStatus } = data;
  const { journeyId, showAnalytics } = useCanvasOptions();
  const label = NODE_TYPE_LABELS[node.type];
  const summary = nodeSummary(node, useContactFieldLabeller(node.type === 'updateContact'));
  const outputs = outputHandles(node);
  return (
    <Paper
      withBorder
      shadow={selected ? 'md' : 'xs'}
      radius="md"
      p="xs"
      w={220}
      data-testid={`journey-node-${node.id}`}
      data-node-type={node.type}
      data-run-status={runStatus ?? undefined}
      aria-label={`${label} step`}
      style={{
        borderColor: borderColor(selected, runStatus, problems.length > 0),
        borderWidth: selected || runStatus ? 2 : 1,
        opacity: runStatus === 'skipped' || runStatus === 'ended' ? 0.8 : undefined,
      }}
    >
      {acceptsInput(node) && <Handle type="target" position={Position.Top} />}
      <Stack gap={4}>
        <Group justify="space-between" gap={4} wrap="nowrap">
          <Text fw={600} size="sm" truncate>
            {label}
          </Text>
          {runStatus && (
            <Badge color={RUN_STATUS_COLORS[runStatus]} variant="filled" size="sm" data-testid="run-status">
              {TEST_RUN_TEXTS.stepStatus[runStatus]}
            </Badge>
          )}
          {problems.length > 0 && (
            <Tooltip
              multiline
              w={240}
              withArrow
              label={problems.map((item) => item.message).join('\n')}
              style={{ whiteSpace: 'pre-line' }}
            >
              <Badge
                color="orange"
                variant="light"
                size="sm"
                leftSection={<IconAlertTriangle size={12} aria-hidden />}
                aria-label={`${BUILDER_TEXTS.problemMark(problems.length)}: ${problems.map((item) => item.message).join(' ')}`}
              >
                {problems.length}
              </Badge>
            </Tooltip>
          )}
        </Group>
        {needsIntegration(node.type) && (
          <Group gap={4} wrap="nowrap">
            <IconPlugConnectedX size={14} color="var(--mantine-color-orange-7)" aria-hidden />
            <Text size="xs" c="orange.8">
              {JOURNEY_TEXTS.needsIntegration}
            </Text>
          </Group>
        )}
        <Text size="xs" c={summary ? undefined : 'dimmed'} lineClamp={2}>
          {summary ?? problems[0]?.message ?? ''}
        </Text>
        {showAnalytics && (
          <Group justify="space-between" gap={4} wrap="nowrap">
            <NodeStatsLine stats={stats} />
            <Anchor
              component={Link}
              to={`/journeys-users/${journeyId}/${node.id}`}
              size="xs"
              className="nodrag"
            >
              {BUILDER_TEXTS.nodeContacts}
            </Anchor>
          </Group>
        )}
      </Stack>
      {outputs.map((handle, index) => {
        const left = `${((index + 1) / (outputs.length + 1)) * 100}%`;
        const name = outputLabel(node, handle);
        return (
          <Handle
            key={handle ?? 'out'}
            type="source"
            id={handle}
            position={Position.Bottom}
            style={{ left }}
            aria-label={name ? `${name} output` : 'Output'}
          >
            {name && (
              <Text
                size="10px"
                c="dimmed"
                style={{
                  position: 'absolute',
                  top: 8,
                  left: '50%',
                  transform: 'translateX(-50%)',
                  whiteSpace: 'nowrap',
                  pointerEvents: 'none',
                }}
              >
                {name}
              </Text>
            )}
          </Handle>
        );
      })}
    </Paper>
  );
}
